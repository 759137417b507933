// An editor adds a Follow Us or Share block on a flaky connection, or on a site redeployed since she opened the page:
// the code of the block's view, which its edit form shows, fails to load. The block was then an empty gap in the
// editor, with nothing said and no way to see it but leaving the form. It says why in its place instead, with a button
// that asks for the view's code again; the block's settings stay in the sidebar.
import './support/jsdomGlobals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import applyConfig from '../../src';
import FollowUsBlockEdit from '../../src/volto/FollowUsBlockEdit';
import ShareBlockEdit from '../../src/volto/ShareBlockEdit';
import { siteLinks } from '../components/support/fixtures';
import { createStoreWithSiteLinks, withIntl, withStore } from '../components/support/render';
import { createVoltoConfig } from './support/voltoConfig';

const chunks = vi.hoisted(() => ({ available: false }));
const unavailable = () => {
  if (!chunks.available)
    throw new Error('ChunkLoadError: Loading chunk 7 failed. (error: https://www.example.org/static/js/7.chunk.js)');
};
vi.mock('../../src/volto/blockViews', async (importOriginal) => {
  unavailable();
  return importOriginal();
});
vi.mock('../../src/volto/ShareBlockVoltoView', async (importOriginal) => {
  unavailable();
  return importOriginal();
});
vi.mock('@plone/volto/components/manage/Sidebar/SidebarPortal', () => ({
  default: ({ selected, children }: { selected: boolean; children?: ReactNode }) =>
    selected ? <aside aria-label="Sidebar">{children}</aside> : null,
}));
vi.mock('@plone/volto/components/manage/Form/BlockDataForm', () => ({
  default: ({ schema }: { schema: { title: string } }) => <form aria-label={schema.title} />,
}));

beforeEach(() => {
  chunks.available = false;
  applyConfig(createVoltoConfig()).settings.publicURL = 'https://www.example.org';
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('a block in the editor whose view cannot load', () => {
  it('says so in the Follow Us block’s place, and shows the block once tried again', async () => {
    const user = userEvent.setup();
    render(
      withStore(
        createStoreWithSiteLinks(siteLinks),
        withIntl(
          <FollowUsBlockEdit
            block="b1"
            selected
            data={{ '@type': 'followUs', headline: 'Follow us' }}
            onChangeBlock={vi.fn()}
          />,
        ),
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    expect(await screen.findByRole('form', { name: 'Follow us' })).toBeInTheDocument();

    chunks.available = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Follow us' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so in the Share block’s place, and shows its buttons once tried again', async () => {
    const user = userEvent.setup();
    render(
      withIntl(
        <ShareBlockEdit
          block="b1"
          selected
          data={{ '@type': 'shareLinks', headline: 'Share' }}
          onChangeBlock={vi.fn()}
          properties={{ '@id': 'http://localhost:8080/Plone/news', title: 'News' }}
        />,
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');

    chunks.available = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Share on Facebook/ })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
