// Link items and summaries shaped exactly as the reference backend serves them (plone-contract.md §1, §4, §7),
// plus the malformed and hostile payloads a page must survive.
import type { SocialLink } from '../../../src/contract/types';
import { facebookLink, githubLink, xLink } from '../../support/referenceLinks';

export { facebookLink, githubLink, xLink };

export const SITE = 'http://127.0.0.1:8080/Plone';

export function link(id: string, url: unknown, title = ''): SocialLink {
  return { '@id': `${id}-${String(url)}`, id, title, href: [{ '@id': url as string, title: String(url) }] };
}

export const mastodonLink: SocialLink = {
  '@id': 'e2d9a1b0-3c4f-4e1a-8b7c-6d5e4f3a2b1c',
  id: 'mastodon',
  title: 'Mastodon',
  href: [{ '@id': 'https://mastodon.social/@plone', title: '@plone@mastodon.social' }],
};

export const siteLinks: SocialLink[] = [xLink, facebookLink, githubLink, mastodonLink];

/** Values of `social_links` and items in it that a broken or old backend, or a hand-edited JSON field, may hold. */
export const malformedLinkLists: Array<[string, unknown]> = [
  ['null', null],
  ['a string', 'https://x.com/ploneorgbr'],
  ['a number', 42],
  ['an object', { x: 'https://x.com/ploneorgbr' }],
  ['an empty list', []],
  [
    'items without a usable href',
    [
      { '@id': 'a', id: 'x', title: 'No href' },
      { '@id': 'b', id: 'x', title: 'Href a string', href: 'https://x.com/ploneorgbr' },
      { '@id': 'c', id: 'x', title: 'Href empty', href: [] },
      { '@id': 'd', id: 'x', title: 'Href None', href: [{ '@id': 'None' }] },
      { '@id': 'e', id: 'x', title: 'Href a number', href: [{ '@id': 7 }] },
      { '@id': 'f', id: 'x', title: 'Href entry null', href: [null] },
      null,
      'x',
      7,
    ],
  ],
];

/** Targets that must never become an `<a href>`. */
export const unsafeTargets: string[] = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0000javascript:alert(1)',
  'javascript&colon;alert(1)',
  'jav&#x09;ascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example/phish',
  '\\\\evil.example\\share',
  '/\\evil.example',
  'https://',
  'http:evil.example',
  '"><script>alert(1)</script>',
  'mailto:',
  'ftp://files.example.org',
];

/**
 * A Follow Us block as @plonegovbr/volto-social-media's sidebar stores it: the headline in `title`, the networks as
 * `{ '@id', id }` rows, and any other keys it holds (`animate`, `styles`).
 */
export function referenceFollowUsBlock(title: unknown, networks: string[], more: Record<string, unknown> = {}) {
  return {
    '@type': 'followUsBlock',
    title,
    allowedNetworks: networks.map((id, index) => ({ '@id': `a${index + 1}`, id })),
    ...more,
  };
}
