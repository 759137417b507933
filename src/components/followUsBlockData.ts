// What a Follow Us block stores, in either of the two shapes a site may hold: this add-on's (`followUs`: `headline`,
// `networks`) and the one @plonegovbr/volto-social-media stores (`followUsBlock`: `title`, `allowedNetworks` of
// `{ id }`), so that a site moving to this add-on keeps the blocks its editors made with the other. The block editor
// stores such a block anew on its first change (src/volto/FollowUsBlockEdit.tsx).
import { readAlignment } from './blockStyling';
import type { BlockAlignment } from './blockStyling';
import { REFERENCE_FOLLOW_US_BLOCK } from './followUsBlockTypes';
import { chosenNetworkIds } from './orderByNetworks';
import type { OrderedNetworksBlockData } from './orderedNetworksSchema';

/** What the block stores (see `followUsBlockSchema`): its `networks` are network ids. */
export type FollowUsBlockData = OrderedNetworksBlockData;

/**
 * What a block shows: its headline (trimmed, `''` for none), the networks chosen, in order (`[]`: all), whether its
 * icons grow on hover, and where it sets them.
 */
export interface FollowUsChoice {
  headline: string;
  networks: string[];
  animate: boolean;
  align: BlockAlignment;
}

/** What `data` asks the block to show, from either shape; anything malformed counts as not set. */
export function readFollowUsBlock(data: FollowUsBlockData | null | undefined): FollowUsChoice {
  if (!data) return { headline: '', networks: [], animate: false, align: 'left' };
  const reference = data['@type'] === REFERENCE_FOLLOW_US_BLOCK;
  const headline = reference ? data.title : data.headline;
  return {
    headline: typeof headline === 'string' ? headline.trim() : '',
    networks: reference ? referenceNetworkIds(data.allowedNetworks) : chosenNetworkIds(data.networks),
    // That add-on animates its block's icons unless the block says not to; this one only when it says so.
    animate: reference ? data.animate !== false : data.animate === true,
    // This add-on stores it as Volto's core blocks do (`styles.align`), that one under `align:noprefix`.
    align: reference ? referenceAlignment(data.styles) : readAlignment(data.styles),
  };
}

/**
 * Where a block of that add-on sets its icons: its `align:noprefix` holds the name its sidebar defaults to (`'left'`),
 * or, once an editor picked one with the `blockAlignment` buttons (Volto 19's, Volto Light Theme's), the CSS custom
 * property those store, `{ '--block-alignment': 'var(--align-center)' }`.
 */
function referenceAlignment(styles: unknown): BlockAlignment {
  const value =
    typeof styles === 'object' && styles !== null ? (styles as Record<string, unknown>)['align:noprefix'] : undefined;
  const property =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>)['--block-alignment'] : null;
  const named = typeof property === 'string' ? /^var\(--align-([a-z]+)\)$/.exec(property.trim()) : null;
  return readAlignment({ align: named ? named[1] : value });
}

/** The ids of `allowedNetworks` entries (`{ '@id', id }`, as that add-on's sidebar stores them), others dropped. */
function referenceNetworkIds(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return chosenNetworkIds(
    value.map((entry) => (typeof entry === 'object' && entry !== null ? (entry as { id?: unknown }).id : null)),
  );
}
