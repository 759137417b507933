// Where a "Share this page" link points, per network: each network's own documented intent URL, with the page's
// address and title and nothing else (no tracking parameter, no script of the network's). Pure: the share block
// and the plain component only render what this returns.
import { mastodonInstance } from './mastodonInstance';

/** The targets a share block offers, in their default order: nine networks, copying the link, the Web Share API. */
export const SHARE_TARGETS = [
  'x',
  'facebook',
  'linkedin',
  'bluesky',
  'mastodon',
  'threads',
  'whatsapp',
  'telegram',
  'email',
  'copylink',
  'webshare',
] as const;

export type ShareTarget = (typeof SHARE_TARGETS)[number];

/** The targets that are links to a network (or a mail program); the rest are buttons handled in the browser. */
export type ShareNetwork = Exclude<ShareTarget, 'copylink' | 'webshare'>;

/** The page to share: its public address and its title as a visitor reads it. */
export interface SharedPage {
  url: string;
  title: string;
}

/**
 * The address that shares `page` on `network`, or `null` when there is none: the page's URL is not an absolute
 * http(s) URL, or (Mastodon) `instance` is not a valid host name. Title and URL are percent-encoded, so `&`, `#`,
 * spaces and any non-ASCII text reach the network as typed. Never throws.
 */
export function shareUrl(network: ShareNetwork, page: SharedPage, instance?: unknown): string | null {
  const url = shareableUrl(page.url);
  if (!url) return null;
  const title = wellFormed(typeof page.title === 'string' ? page.title.trim() : '');
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  // Networks that take only one text get the title and the address in it, as a visitor would write them.
  const both = encodeURIComponent(title ? `${title} ${url}` : url);
  switch (network) {
    case 'x':
      return `https://x.com/intent/post?url=${u}${title ? `&text=${t}` : ''}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'bluesky':
      return `https://bsky.app/intent/compose?text=${both}`;
    case 'mastodon': {
      const host = mastodonInstance(instance);
      return host ? `https://${host}/share?text=${both}` : null;
    }
    case 'threads':
      return `https://www.threads.net/intent/post?text=${both}`;
    case 'whatsapp':
      return `https://wa.me/?text=${both}`;
    case 'telegram':
      return `https://t.me/share/url?url=${u}${title ? `&text=${t}` : ''}`;
    case 'email':
      // RFC 6068: `%20` for spaces (not `+`, which a mail program would show as a plus sign).
      return `mailto:?subject=${t}&body=${both}`;
    default:
      return null;
  }
}

/**
 * The share targets a block stored (`string[]`, or `{ value }` options from a select), known ones only, each once,
 * in the stored order; all of them, in their default order, when none is stored.
 */
export function chosenShareTargets(value: unknown): ShareTarget[] {
  const named = namedShareTargets(value);
  return named.length > 0 ? named : [...SHARE_TARGETS];
}

/** The known share targets `value` names, each once, in its order (`[]` when it names none: the block shows all). */
export function namedShareTargets(value: unknown): ShareTarget[] {
  const known = new Set<string>(SHARE_TARGETS);
  const named = new Set<ShareTarget>();
  for (const entry of Array.isArray(value) ? value : []) {
    const id = typeof entry === 'object' && entry !== null ? (entry as { value?: unknown }).value : entry;
    if (typeof id === 'string' && known.has(id.trim())) named.add(id.trim() as ShareTarget);
  }
  return [...named];
}

/**
 * The address as a browser would send it (spaces and non-ASCII percent-encoded) when `value` is an absolute
 * http(s) URL, else `''`: the scheme is checked on the parsed URL, so no other scheme can hide in it. Never throws.
 */
export function shareableUrl(value: unknown): string {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value.trim())) return '';
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname ? url.href : '';
  } catch {
    return '';
  }
}

/** `text` with lone surrogates replaced, which `encodeURIComponent` would throw on. */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}
