// Decides whether a value may be rendered as a link target: only web, mail and site-relative URLs pass.

const ALLOWED_SCHEMES = /^(https?|mailto):/i;
/** C0 and C1 control characters, every Unicode space, zero-width characters and the BOM. */
// eslint-disable-next-line no-control-regex -- control characters are what a browser skips inside a scheme
const UNSAFE_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\s\u200B-\u200D\u2060\uFEFF]/;

/**
 * The trimmed URL when `value` is a string naming an `http:`, `https:` or `mailto:` URL (any case) or a
 * site-relative path (`/about`, never `//host`); otherwise `null`. Rejects everything else, including
 * `javascript:`, `data:`, `vbscript:`, `file:`, backslashes and any control or whitespace character inside.
 */
export function safeHref(value: unknown): string | null {
  if (typeof value !== 'string') return null;
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
