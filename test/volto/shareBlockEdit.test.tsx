// The Share block in Volto's editor: the page's share links above, the block's settings in the sidebar (Volto's
// SidebarPortal and BlockDataForm, here stand-ins that render the schema), and the editor's choice stored in the block.
// A DOM in the node environment, where the Volto modules the edit form imports are mocked, not resolved.
import './support/jsdomGlobals';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import applyConfig from '../../src';
import ShareBlockEdit from '../../src/volto/ShareBlockEdit';
import { withIntl } from '../components/support/render';
import { createVoltoConfig } from './support/voltoConfig';

vi.mock('@plone/volto/components/manage/Sidebar/SidebarPortal', () => ({
  default: ({ selected, children }: { selected: boolean; children?: ReactNode }) =>
    selected ? <aside aria-label="Sidebar">{children}</aside> : null,
}));

interface FormProps {
  schema: { title: string; properties: Record<string, { title: string; choices?: Array<[string, string]> }> };
  formData: Record<string, unknown>;
  onChangeField(id: string, value: unknown): void;
}

// Volto's form, reduced to what the block gives it: the schema's fields, and the changes it reports.
vi.mock('@plone/volto/components/manage/Form/BlockDataForm', () => ({
  default: ({ schema, onChangeField }: FormProps) => (
    <form aria-label={schema.title}>
      {Object.entries(schema.properties).map(([id, field]) => (
        <fieldset key={id}>
          <legend>{field.title}</legend>
          {field.choices?.map(([value, title]) => (
            <button key={value} type="button" onClick={() => onChangeField(id, ['mastodon', value])}>
              {title}
            </button>
          ))}
        </fieldset>
      ))}
    </form>
  ),
}));

describe('the Share block’s edit form', () => {
  it('shows the page’s share links and stores the networks the editor picks in their order', async () => {
    const config = applyConfig(createVoltoConfig());
    config.settings.publicURL = 'https://www.example.org';
    const onChangeBlock = vi.fn();
    const user = userEvent.setup();
    render(
      withIntl(
        <ShareBlockEdit
          block="b1"
          selected
          data={{ '@type': 'shareLinks', headline: 'Share' }}
          onChangeBlock={onChangeBlock}
          properties={{ '@id': 'http://localhost:8080/Plone/news', title: 'News' }}
        />,
      ),
    );
    const facebook = await screen.findByRole('link', { name: /Share on Facebook/ });
    expect(new URL(facebook.getAttribute('href')!).searchParams.get('u')).toBe('https://www.example.org/news');
    const form = await screen.findByRole('form', { name: 'Share this page' });
    expect(form).toHaveTextContent('Share buttons');
    await user.click(screen.getByRole('button', { name: 'Telegram' }));
    expect(onChangeBlock).toHaveBeenCalledWith('b1', {
      '@type': 'shareLinks',
      headline: 'Share',
      networks: ['mastodon', 'telegram'],
    });
  });

  it('says in Volto’s Add form, where the page has no address yet, that its buttons come once it is saved', async () => {
    applyConfig(createVoltoConfig()).settings.publicURL = 'https://www.example.org';
    const block = (properties: Record<string, unknown>) => (
      <ShareBlockEdit
        block="b1"
        selected={false}
        data={{ '@type': 'shareLinks', headline: 'Share' }}
        onChangeBlock={vi.fn()}
        properties={properties}
      />
    );
    // Volto's Add form hands the blocks the new page's form data: a title, no `@id`.
    const { rerender } = render(withIntl(block({ title: 'News' }), {}, 'fr'));
    expect(
      await screen.findByText('Les boutons de partage apparaissent ici une fois la page enregistrée.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    // Saved, the page has its address: the buttons, and no note.
    rerender(withIntl(block({ '@id': 'http://localhost:8080/Plone/news', title: 'News' }), {}, 'fr'));
    expect(await screen.findByRole('link', { name: /Facebook/ })).toBeInTheDocument();
    expect(screen.queryByText(/une fois la page enregistrée/)).toBeNull();
  });

  it('shows the page’s share links inside a Grid block, where Volto passes the grid as `properties`', async () => {
    const config = applyConfig(createVoltoConfig());
    config.settings.publicURL = 'https://www.example.org';
    const share = { '@type': 'shareLinks', networks: ['facebook'] };
    const grid = { '@type': 'gridBlock', blocks: { b2: share }, blocks_layout: { items: ['b2'] } };
    render(
      withIntl(
        <ShareBlockEdit
          block="b2"
          selected={false}
          data={share}
          onChangeBlock={vi.fn()}
          properties={grid}
          metadata={{ '@id': 'http://localhost:8080/Plone/news', title: 'News' }}
        />,
      ),
    );
    const facebook = await screen.findByRole('link', { name: /Share on Facebook/ });
    expect(new URL(facebook.getAttribute('href')!).searchParams.get('u')).toBe('https://www.example.org/news');
  });

  it('keeps the editor on the block when a share button in it is clicked: the click selects the block, shares nothing', async () => {
    applyConfig(createVoltoConfig()).settings.publicURL = 'https://www.example.org';
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const onSelectBlock = vi.fn();
    const user = userEvent.setup();
    render(
      withIntl(
        // Volto's block wrapper in the editor (Block/Edit.jsx): a click in it selects the block.
        <div role="presentation" onClick={() => onSelectBlock('b1')}>
          <ShareBlockEdit
            block="b1"
            selected={false}
            data={{ '@type': 'shareLinks', networks: ['x', 'mastodon', 'copylink'] }}
            onChangeBlock={vi.fn()}
            onSelectBlock={onSelectBlock}
            properties={{ '@id': 'http://localhost:8080/Plone/news', title: 'News' }}
          />
        </div>,
      ),
    );
    // fireEvent returns false when a handler prevented the default: the browser's opening of X's share form.
    expect(fireEvent.click(await screen.findByRole('link', { name: /Share on X/ }))).toBe(false);
    expect(onSelectBlock).toHaveBeenCalledTimes(1);

    // Mastodon's form, whose field would take the editor's keys (Enter adds a block in Volto's editor), stays shut.
    await user.click(screen.getByRole('button', { name: 'Share on Mastodon' }));
    expect(screen.queryByRole('textbox', { name: 'Your Mastodon instance' })).toBeNull();
    expect(onSelectBlock).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeEmptyDOMElement();
    expect(onSelectBlock).toHaveBeenCalledTimes(3);
  });
});
