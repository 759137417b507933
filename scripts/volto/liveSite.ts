// Puts the demo's site settings, a person page, a published page in a private folder and a page with the Share block
// into a live Plone (idempotent), so the same checks run there as against the mock. Plain REST calls with Basic auth,
// not our client.
import { DEMO_SITE_LINKS, demoSite } from '../../src/mock/fixtures/demoSite';

interface Seed {
  path: string;
  type: string;
  title: string;
  description: string;
  fields?: Record<string, unknown>;
  /** Left private (default: published). */
  private?: boolean;
}

/** The page with the Share block, at the same path as the mock's demo page. */
export const LIVE_SHARE_PAGE = '/social-media-launch';

type Blocks = Record<string, { '@type'?: unknown }>;

/** The mock's demo site, which the live site's pages copy. */
const DEMO = demoSite();

/** A page of the mock's demo site with its blocks (its title block first), as the live site's page gets them. */
function demoPage(path: string) {
  const demo = DEMO.get(path);
  const blocks = demo?.fields.blocks as Blocks | undefined;
  const items = (demo?.fields.blocks_layout as { items?: string[] } | undefined)?.items;
  if (!demo || !blocks || !items) throw new Error(`the mock's demo site has no page with blocks at ${path}`);
  return { demo, blocks, blocks_layout: { items } };
}

/** The blocks of a page of the mock's demo site. */
function demoBlocks(path: string): { blocks: Blocks; blocks_layout: { items: string[] } } {
  const { blocks, blocks_layout } = demoPage(path);
  return { blocks, blocks_layout };
}

/**
 * The mock's demo page with the Share block (its type, title and description, its title block and the Share block
 * with the same targets in the same order), with some text between them, as an editor lays such a page out in Volto.
 */
function sharePageSeed(): Seed {
  const { demo, blocks, blocks_layout } = demoPage(LIVE_SHARE_PAGE);
  const [titleBlock, ...rest] = blocks_layout.items;
  if (!rest.some((id) => blocks[id]?.['@type'] === 'shareLinks'))
    throw new Error(`the mock's demo site has no Share block at ${LIVE_SHARE_PAGE}`);
  const text = 'We now share our news on the social networks: follow us, and share this page with the links below.';
  const textBlock = 'b1f0c6de-0003-4f00-8000-00000000f002';
  return {
    path: LIVE_SHARE_PAGE,
    type: demo.portalType,
    title: String(demo.fields.title),
    description: String(demo.fields.description),
    fields: {
      blocks: {
        ...blocks,
        [textBlock]: { '@type': 'slate', value: [{ type: 'p', children: [{ text }] }], plaintext: text },
      },
      blocks_layout: { items: [titleBlock, textBlock, ...rest] },
    },
  };
}

/** The content the harness needs, besides the page with the Share block; the person page has links of its own. */
const SEEDS: Seed[] = [
  {
    path: '/about',
    type: 'Document',
    title: 'About this site',
    description: 'What this demo shows',
    fields: demoBlocks('/about'),
  },
  {
    path: '/team',
    type: 'Folder',
    title: 'Team',
    description: 'The people behind the site',
    // As in the mock's demo: the section has settings of its own (Plone serves the closest, even when empty).
    fields: {
      share_social_data: true,
      facebook_app_id: '',
      social_links: [
        {
          '@id': '5e3f2086-8c31-4d6b-8d8c-4c6b4f3a0d01',
          id: 'github',
          title: 'GitHub',
          href: [{ '@id': 'https://github.com/plone/volto', title: 'github.com/plone/volto' }],
        },
      ],
    },
  },
  {
    path: '/team/alice',
    type: 'Document',
    title: 'Alice Example',
    description: 'Editor in chief',
    fields: {
      social_links: [
        {
          '@id': '6f403197-9d42-4e7c-9e9d-5d7c5a4b1e01',
          id: 'x',
          title: 'X',
          href: [{ '@id': 'https://x.com/alice_example', title: 'x.com/alice_example' }],
        },
        {
          '@id': '6f403197-9d42-4e7c-9e9d-5d7c5a4b1e02',
          id: 'github',
          title: 'GitHub',
          href: [{ '@id': 'https://github.com/alice-example', title: 'github.com/alice-example' }],
        },
      ],
      ...demoBlocks('/team/alice'),
    },
  },
  // As in the mock's demo: a published page in a private folder that holds settings of its own. Plone serves the
  // page's content without the settings (their closest provider is private); Volto shows the navigation root's.
  {
    path: '/internal',
    type: 'Folder',
    title: 'Internal',
    description: 'A private subsite with its own settings',
    private: true,
    fields: {
      share_social_data: false,
      facebook_app_id: '',
      social_links: [
        {
          '@id': '4d2e1f75-7b20-4c5a-9c7b-3b5a3e2f9c01',
          id: 'x',
          title: 'X',
          href: [{ '@id': 'https://x.com/internalteam', title: 'https://x.com/internalteam' }],
        },
      ],
    },
  },
  {
    path: '/internal/handbook',
    type: 'Document',
    title: 'Public handbook',
    description: 'Published, inside a private folder',
    fields: demoBlocks('/internal/handbook'),
  },
];

/** The published page in a private folder, whose content Plone serves without the settings. */
export const LIVE_FALLBACK_PAGE = '/internal/handbook';

/** Pages the checks render on the live site, after `seedLiveSite`. */
export const LIVE_PAGES = [
  { path: '/' },
  { path: '/about' },
  { path: '/team/alice', ownLinks: true },
  { path: LIVE_SHARE_PAGE },
];

/** A call of the backend's REST API at `siteUrl` + a path, as `user` (Basic credentials), with a JSON body. */
export function backendCaller(siteUrl: string, user: string, password: string) {
  const auth = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  return (method: string, path: string, body?: unknown) =>
    fetch(`${siteUrl}${path}`, {
      method,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: auth },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

/**
 * Writes the site settings on the root, creates (and publishes) the pages that are missing and PATCHes the fields
 * (and blocks) of those that exist; throws on the first call Plone refuses.
 */
export async function seedLiveSite(siteUrl: string, user: string, password: string): Promise<void> {
  const call = backendCaller(siteUrl, user, password);
  const root = await call('PATCH', '', {
    share_social_data: true,
    facebook_app_id: '123456789012345',
    social_links: DEMO_SITE_LINKS,
  });
  if (root.status !== 204)
    throw new Error(`PATCH ${siteUrl} (site settings) answered ${root.status}: ${await root.text()}`);
  for (const seed of [...SEEDS, sharePageSeed()]) {
    const existing = await call('GET', seed.path);
    if (existing.status === 404) {
      const parent = seed.path.slice(0, seed.path.lastIndexOf('/'));
      const id = seed.path.slice(seed.path.lastIndexOf('/') + 1);
      const created = await call('POST', parent, {
        '@type': seed.type,
        id,
        title: seed.title,
        description: seed.description,
        ...seed.fields,
      });
      if (created.status !== 201)
        throw new Error(`POST ${siteUrl}${parent} (${id}) answered ${created.status}: ${await created.text()}`);
      const published = seed.private ? null : await call('POST', `${seed.path}/@workflow/publish`, {});
      if (published && !published.ok)
        throw new Error(`publishing ${seed.path} answered ${published.status}: ${await published.text()}`);
    } else if (seed.fields) {
      const patched = await call('PATCH', seed.path, seed.fields);
      if (patched.status !== 204)
        throw new Error(`PATCH ${seed.path} answered ${patched.status}: ${await patched.text()}`);
    }
  }
}
