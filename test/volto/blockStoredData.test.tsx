// The Follow Us and Share blocks in Volto's editor, with the data an editor's PATCH of `blocks` may have stored: the
// sidebar's form is given each field as the view reads it (so it shows what the block shows, and the next change
// keeps it), and a link in the block does not lead away from the edit form.
// A DOM in the node environment, where the Volto modules the edit form imports are mocked, not resolved.
import './support/jsdomGlobals';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import applyConfig from '../../src';
import FollowUsBlockEdit from '../../src/volto/FollowUsBlockEdit';
import ShareBlockEdit from '../../src/volto/ShareBlockEdit';
import { link, referenceFollowUsBlock, siteLinks } from '../components/support/fixtures';
import { createStoreWithSiteLinks, withIntl, withStore } from '../components/support/render';
import { createVoltoConfig } from './support/voltoConfig';

vi.mock('@plone/volto/components/manage/Sidebar/SidebarPortal', () => ({
  default: ({ selected, children }: { selected: boolean; children?: ReactNode }) =>
    selected ? <aside aria-label="Sidebar">{children}</aside> : null,
}));

const form = vi.hoisted(() => ({ data: [] as Array<Record<string, unknown>> }));

// Volto's form, reduced to what the block gives it (kept for the test to read) and one change an editor makes.
vi.mock('@plone/volto/components/manage/Form/BlockDataForm', () => ({
  default: (props: { formData: Record<string, unknown>; onChangeField(id: string, value: unknown): void }) => {
    form.data.push(props.formData);
    return (
      <button type="button" onClick={() => props.onChangeField('headline', 'Follow us here')}>
        Change the headline
      </button>
    );
  },
}));

beforeEach(() => {
  form.data = [];
  applyConfig(createVoltoConfig());
});
const lastFormData = () => form.data[form.data.length - 1];

function renderFollowUs(data: Record<string, unknown>, onChangeBlock = vi.fn(), links = siteLinks) {
  render(
    withStore(
      createStoreWithSiteLinks(links),
      <FollowUsBlockEdit block="b1" selected data={data} onChangeBlock={onChangeBlock} />,
    ),
  );
  return onChangeBlock;
}

const shownAddresses = async () =>
  [...(await screen.findByRole('list')).querySelectorAll('a')].map((a) => a.getAttribute('href'));

describe('a block’s settings form, for data the view reads otherwise', () => {
  it('is given the networks a Follow Us block shows, and the next change keeps them', async () => {
    const onChangeBlock = renderFollowUs({ '@type': 'followUs', networks: [null, 'github', 5] });
    expect(await shownAddresses()).toEqual(['https://github.com/plone']);
    expect(lastFormData()).toEqual({ '@type': 'followUs', networks: ['github'] });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Change the headline' }));
    expect(onChangeBlock).toHaveBeenCalledWith('b1', {
      '@type': 'followUs',
      networks: ['github'],
      headline: 'Follow us here',
    });
  });

  it('is given icons that are not animated, and no headline, where the view shows none', async () => {
    renderFollowUs({ '@type': 'followUs', animate: 'false', headline: 42 });
    expect(await screen.findByRole('list')).not.toHaveClass('socialmedia-links-animate');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(lastFormData()).toEqual({ '@type': 'followUs', animate: false });
  });

  it('is given none of the keys the other add-on’s block does not read', async () => {
    renderFollowUs({ ...referenceFollowUsBlock('', []), headline: 'Old', networks: ['x'] });
    expect(await shownAddresses()).toHaveLength(siteLinks.length);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(lastFormData()).not.toHaveProperty('headline');
    expect(lastFormData()).not.toHaveProperty('networks');
  });

  it('is given the share targets a Share block shows as chosen', async () => {
    const config = applyConfig(createVoltoConfig());
    config.settings.publicURL = 'https://www.example.org';
    // Stored JSON, not the typed shape (hence `as never`).
    render(
      withIntl(
        <ShareBlockEdit
          block="b1"
          selected
          data={{ '@type': 'shareLinks', networks: [{ value: 'telegram' }, 'nowhere', 'telegram'] as never }}
          onChangeBlock={vi.fn()}
          properties={{ '@id': 'http://localhost:8080/Plone/news', title: 'News' }}
        />,
      ),
    );
    expect(await screen.findAllByRole('link')).toHaveLength(1);
    expect(lastFormData()).toEqual({ '@type': 'shareLinks', networks: ['telegram'] });
  });

  it('is given the data as stored when the view reads all of it so', async () => {
    const data = { '@type': 'followUs', headline: 'Follow us ', networks: ['x'], animate: true };
    renderFollowUs(data);
    await screen.findByRole('list');
    expect(lastFormData()).toBe(data);
  });
});

describe('a Follow Us block in the editor', () => {
  it('keeps the editor on the edit form when a link in it is clicked (the click selects the block)', async () => {
    renderFollowUs({ '@type': 'followUs' }, vi.fn(), [link('github', '/contact', 'Contact')]);
    const contact = await screen.findByRole('link', { name: 'Contact' });
    // fireEvent returns false when a handler prevented the default: the browser's navigation.
    expect(fireEvent.click(contact)).toBe(false);
  });
});
