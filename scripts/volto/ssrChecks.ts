// What a crawler sees: plain HTTP GETs of Volto's server-side rendered pages (no JavaScript run), checked
// against what the backend itself says about each page (its settings through `inherit`, its own links).
import type { CheckList } from './checks';
import type { BackendRequestLog } from './backends';
import { parseState, serializedState } from './servedState';
import { JSDOM } from './jsdom';

/** A page to render and what it is for. */
export interface PageCase {
  path: string;
  /** The page has links of its own (a person page) that must be in its HTML. */
  ownLinks?: boolean;
}

export interface SsrContext {
  /** Volto's public URL, e.g. http://127.0.0.1:43000. */
  voltoUrl: string;
  /** The backend site root as the harness reaches it directly (not through Volto). */
  backendUrl: string;
  /** Settings behavior name, e.g. `example.socialmedia.settings`. */
  settingsBehavior: string;
  /** Counts the requests Volto's SSR makes to the backend. */
  requests: BackendRequestLog;
  /** False for the build without the add-on: only the tags Volto writes itself are expected. */
  withAddon: boolean;
}

/** What the backend says about one page, read without our package's code. */
interface Expected {
  title: string;
  /** Settings from `inherit`, or null when no object in the chain serves them. */
  settings: Record<string, any> | null;
  /** The page's own `social_links`. */
  ownLinks: unknown[];
}

/** Result of rendering one page. */
export interface PageRender {
  path: string;
  status: number;
  /** Backend requests the SSR of this page made. */
  backendRequests: string[];
  /** `src` of the `<script>` elements, in document order. */
  scripts: string[];
  html: string;
}

/** Reads a page's expected data straight from the backend, anonymously (as a crawler's SSR would). */
export async function readExpected(backendUrl: string, path: string, settingsBehavior: string): Promise<Expected> {
  const url = `${backendUrl}/++api++${path === '/' ? '' : path}?expand=inherit&expand.inherit.behaviors=${encodeURIComponent(settingsBehavior)}`;
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const content = (await response.json()) as Record<string, any>;
  const settings = content['@components']?.inherit?.[settingsBehavior]?.data ?? null;
  const ownLinks =
    content['@type'] === 'Plone Site' || !Array.isArray(content.social_links) ? [] : content.social_links;
  return { title: String(content.title ?? ''), settings, ownLinks };
}

/** GETs a page as a crawler does and records the backend requests its rendering made. */
export async function renderPage(context: SsrContext, path: string): Promise<PageRender> {
  context.requests.clear();
  const response = await fetch(`${context.voltoUrl}${path}`, {
    headers: { 'User-Agent': 'Mozilla/5.0 (compatible; crawler-check)' },
    redirect: 'manual',
  });
  const html = await response.text();
  const backendRequests = context.requests.take();
  const dom = new JSDOM(html);
  const scripts = [...dom.window.document.querySelectorAll('script[src]')].map(
    (element) => element.getAttribute('src') ?? '',
  );
  dom.window.close();
  return { path, status: response.status, backendRequests, scripts, html };
}

/** Checks one page's HTML: status, title, each head tag once, the settings tags, the slot links, own links. */
export async function checkPage(checks: CheckList, context: SsrContext, page: PageCase): Promise<PageRender> {
  const expected = await readExpected(context.backendUrl, page.path, context.settingsBehavior);
  const render = await renderPage(context, page.path);
  const scoped = checks.scoped(`SSR ${page.path}`);
  scoped.check('answers 200', render.status === 200, `status ${render.status}`);
  const failed = render.backendRequests.filter((line) => Number(line.split(' ').pop()) >= 400);
  scoped.check('every backend request of its rendering succeeded', failed.length === 0, failed.join('\n'));
  const dom = new JSDOM(render.html);
  try {
    const document = dom.window.document;
    const title = document.querySelector('title')?.textContent ?? '';
    scoped.check(
      'has the content title in <title> (Volto fetched the content)',
      expected.title !== '' && title.includes(expected.title),
      `title ${JSON.stringify(title)}, expected it to contain ${JSON.stringify(expected.title)}`,
    );

    const metas = [...document.querySelectorAll('head meta')].map((meta) => ({
      key: meta.getAttribute('property') ?? meta.getAttribute('name') ?? '',
      content: meta.getAttribute('content') ?? '',
    }));
    const values = (key: string) => metas.filter((meta) => meta.key === key).map((meta) => meta.content);
    for (const key of ['og:title', 'og:url', 'og:description', 'twitter:card']) {
      const found = values(key);
      const mayBeMissing = key === 'og:description' && found.length === 0 && !hasDescription(render.html);
      scoped.check(
        `<meta ${key}> appears exactly once`,
        found.length === 1 || mayBeMissing,
        `found ${found.length}: ${JSON.stringify(found)}`,
      );
    }
    const publicPath = page.path === '/' ? '' : page.path;
    const ogUrl = values('og:url');
    scoped.check(
      'og:url is the public URL of the page',
      ogUrl.length === 1 && ogUrl[0]!.replace(/\/$/, '') === `${context.voltoUrl}${publicPath}`,
      `og:url ${JSON.stringify(ogUrl)}`,
    );

    if (!context.withAddon) return render;
    const settings = expected.settings;
    const share = settings?.share_social_data === true;
    const appId = share && typeof settings?.facebook_app_id === 'string' ? settings.facebook_app_id.trim() : '';
    expectTag(scoped, values('fb:app_id'), appId, 'fb:app_id', 'the facebook_app_id of the settings');
    const xUsername =
      share && typeof settings?.x_username === 'string' ? settings.x_username.trim().replace(/^@/, '') : '';
    expectTag(
      scoped,
      values('twitter:site'),
      xUsername ? `@${xUsername}` : '',
      'twitter:site',
      'the x_username of the settings',
    );
    const facebookLink = share ? (siteLinkHrefs(settings).find((href) => /facebook\.com/i.test(href)) ?? '') : '';
    const publisher = values('og:article:publisher');
    if (facebookLink) {
      scoped.check(
        'og:article:publisher is present once (the settings have a Facebook link)',
        publisher.length === 1,
        `found ${JSON.stringify(publisher)}`,
      );
    } else {
      scoped.check(
        'no og:article:publisher (no Facebook link, or sharing off)',
        publisher.length === 0,
        `found ${JSON.stringify(publisher)}`,
      );
    }

    checkStateHoldsSettingsOnce(scoped, render.html, context.settingsBehavior, settings !== null);

    const anchors = [...document.querySelectorAll('body a[href]')].map((a) => ({
      href: a.getAttribute('href') ?? '',
      rel: (a.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean),
    }));
    const siteHrefs = siteLinkHrefs(settings);
    for (const href of siteHrefs) {
      const matches = anchors.filter((anchor) => sameUrl(anchor.href, href));
      const withRel = matches.filter((anchor) => anchor.rel.includes('me') && anchor.rel.includes('noopener'));
      scoped.check(
        `site link ${href} is an <a href> with rel="me noopener"`,
        withRel.length >= 1,
        matches.length
          ? `found with rel ${JSON.stringify(matches.map((m) => m.rel.join(' ')))}`
          : 'no <a> with that href',
      );
    }
    if (siteHrefs.length === 0)
      scoped.check(
        'the page has settings with links (else the slot has nothing to show)',
        false,
        `inherit served ${JSON.stringify(settings)}`,
      );
    if (page.ownLinks) {
      const own = linkHrefs(expected.ownLinks);
      scoped.check('the page has links of its own in the backend', own.length > 0, JSON.stringify(expected.ownLinks));
      for (const href of own) {
        scoped.check(
          `own link ${href} is an <a href>`,
          anchors.some((anchor) => sameUrl(anchor.href, href)),
          'no <a> with that href in the body',
        );
      }
    }
  } finally {
    dom.window.close();
  }
  return render;
}

/**
 * The settings sit in the page's serialized state once, in Volto's `content.data`: not in the copy of the content
 * that Volto's `asyncConnect` keeps (`reduxAsyncConnect.content`), which nothing reads.
 */
function checkStateHoldsSettingsOnce(checks: CheckList, html: string, behavior: string, served: boolean): void {
  const serialized = serializedState(html);
  const state = serialized === null ? {} : (parseState(serialized) as Record<string, any>);
  const entries = (content: any) => Object.keys(content?.['@components']?.inherit ?? {});
  const copy = state.reduxAsyncConnect?.content;
  if (served)
    checks.check(
      `the serialized state has the settings in content.data (${behavior})`,
      entries(state.content?.data).includes(behavior),
      `content.data's inherit has ${JSON.stringify(entries(state.content?.data))}`,
    );
  checks.check(
    'the serialized state holds no second copy of the settings (reduxAsyncConnect.content)',
    copy !== undefined && !entries(copy).includes(behavior),
    copy === undefined
      ? 'no reduxAsyncConnect.content in the state'
      : `its inherit has ${JSON.stringify(entries(copy))}`,
  );
}

/** A tag that must be there once with `wanted`, or absent when `wanted` is empty. */
function expectTag(checks: CheckList, found: string[], wanted: string, key: string, source: string): void {
  if (wanted)
    checks.check(
      `<meta ${key}> is ${wanted} (${source}), once`,
      found.length === 1 && found[0] === wanted,
      `found ${JSON.stringify(found)}`,
    );
  else
    checks.check(
      `no <meta ${key}> (${source} is empty, or sharing is off)`,
      found.length === 0,
      `found ${JSON.stringify(found)}`,
    );
}

/** The web addresses of the settings' links. */
function siteLinkHrefs(settings: Record<string, any> | null): string[] {
  return linkHrefs(settings?.social_links);
}

function linkHrefs(links: unknown): string[] {
  if (!Array.isArray(links)) return [];
  return links
    .map((link: any) => (Array.isArray(link?.href) ? link.href[0]?.['@id'] : link?.href))
    .filter((href: unknown): href is string => typeof href === 'string' && /^https?:\/\//i.test(href));
}

function sameUrl(a: string, b: string): boolean {
  const normal = (url: string) => url.trim().replace(/\/+$/, '').toLowerCase();
  return normal(a) === normal(b);
}

/** Volto writes og:description only when the content has a description. */
function hasDescription(html: string): boolean {
  return /<meta[^>]+name="description"[^>]+content="[^"]+"/.test(html);
}
