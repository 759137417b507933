// A Follow Us block that @plonegovbr/volto-social-media stored (block type `followUsBlock`: `title`,
// `allowedNetworks`), in the real Volto build: a site that moves to this add-on keeps showing it. The harness adds a
// published page holding such a block to the backend, reads the page as a crawler does, and removes the page again.
import type { CheckList } from './checks';
import { JSDOM } from './jsdom';
import { backendCaller } from './liveSite';

export interface ReferenceBlockOptions {
  voltoUrl: string;
  /** The backend's site root as the harness reaches it. */
  backendUrl: string;
  user: string;
  password: string;
  /** The settings behavior's name, whose links the page shows. */
  settingsBehavior: string;
}

const PAGE_ID = 'follow-us-before';
const HEADLINE = 'Find us elsewhere';
/** The networks the block singles out, in its order: two the site links to, and one it does not. */
const ALLOWED = ['github', 'tiktok', 'mastodon'];

/** The page's blocks: Volto's title block, and the other add-on's Follow Us block as its sidebar stores it. */
function pageBlocks() {
  const title = 'b2c0ffee-0001-4f00-8000-000000000001';
  const followUs = 'b2c0ffee-0002-4f00-8000-000000000001';
  return {
    blocks: {
      [title]: { '@type': 'title' },
      [followUs]: {
        '@type': 'followUsBlock',
        title: HEADLINE,
        animate: true,
        styles: { 'align:noprefix': 'center' },
        allowedNetworks: ALLOWED.map((id, index) => ({ '@id': `b2c0ffee-0003-4f00-8000-00000000000${index}`, id })),
      },
    },
    blocks_layout: { items: [title, followUs] },
  };
}

/** Adds the page, checks what Volto's server renders of it, and removes it; each step is a check of its own. */
export async function checkReferenceFollowUsBlock(checks: CheckList, options: ReferenceBlockOptions): Promise<void> {
  const scoped = checks.scoped('a Follow Us block of @plonegovbr/volto-social-media');
  const call = backendCaller(options.backendUrl, options.user, options.password);
  const path = `/${PAGE_ID}`;
  try {
    await scoped.step('the page with the block was added to the backend', async () => {
      const created = await call('POST', '', { '@type': 'Document', id: PAGE_ID, title: 'Follow us', ...pageBlocks() });
      if (created.status !== 201) throw new Error(`POST answered ${created.status}: ${await created.text()}`);
      const published = await call('POST', `${path}/@workflow/publish`, {});
      if (!published.ok) throw new Error(`publishing answered ${published.status}: ${await published.text()}`);
    });
    const [linked, links] = await siteLinkTargets(options.backendUrl, options.settingsBehavior);
    const expected = ALLOWED.flatMap((network) => links.filter((link) => link.id === network).map(({ href }) => href));
    scoped.check(
      'the site links to some of the networks the block singles out, and not to all',
      linked && expected.length > 0 && ALLOWED.some((network) => !links.some((link) => link.id === network)),
      JSON.stringify(links),
    );
    await scoped.step(`SSR ${path} was checked`, async () => {
      const response = await fetch(`${options.voltoUrl}${path}`);
      const html = await response.text();
      const document = new JSDOM(html).window.document;
      const content = document.querySelector('#page-document');
      const block = content?.querySelector('.socialmedia-follow-us') ?? null;
      scoped.check(
        `SSR ${path}: the page shows the block, not Volto's "Unknown Block"`,
        response.status === 200 && block !== null && !/unknown block/i.test(content?.textContent ?? ''),
        `status ${response.status}: ${content?.textContent?.slice(0, 300) ?? 'no #page-document'}`,
      );
      scoped.check(
        `SSR ${path}: its title is the block's headline`,
        block?.querySelector('h2')?.textContent === HEADLINE,
        block?.outerHTML.slice(0, 500),
      );
      scoped.check(
        `SSR ${path}: it is centred, as the block asks`,
        block?.classList.contains('socialmedia-follow-us-center') === true,
        block?.outerHTML.slice(0, 500),
      );
      scoped.check(
        `SSR ${path}: its icons grow on hover, as the block asks`,
        block?.querySelector('ul.socialmedia-links.socialmedia-links-animate') != null,
        block?.outerHTML.slice(0, 500),
      );
      const hrefs = [...(block?.querySelectorAll('a[href]') ?? [])].map((a) => a.getAttribute('href'));
      scoped.check(
        `SSR ${path}: it shows the site's links of its networks only, in its order`,
        JSON.stringify(hrefs) === JSON.stringify(expected),
        `shown ${JSON.stringify(hrefs)}, expected ${JSON.stringify(expected)}`,
      );
    });
  } finally {
    await scoped.step('the page was removed again', async () => {
      const removed = await call('DELETE', path);
      if (removed.status !== 204 && removed.status !== 404) throw new Error(`DELETE answered ${removed.status}`);
    });
  }
}

/** The site's links as the backend serves them to a visitor: each link's network and first address. */
async function siteLinkTargets(
  backendUrl: string,
  behavior: string,
): Promise<[boolean, Array<{ id: string; href: string }>]> {
  const query = new URLSearchParams({ 'expand.inherit.behaviors': behavior });
  const response = await fetch(`${backendUrl}/@inherit?${query}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) return [false, []];
  const inherit = (await response.json()) as Record<string, { data?: { social_links?: unknown } } | undefined>;
  const entry = inherit[behavior];
  const links = Array.isArray(entry?.data?.social_links) ? (entry.data.social_links as unknown[]) : [];
  const targets = links.flatMap((link) => {
    const { id, href } = link as { id?: unknown; href?: Array<{ '@id'?: unknown }> };
    const first = Array.isArray(href) ? href[0]?.['@id'] : undefined;
    return typeof id === 'string' && typeof first === 'string' ? [{ id, href: first }] : [];
  });
  return [true, targets];
}
