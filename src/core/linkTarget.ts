// Where a link item points, read the way the backend reads it, and which links a visitor sees: the one decision
// every view (the footer, a content's links, listings, Follow Us, the head tags) makes the same way, and whether
// a value may be rendered as a link target at all (`safeHref`: only web, mail and site-relative URLs pass). One
// module: each module that editor chunks share with the first load costs every page webpack's wrapper.
import { readSocialLink } from '../contract/parseSocialLinks';
import type { SocialLink } from '../contract/types';
import { isPlainObject } from '../contract/validationProblems';

/** Defined by a bundler that builds for a server (true) and for browsers (false), as Volto's; elsewhere undeclared. */
declare const __SERVER__: boolean | undefined;

const ALLOWED_SCHEMES = /^(https?|mailto):/i;
/** C0 and C1 control characters, every Unicode space, zero-width characters and the BOM. */
// eslint-disable-next-line no-control-regex -- control characters are what a browser skips inside a scheme
const UNSAFE_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\s\u200B-\u200D\u2060\uFEFF]/;

/**
 * The strings `safeHref` has checked, and its answer: a server renders each link on every page, some in the list
 * and again in the head tags, and parsing each as a URL every time was a tenth of what the links cost to render.
 */
const checkedHrefs = new Map<string, string | null>();

/**
 * The trimmed URL when `value` is a string naming an `http:`, `https:` or `mailto:` URL (any case) or a
 * site-relative path (`/about`, never `//host`); otherwise `null`. Rejects everything else, including
 * `javascript:`, `data:`, `vbscript:`, `file:`, backslashes and any control or whitespace character inside.
 */
export function safeHref(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // A browser renders a page's few links once or twice: a bundle for browsers that defines `__SERVER__` false (Volto's
  // client bundle) checks at once and leaves the keeping out.
  if (typeof __SERVER__ !== 'undefined' && !__SERVER__) return checkHref(value);
  let href = checkedHrefs.get(value);
  if (href === undefined) {
    href = checkHref(value);
    // Bounded: a site's pages show the same few profiles, and a listing of many people's links must not grow it.
    if (checkedHrefs.size >= 500) checkedHrefs.clear();
    checkedHrefs.set(value, href);
  }
  return href;
}

function checkHref(value: string): string | null {
  const href = value.trim();
  if (href === '' || UNSAFE_CHARACTERS.test(href) || href.includes('\\')) return null;
  if (href.startsWith('/')) return href.startsWith('//') ? null : href;
  if (!ALLOWED_SCHEMES.test(href)) return null;
  return parsesWithScheme(href) ? href : null;
}

function parsesWithScheme(href: string): boolean {
  try {
    const url = new URL(href);
    const scheme = url.protocol.toLowerCase();
    if (scheme === 'mailto:') return url.pathname !== '';
    return (scheme === 'http:' || scheme === 'https:') && url.hostname !== '' && /^https?:\/\//i.test(href);
  } catch {
    return false;
  }
}

const EMPTY_TARGETS = new Set(['', 'None', 'none', 'null']);

/**
 * The link's target as the backend reads it: the first `href` entry's `@id`, trimmed; `''` when it is
 * missing, not a string, or one of `None`/`none`/`null`. Never throws, whatever the item holds.
 */
export function linkTarget(link: unknown): string {
  const href = isPlainObject(link) ? link.href : null;
  const first: unknown = Array.isArray(href) ? href[0] : null;
  const target = isPlainObject(first) && typeof first['@id'] === 'string' ? first['@id'].trim() : '';
  return EMPTY_TARGETS.has(target) ? '' : target;
}

/**
 * The href a visitor follows for a link item (any JSON): its target when that is a safe href, else `null`, and then
 * no view shows the link. The one rule for every view and for the editors' warning. Never throws.
 */
export function shownHref(link: unknown): string | null {
  return safeHref(linkTarget(link));
}

/** A link that may be rendered, with the href to render. */
export interface VisibleLink {
  /** The item read as a link item (`readSocialLink`): every field of its type, whatever the backend stored. */
  link: SocialLink;
  href: string;
}

/**
 * The links of `links` (any JSON: a stored list, a summary's, a parsed one) whose target is a safe href, in stored
 * order, each with that href. A link is shown whatever its other fields hold, with or without `@id`; one without
 * such a target is skipped, and in development reported on the console. Anything but a list gives `[]`. Never throws.
 */
export function visibleLinks(links: unknown): VisibleLink[] {
  const visible: VisibleLink[] = [];
  if (!Array.isArray(links)) return visible;
  links.forEach((item: unknown, index) => {
    const href = shownHref(item);
    if (href) visible.push({ link: readSocialLink(item as Record<string, unknown>), href });
    else if (process.env.NODE_ENV !== 'production') reportSkippedLink(item, index);
  });
  return visible;
}

let reported: Set<string> | undefined;

/** Says once on the console why a link is not shown (development builds only: production drops this code). */
function reportSkippedLink(item: unknown, index: number): void {
  const target = linkTarget(item);
  const why = target
    ? `its target ${JSON.stringify(target.slice(0, 100))} is not an http(s), mailto or site-relative address`
    : 'it has no target (the first href entry’s @id)';
  const message = `volto-socialmedia: link ${index + 1} of a list is not shown: ${why}.`;
  if (!reported || reported.size > 100) reported = new Set();
  if (reported.has(message)) return;
  reported.add(message);
  console.warn(message);
}
