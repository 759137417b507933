// The Follow Us block in Volto's editor, for a block that @plonegovbr/volto-social-media stored: the form shows what
// the block shows, and the editor's first change stores it as this add-on's block, losing none of its other keys.
// A DOM in the node environment, where the Volto modules the edit form imports are mocked, not resolved.
import './support/jsdomGlobals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import applyConfig from '../../src';
import FollowUsBlockEdit from '../../src/volto/FollowUsBlockEdit';
import { referenceFollowUsBlock, siteLinks } from '../components/support/fixtures';
import { createStoreWithSiteLinks, withStore } from '../components/support/render';
import { createVoltoConfig } from './support/voltoConfig';

vi.mock('@plone/volto/components/manage/Sidebar/SidebarPortal', () => ({
  default: ({ selected, children }: { selected: boolean; children?: ReactNode }) =>
    selected ? <aside aria-label="Sidebar">{children}</aside> : null,
}));

interface FormProps {
  schema: { title: string };
  formData: { headline?: string; networks?: string[]; animate?: boolean };
  onChangeField(id: string, value: unknown): void;
}

// Volto's form, reduced to what the block gives it: the values it shows, and one change an editor makes.
vi.mock('@plone/volto/components/manage/Form/BlockDataForm', () => ({
  default: ({ schema, formData, onChangeField }: FormProps) => (
    <form aria-label={schema.title}>
      <label>
        Headline
        <input readOnly value={formData.headline ?? ''} />
      </label>
      <output aria-label="Networks">{(formData.networks ?? []).join(' ')}</output>
      <label>
        Animate the icons
        <input type="checkbox" readOnly checked={formData.animate === true} />
      </label>
      <button type="button" onClick={() => onChangeField('headline', 'Follow us here')}>
        Change the headline
      </button>
    </form>
  ),
}));

describe('the Follow Us block’s edit form, for a block the other add-on stored', () => {
  it('shows its headline and networks, and stores the block as this add-on’s on the first change', async () => {
    applyConfig(createVoltoConfig());
    const onChangeBlock = vi.fn();
    const user = userEvent.setup();
    const stored = referenceFollowUsBlock('Find us online', ['github', 'mastodon'], {
      animate: false,
      styles: { 'align:noprefix': 'center', backgroundColor: 'grey' },
    });
    render(
      withStore(
        createStoreWithSiteLinks(siteLinks),
        <FollowUsBlockEdit block="b1" selected data={stored} onChangeBlock={onChangeBlock} />,
      ),
    );
    expect(await screen.findByRole('textbox', { name: 'Headline' })).toHaveValue('Find us online');
    expect(screen.getByRole('status', { name: 'Networks' })).toHaveTextContent('github mastodon');
    expect(screen.getByRole('checkbox', { name: 'Animate the icons' })).not.toBeChecked();
    expect(await screen.findByRole('heading', { level: 2, name: 'Find us online' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 }).parentElement).toHaveClass('socialmedia-follow-us-center');
    const shown = screen.getByRole('list', { name: 'Find us online' });
    expect([...shown.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://github.com/plone',
      'https://mastodon.social/@plone',
    ]);
    expect(onChangeBlock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Change the headline' }));
    expect(onChangeBlock).toHaveBeenCalledWith('b1', {
      '@type': 'followUs',
      headline: 'Follow us here',
      networks: ['github', 'mastodon'],
      animate: false,
      styles: { backgroundColor: 'grey', align: 'center' },
    });
  });

  it('keeps the icons of a block that said nothing of them animated, as that add-on showed them', async () => {
    applyConfig(createVoltoConfig());
    const onChangeBlock = vi.fn();
    const user = userEvent.setup();
    const stored = referenceFollowUsBlock('Find us online', ['x']);
    render(
      withStore(
        createStoreWithSiteLinks(siteLinks),
        <FollowUsBlockEdit block="b3" selected data={stored} onChangeBlock={onChangeBlock} />,
      ),
    );
    expect(await screen.findByRole('checkbox', { name: 'Animate the icons' })).toBeChecked();
    expect(screen.getByRole('list', { name: 'Find us online' })).toHaveClass('socialmedia-links-animate');
    await user.click(screen.getByRole('button', { name: 'Change the headline' }));
    expect(onChangeBlock).toHaveBeenCalledWith('b3', {
      '@type': 'followUs',
      headline: 'Follow us here',
      networks: ['x'],
      animate: true,
    });
  });

  it('keeps the alignment an editor picked with Volto’s alignment buttons when it stores the block anew', async () => {
    applyConfig(createVoltoConfig());
    const onChangeBlock = vi.fn();
    const user = userEvent.setup();
    const stored = referenceFollowUsBlock('Find us online', ['x'], {
      styles: { 'align:noprefix': { '--block-alignment': 'var(--align-right)' } },
    });
    render(
      withStore(
        createStoreWithSiteLinks(siteLinks),
        <FollowUsBlockEdit block="b4" selected data={stored} onChangeBlock={onChangeBlock} />,
      ),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Find us online' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 }).parentElement).toHaveClass('socialmedia-follow-us-right');
    await user.click(screen.getByRole('button', { name: 'Change the headline' }));
    expect(onChangeBlock).toHaveBeenCalledWith('b4', {
      '@type': 'followUs',
      headline: 'Follow us here',
      networks: ['x'],
      animate: true,
      styles: { align: 'right' },
    });
  });

  it('hands this add-on’s own block to the form as it is', async () => {
    applyConfig(createVoltoConfig());
    const onChangeBlock = vi.fn();
    const user = userEvent.setup();
    const data = { '@type': 'followUs', headline: 'Ours', networks: ['x'], title: 'kept' };
    render(
      withStore(
        createStoreWithSiteLinks(siteLinks),
        <FollowUsBlockEdit block="b2" selected data={data} onChangeBlock={onChangeBlock} />,
      ),
    );
    expect(await screen.findByRole('textbox', { name: 'Headline' })).toHaveValue('Ours');
    await user.click(screen.getByRole('button', { name: 'Change the headline' }));
    expect(onChangeBlock).toHaveBeenCalledWith('b2', { ...data, headline: 'Follow us here' });
  });
});
