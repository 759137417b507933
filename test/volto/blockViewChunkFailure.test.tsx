// @vitest-environment jsdom
// A page with a Follow Us or Share block whose view's chunk fails to load in the browser (the network dropped, or a
// CDN still serves pages of the last deployment, whose chunks are gone): Volto's App catches any error a page
// throws while rendering and shows its error page instead of the whole page. The page is shown without the block,
// and the block appears once its chunk loads (a later visit to a page with the block).
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import applyConfig from '../../src';
import { FollowUsBlockViewLoader, ShareBlockViewLoader } from '../../src/volto/loadableViews';
import { siteLinks } from '../components/support/fixtures';
import { createStoreWithSiteLinks, withIntl, withStore } from '../components/support/render';
import { createVoltoConfig } from './support/voltoConfig';
import { VoltoApp } from './support/VoltoApp';

const chunks = vi.hoisted(() => ({ available: false }));
const unavailable = () => {
  if (!chunks.available)
    throw new Error('Loading chunk 7 failed. (error: https://www.example.org/static/js/7.chunk.js)');
};
vi.mock('../../src/volto/blockViews', async (importOriginal) => {
  unavailable();
  return importOriginal();
});
vi.mock('../../src/volto/ShareBlockVoltoView', async (importOriginal) => {
  unavailable();
  return importOriginal();
});

function page(blocks: ReactNode) {
  return (
    <VoltoApp>
      {withStore(
        createStoreWithSiteLinks(siteLinks),
        withIntl(
          <main>
            <h1>Our team</h1>
            {blocks}
          </main>,
        ),
      )}
    </VoltoApp>
  );
}

describe('a page whose block view cannot load', () => {
  beforeAll(() => {
    applyConfig(createVoltoConfig());
  });

  it('is shown without its Follow Us and Share blocks, which appear on a later page once their code loads', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const blocks = (
      <>
        <FollowUsBlockViewLoader data={{ '@type': 'followUs', headline: 'Follow us' }} />
        <ShareBlockViewLoader
          data={{ '@type': 'shareLinks', headline: 'Share this page' }}
          properties={{ '@id': 'http://localhost:8080/Plone/team', title: 'Our team' }}
        />
      </>
    );
    const first = render(page(blocks));
    // Long enough for the chunks' loads to fail and the page to render again.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText(/something went wrong/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Our team' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Follow us' })).toBeNull();
    first.unmount();

    chunks.available = true;
    render(page(blocks));
    expect(await screen.findByRole('heading', { name: 'Follow us' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Share this page' })).toBeVisible();
  });
});
