// What is wrong with the links an editor is working on, in terms the widget can explain at each field.
// Errors block a save (a missing or unsafe target, no network); warnings only inform (a second link to a network,
// an address on another network's site).
import { safeHref } from '../core/safeHref';
import { uidReferencePath } from '../core/uidReference';
import type { EditableLink } from './editableLinks';

/**
 * Why a target cannot be saved: empty, a scheme that is not allowed, not a URL at all, or a link to a page of the site
 * that has been deleted (Plone serves a whole object's link to a page by the page's URL, and as it stores it, by UID,
 * only when no page of that UID is left).
 */
export type TargetProblem = 'required' | 'unsafe' | 'malformed' | 'deletedPage';

export interface LinkProblems {
  /** Error: the target is missing, unsafe, not a URL or a deleted page of the site. */
  target: TargetProblem | null;
  /** Error: the link names no network. */
  networkMissing: boolean;
  /** Warning: the network is not one the site knows (it still saves, and shows with a generic icon). */
  unknownNetwork: boolean;
  /** Warning: an earlier link points to the same network; the position (0-based) of the first one. */
  duplicateOf: number | null;
  /** Warning: the address is on another network's site (a GitHub address on a link set to Mastodon); its id. */
  addressNetwork: string | null;
  /** Warning: the address is the home page of the link's network (`https://x.com/`), not a profile. */
  homePage: boolean;
  /** Warning: the tracking parameters the address carries (`utm_source`, X's `s`), by name; empty when none. */
  tracking: readonly string[];
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** The problem with a target URL, or `null` when it is a safe http, https, mailto or site-path URL. */
export function targetProblem(url: string): TargetProblem | null {
  const value = url.trim();
  if (value === '') return 'required';
  if (safeHref(value) !== null) return null;
  if (value.startsWith('//') || (SCHEME.test(value) && !/^(https?|mailto):/i.test(value))) return 'unsafe';
  return uidReferencePath(value) === null ? 'malformed' : 'deletedPage';
}

/**
 * The problems of each link, in list order. `isKnownNetwork` tells the registry's networks apart;
 * `addressNetwork` names the other network a link's address belongs to, if any (`otherNetworkOfAddress`);
 * `isHomePage` tells an address that is its network's home page (`homePageOfNetwork`); `trackingOf` names the
 * tracking parameters of an address (`withoutTracking`).
 */
export function findLinkProblems(
  links: readonly EditableLink[],
  isKnownNetwork: (network: string) => boolean,
  addressNetwork: (link: EditableLink) => string | null = () => null,
  isHomePage: (link: EditableLink) => boolean = () => false,
  trackingOf: (link: EditableLink) => readonly string[] = () => [],
): LinkProblems[] {
  const firstOfNetwork = new Map<string, number>();
  return links.map((link, index) => {
    const network = link.network.trim();
    const first = network ? firstOfNetwork.get(network) : undefined;
    if (network && first === undefined) firstOfNetwork.set(network, index);
    return {
      target: targetProblem(link.url),
      networkMissing: network === '',
      unknownNetwork: network !== '' && !isKnownNetwork(network),
      duplicateOf: first ?? null,
      addressNetwork: network ? addressNetwork(link) : null,
      homePage: network !== '' && isHomePage(link),
      tracking: trackingOf(link),
    };
  });
}

/** True when a link has a problem that must be fixed before saving. */
export function isBlocking(problems: LinkProblems): boolean {
  return problems.target !== null || problems.networkMissing;
}

/** How many links must be fixed before saving. */
export function countBlocking(problems: readonly LinkProblems[]): number {
  return problems.filter(isBlocking).length;
}
