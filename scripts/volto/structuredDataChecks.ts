// The structured data and the author attribution in Volto's server-rendered HTML, as a crawler that runs no script
// reads them: one JSON-LD script that parses (none when there is no profile to name, or sharing is off), the site's
// profiles as `sameAs` of its Organization, a person's own profiles on the person's page with the person's fediverse
// and X accounts as creators, and never a second og:image.
// What is expected is read from the backend directly, without our package's code.
import type { CheckList } from './checks';
import type { PageCase } from './ssrChecks';
import { JSDOM } from './jsdom';

interface JsonLdNode {
  '@type'?: unknown;
  name?: unknown;
  url?: unknown;
  sameAs?: unknown;
  mainEntity?: JsonLdNode;
}

/** Checks the structured data, the creator tags and the share image of each page of `pages`. */
export async function checkStructuredData(
  checks: CheckList,
  voltoUrl: string,
  backendUrl: string,
  settingsBehavior: string,
  pages: PageCase[],
): Promise<void> {
  for (const page of pages) {
    await checks.step(`SSR ${page.path}: structured data`, () =>
      checkPage(checks.scoped(`SSR ${page.path}`), voltoUrl, backendUrl, settingsBehavior, page.path),
    );
  }
}

async function checkPage(
  checks: CheckList,
  voltoUrl: string,
  backendUrl: string,
  settingsBehavior: string,
  path: string,
): Promise<void> {
  const backendPath = path === '/' ? '' : path;
  const content = await getJson(
    `${backendUrl}/++api++${backendPath}?expand=inherit&expand.inherit.behaviors=${encodeURIComponent(settingsBehavior)}`,
  );
  const site = await getJson(`${backendUrl}/++api++/@site`);
  const navroot = (await getJson(`${backendUrl}/++api++${backendPath}/@navroot`)).navroot ?? {};
  const settings = content['@components']?.inherit?.[settingsBehavior]?.data ?? null;
  const organization = organizationOf(content['@components']?.inherit?.[settingsBehavior]?.from, navroot, backendUrl);
  const share = settings?.share_social_data === true;
  const siteProfiles = share ? webAddresses(settings.social_links) : [];
  // An object that holds settings (and the site root) has the site's links, not links of its own.
  const holdsSettings = 'share_social_data' in content || content['@type'] === 'Plone Site';
  const ownProfiles = share && !holdsSettings ? webAddresses(content.social_links) : [];

  const response = await fetch(`${voltoUrl}${path}`, {
    headers: { 'User-Agent': 'Mozilla/5.0 (compatible; ld-check)' },
  });
  const html = await response.text();
  const dom = new JSDOM(html);
  try {
    const document = dom.window.document;
    const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')];
    const expectsData = siteProfiles.length > 0 || ownProfiles.length > 0;
    checks.check(
      expectsData ? 'has exactly one JSON-LD script' : 'has no JSON-LD script (no profiles, or sharing off)',
      scripts.length === (expectsData ? 1 : 0),
      `found ${scripts.length}`,
    );
    const text = scripts[0]?.textContent ?? '';
    if (expectsData && text)
      checkGraph(checks, text, { voltoUrl, path, content, organization, siteProfiles, ownProfiles });

    const metas = (key: string) =>
      [...document.querySelectorAll(`head meta[property="${key}"], head meta[name="${key}"]`)].map(
        (meta) => meta.getAttribute('content') ?? '',
      );
    const mastodon = share && !holdsSettings ? mastodonHandle(content.social_links) : '';
    const x = share && !holdsSettings ? xHandle(content.social_links) : '';
    for (const [key, wanted, from] of [
      ['fediverse:creator', mastodon, 'the page’s own Mastodon link'],
      ['twitter:creator', x, 'the page’s own X link'],
    ] as const) {
      const found = metas(key);
      checks.check(
        wanted ? `<meta ${key}> is ${wanted} (${from}), once` : `no <meta ${key}> (no ${from.slice(4)})`,
        wanted ? found.length === 1 && found[0] === wanted : found.length === 0,
        `found ${JSON.stringify(found)}`,
      );
    }

    const images = metas('og:image');
    const hasImage = Boolean(
      content.opengraph_image?.scales?.large?.download ||
      content.image?.scales?.large?.download ||
      (share && site['plone.site_logo']),
    );
    checks.check(
      hasImage
        ? 'has exactly one og:image (the page’s image or the site’s)'
        : 'has no og:image (neither the page nor the site has an image, and none is configured)',
      images.length === (hasImage ? 1 : 0),
      `found ${JSON.stringify(images)}`,
    );
  } finally {
    dom.window.close();
  }
}

interface Expected {
  voltoUrl: string;
  path: string;
  content: Record<string, any>;
  /** What the Organization stands for: its name, and its path below Volto's address (`''` for the site). */
  organization: { name: unknown; path: string };
  siteProfiles: string[];
  ownProfiles: string[];
}

/** The graph parses, names the site's profiles and, on a page with its own, the page's. */
function checkGraph(checks: CheckList, text: string, expected: Expected): void {
  checks.check(
    'the JSON-LD script holds no <, > or & (nothing can end the element)',
    !/[<>&]/.test(text),
    text.slice(0, 300),
  );
  let graph: JsonLdNode[] = [];
  try {
    const data = JSON.parse(text) as { '@context'?: unknown; '@graph'?: JsonLdNode[] };
    graph = Array.isArray(data['@graph']) ? data['@graph'] : [];
    checks.check(
      'the JSON-LD parses as schema.org data',
      data['@context'] === 'https://schema.org' && graph.length > 0,
      text.slice(0, 300),
    );
  } catch (error) {
    checks.check('the JSON-LD parses as schema.org data', false, `${String(error)}\n${text.slice(0, 300)}`);
    return;
  }
  const organization = graph.find((node) => node['@type'] === 'Organization');
  if (expected.siteProfiles.length) {
    checks.check(
      'the site’s Organization has the site’s profiles as sameAs',
      sameList(organization?.sameAs, expected.siteProfiles),
      JSON.stringify(organization),
    );
    const { name, path } = expected.organization;
    const url = `${expected.voltoUrl}${path}`;
    checks.check(
      path
        ? `the Organization is the folder the settings come from, by its title, at its public address (${url})`
        : `the site’s Organization is named after the navigation root and has its public address (${url})`,
      organization?.url === url && typeof name === 'string' && organization?.name === name,
      JSON.stringify(organization),
    );
  }
  const profile = graph.find((node) => node['@type'] === 'ProfilePage');
  if (expected.ownProfiles.length) {
    checks.check(
      'the page is a ProfilePage at its public address, whose Person has the page’s own profiles as sameAs',
      profile?.url === `${expected.voltoUrl}${expected.path}` &&
        profile.mainEntity?.['@type'] === 'Person' &&
        profile.mainEntity.name === expected.content.title &&
        sameList(profile.mainEntity.sameAs, expected.ownProfiles),
      JSON.stringify(profile),
    );
  } else {
    checks.check('no ProfilePage (the page has no links of its own)', profile === undefined, JSON.stringify(profile));
  }
}

/**
 * The organisation a page's profiles belong to: the folder its settings come from (`from` of its inherit entry) when
 * that folder is below the navigation root (a section with profiles of its own, such as the demo's Team), else the
 * navigation root (the mock's and the seeded Plone's is the site root, at Volto's address).
 */
function organizationOf(
  from: Record<string, any> | undefined,
  navroot: Record<string, any>,
  backendUrl: string,
): Expected['organization'] {
  const sitePathOf = (id: unknown) =>
    typeof id === 'string' && id.startsWith(backendUrl) ? id.slice(backendUrl.length) : null;
  const source = sitePathOf(from?.['@id']);
  const root = sitePathOf(navroot['@id']) ?? '';
  return source && source !== root && source.startsWith(`${root}/`)
    ? { name: from?.title, path: source }
    : { name: navroot.title, path: '' };
}

async function getJson(url: string): Promise<Record<string, any>> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as Record<string, any>;
}

/** The http(s) targets of a `social_links` value, each once, in order. */
function webAddresses(links: unknown): string[] {
  const targets = linkItems(links).map((link) => link.href);
  return [...new Set(targets.filter((href) => /^https?:\/\/[^\s<>"]+$/i.test(href)))];
}

function linkItems(links: unknown): Array<{ id: string; href: string }> {
  if (!Array.isArray(links)) return [];
  return links.map((link: any) => ({
    id: String(link?.id ?? ''),
    href: String((Array.isArray(link?.href) ? link.href[0]?.['@id'] : '') ?? '').trim(),
  }));
}

/** `@user@instance` of the first Mastodon link of the form `https://instance/@user`. */
function mastodonHandle(links: unknown): string {
  for (const { id, href } of linkItems(links)) {
    const match = id === 'mastodon' ? /^https?:\/\/([^/]+)\/@(\w[\w.-]*)\/?$/i.exec(href) : null;
    if (match) return `@${match[2]}@${match[1]!.toLowerCase()}`;
  }
  return '';
}

/** `@user` of the first link of the form `https://x.com/user` (or twitter.com). */
function xHandle(links: unknown): string {
  for (const { href } of linkItems(links)) {
    const match = /^https?:\/\/(?:www\.)?(?:x|twitter)\.com\/(\w{1,15})\/?$/i.exec(href);
    if (match) return `@${match[1]}`;
  }
  return '';
}

function sameList(found: unknown, wanted: string[]): boolean {
  return Array.isArray(found) && found.length === wanted.length && found.every((value, i) => value === wanted[i]);
}
