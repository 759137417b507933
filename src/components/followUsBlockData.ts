// What a Follow Us block stores, in either of the two shapes a site may hold: this add-on's (`followUs`: `headline`,
// `networks`) and the one @plonegovbr/volto-social-media stores (`followUsBlock`: `title`, `allowedNetworks` of
// `{ id }`), so that a site moving to this add-on keeps the blocks its editors made with the other.
import { FOLLOW_US_BLOCK, REFERENCE_FOLLOW_US_BLOCK } from './followUsBlockTypes';
import { chosenNetworkIds } from './orderByNetworks';

/** What the block stores (see `followUsBlockSchema`). */
export interface FollowUsBlockData {
  '@type'?: string;
  headline?: string;
  /** Network ids to show, in this order; all the site's links when empty or absent. */
  networks?: string[];
  [key: string]: unknown;
}

/** What a block shows: its headline (trimmed, `''` for none) and the networks chosen, in order (`[]`: all). */
export interface FollowUsChoice {
  headline: string;
  networks: string[];
}

/** What `data` asks the block to show, from either shape; anything malformed counts as not set. */
export function readFollowUsBlock(data: FollowUsBlockData | null | undefined): FollowUsChoice {
  if (!data) return { headline: '', networks: [] };
  const reference = data['@type'] === REFERENCE_FOLLOW_US_BLOCK;
  const headline = reference ? data.title : data.headline;
  return {
    headline: typeof headline === 'string' ? headline.trim() : '',
    networks: reference ? referenceNetworkIds(data.allowedNetworks) : chosenNetworkIds(data.networks),
  };
}

/**
 * The block as this add-on stores it: a block of the other shape becomes a `followUs` block that shows the same
 * (its `title` the headline, its networks in their order), every other key kept; one of this add-on's is returned as
 * it is. The block editor hands this to the settings form, so that an editor's first change stores the block anew.
 */
export function asFollowUsBlock(data: FollowUsBlockData): FollowUsBlockData {
  if (data['@type'] !== REFERENCE_FOLLOW_US_BLOCK) return data;
  const { headline, networks } = readFollowUsBlock(data);
  const rest: FollowUsBlockData = Object.assign({}, data);
  delete rest.title;
  delete rest.allowedNetworks;
  rest['@type'] = FOLLOW_US_BLOCK;
  if (headline) rest.headline = headline;
  if (networks.length > 0) rest.networks = networks;
  return rest;
}

/** The ids of `allowedNetworks` entries (`{ '@id', id }`, as that add-on's sidebar stores them), others dropped. */
function referenceNetworkIds(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return chosenNetworkIds(
    value.map((entry) => (typeof entry === 'object' && entry !== null ? (entry as { id?: unknown }).id : null)),
  );
}
