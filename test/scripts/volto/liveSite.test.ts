// The live site the Volto harness seeds (scripts/volto/liveSite.ts), seeded here into an empty mock site over HTTP
// as into a fresh Plone: the page with the Share block is there for visitors, laid out as an editor saves it, and a
// second seeding puts its blocks back after an editor changed them.
import { afterEach, describe, expect, test } from 'vitest';
import { demoSite } from '../../../src/mock/fixtures/demoSite';
import { createMockSite } from '../../../src/mock/model';
import { startMockServer, type RunningMockServer } from '../../../src/mock/node';
import { LIVE_PAGES, LIVE_SHARE_PAGE, seedLiveSite } from '../../../scripts/volto/liveSite';

interface Block {
  '@type': string;
  [key: string]: unknown;
}

/** The keys of a content GET these tests read. */
interface Content {
  '@type': string;
  title: string;
  review_state: string;
  blocks: Record<string, Block>;
  blocks_layout: { items: string[] };
  items?: Array<{ '@id': string }>;
}

let server: RunningMockServer | null = null;

afterEach(async () => {
  await server?.close();
  server = null;
});

/** An empty site (no content, the default manager admin/admin) served over HTTP. */
async function emptySite(): Promise<RunningMockServer> {
  server = await startMockServer({ port: 0, log: false, site: () => createMockSite({}) });
  return server;
}

/** The page as a visitor's Volto reads it: anonymous, JSON. */
async function visitorReads(siteUrl: string, path: string): Promise<{ status: number; content: Content | null }> {
  const response = await fetch(`${siteUrl}${path}`, { headers: { Accept: 'application/json' } });
  return { status: response.status, content: response.ok ? ((await response.json()) as Content) : null };
}

function blocksInOrder(content: Content | null): Block[] {
  return (content?.blocks_layout.items ?? []).map((id) => content!.blocks[id]!);
}

/** The Share block of the mock's demo page, as the mock stores it. */
function demoShareBlock(): Block {
  const page = demoSite().get(LIVE_SHARE_PAGE)!;
  return Object.values(page.fields.blocks as Record<string, Block>).find((block) => block['@type'] === 'shareLinks')!;
}

describe('seedLiveSite', () => {
  test('a visitor finds the published page with a title, some text and the Share block of the mock’s demo', async () => {
    const { url } = await emptySite();
    await seedLiveSite(url, 'admin', 'admin');
    const { status, content } = await visitorReads(url, LIVE_SHARE_PAGE);
    expect(status).toBe(200);
    expect(content?.review_state).toBe('published');
    expect(content?.['@type']).toBe(demoSite().get(LIVE_SHARE_PAGE)!.portalType);
    expect(content?.title).toBe('We are on social media');
    const blocks = blocksInOrder(content);
    expect(blocks.map((block) => block['@type'])).toEqual(['title', 'slate', 'shareLinks']);
    expect(String(blocks[1]!.plaintext)).toMatch(/share this page/);
    expect(blocks[2]).toEqual(demoShareBlock());
  });

  test('seeding again puts the page’s blocks back after an editor removed them, without a second page', async () => {
    const { url } = await emptySite();
    await seedLiveSite(url, 'admin', 'admin');
    const auth = `Basic ${Buffer.from('admin:admin').toString('base64')}`;
    const emptied = await fetch(`${url}${LIVE_SHARE_PAGE}`, {
      method: 'PATCH',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: auth },
      body: JSON.stringify({ blocks: {}, blocks_layout: { items: [] } }),
    });
    expect(emptied.status).toBe(204);
    await seedLiveSite(url, 'admin', 'admin');
    const { content } = await visitorReads(url, LIVE_SHARE_PAGE);
    expect(blocksInOrder(content).map((block) => block['@type'])).toEqual(['title', 'slate', 'shareLinks']);
    const root = await visitorReads(url, '/');
    const ids = (root.content?.items ?? []).map((item) => item['@id'].split('/').pop());
    expect(ids.filter((id) => id === LIVE_SHARE_PAGE.slice(1))).toHaveLength(1);
  });

  test('the harness renders the page with the Share block on the live site', () => {
    expect(LIVE_PAGES.map((page) => page.path)).toContain(LIVE_SHARE_PAGE);
  });
});
