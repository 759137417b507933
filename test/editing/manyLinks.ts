// A long list of links as the backend serves them: the site of an editor with several profiles per network, some
// on networks the site does not know, for the tests of the widget with that much.
import type { SocialLink } from '../../src/contract/types';

const networks = ['x', 'facebook', 'github', 'mastodon', 'linkedin', 'youtube', 'codeberg'] as const;

/** `count` link items shaped as the reference backend's, each with its own `@id`, network, title and address. */
export function manyLinks(count: number): SocialLink[] {
  return Array.from({ length: count }, (_, index) => {
    const network = networks[index % networks.length]!;
    return {
      '@id': `0b6a1e2c-${String(index).padStart(4, '0')}-4c1e-9d2e-5f0a1b2c3d4e`,
      id: network,
      title: `${network} ${index + 1}`,
      href: [{ '@id': `https://${network}.example/profile-${index + 1}` }],
    };
  });
}
