// The Follow Us and Share blocks (their views and edit forms lazily loaded chunks) and the "Social links" variation
// of the listing block (its template a lazily loaded chunk).
// The block has no `blockSchema` here: Volto reads it only to fill defaults (it calls it on every page view that
// shows the block), the block has none that matter to its view, and the schema is an editor's concern, so it
// travels with the edit chunk, which hands it to Volto's sidebar form itself. Nor `security`: Volto 18 and 19 read
// it nowhere, and every byte here is in every page's first load. For the same reason the titles are written out:
// Volto's block chooser and variation select translate a title with the title itself as the message id, so each is
// the id of a descriptor that only the catalogues read (blockTitleMessages.ts, shareBlockTitleMessages.ts).
import type { ComponentType } from 'react';
import { FOLLOW_US_BLOCK, REFERENCE_FOLLOW_US_BLOCK } from '../components/followUsBlockTypes';
import { configObject } from './configObject';
import { socialMediaIcon } from './icons';
import { lazyEditor } from './lazyEditor';
import { FollowUsBlockViewLoader, ShareBlockViewLoader, SocialLinksListingTemplateLoader } from './loadableViews';
import type { BlockConfig, VoltoConfig } from './types';
import { withEntry } from './withEntry';

export { FOLLOW_US_BLOCK, REFERENCE_FOLLOW_US_BLOCK };
export const LISTING_VARIATION = 'socialLinks';
export const SHARE_BLOCK = 'shareLinks';

/** The block's edit component: the view plus Volto's sidebar form, loaded when an editor first needs it. */
export const FollowUsBlockEditLoader = lazyEditor<any>(
  () => import('./FollowUsBlockEdit') as Promise<{ default: ComponentType<any> }>,
  'FollowUsBlockEdit',
);

/** The Share block's edit component: the view plus Volto's sidebar form, loaded when an editor first needs it. */
export const ShareBlockEditLoader = lazyEditor<any>(
  () => import('./ShareBlockEdit') as Promise<{ default: ComponentType<any> }>,
  'ShareBlockEdit',
);

/** Registers the blocks and the listing variation; what a site already changed on a block is kept. */
export function installBlocks(config: VoltoConfig): VoltoConfig {
  const blocksConfig = configObject(configObject(config, 'blocks'), 'blocksConfig');
  const followUs: BlockConfig = {
    id: FOLLOW_US_BLOCK,
    // Volto's block chooser translates titles with the title itself as the message id.
    title: 'Follow us',
    icon: socialMediaIcon,
    group: 'common',
    view: FollowUsBlockViewLoader as ComponentType<any>,
    edit: FollowUsBlockEditLoader,
    restricted: false,
    mostUsed: false,
    sidebarTab: 1,
  };
  // Volto's Grid block resolves the blocks in it, and a listing's variation, from its own copy of the blocks'
  // configuration, made before any add-on ran (a container block may keep one too): our blocks and the variation go
  // into each such copy as well, or a grid that a site allows them in (`allowedBlocks`) neither offers nor shows them
  // ("Unknown Block followUs").
  for (const blocks of [blocksConfig, ...Object.values(blocksConfig).map((block) => block && block.blocksConfig)]) {
    if (!blocks) continue;
    blocks[FOLLOW_US_BLOCK] = Object.assign({}, followUs, blocks[FOLLOW_US_BLOCK]);
    // The Follow Us blocks a site made with @plonegovbr/volto-social-media show and edit as this one's (an edit stores
    // them as this one's); the chooser offers only this one. Where that add-on is installed too, its block stays its
    // own.
    blocks[REFERENCE_FOLLOW_US_BLOCK] = Object.assign(
      {},
      followUs,
      { id: REFERENCE_FOLLOW_US_BLOCK, restricted: true },
      blocks[REFERENCE_FOLLOW_US_BLOCK],
    );
    // The same kind of block.
    blocks[SHARE_BLOCK] = Object.assign(
      {},
      followUs,
      { id: SHARE_BLOCK, title: 'Share', view: ShareBlockViewLoader as ComponentType<any>, edit: ShareBlockEditLoader },
      blocks[SHARE_BLOCK],
    );
    const listing = blocks.listing as Partial<BlockConfig> | undefined;
    if (!listing) continue;
    listing.variations = withEntry(listing.variations, 'id', {
      id: LISTING_VARIATION,
      title: 'Social links',
      template: SocialLinksListingTemplateLoader as ComponentType<any>,
    });
  }
  return config;
}
