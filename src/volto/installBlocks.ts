// The Follow Us block (its view and edit form lazily loaded chunks) and the "Social links" variation of the
// listing block (its template a lazily loaded chunk).
// The block has no `blockSchema` here: Volto reads it only to fill defaults (it calls it on every page view that
// shows the block), the block has none that matter to its view, and the schema is an editor's concern, so it
// travels with the edit chunk, which hands it to Volto's sidebar form itself.
import type { ComponentType } from 'react';
import { blockTitleMessages } from './blockTitleMessages';
import { configObject } from './configObject';
import { socialMediaIcon } from './icons';
import { lazyEditor } from './lazyEditor';
import { FollowUsBlockViewLoader, SocialLinksListingTemplateLoader } from './loadableViews';
import type { BlockConfig, VoltoConfig } from './types';

export const FOLLOW_US_BLOCK = 'followUs';
export const LISTING_VARIATION = 'socialLinks';

/** The block's edit component: the view plus Volto's sidebar form, loaded when an editor first needs it. */
export const FollowUsBlockEditLoader = lazyEditor<any>(
  () => import('./FollowUsBlockEdit') as Promise<{ default: ComponentType<any> }>,
  'FollowUsBlockEdit',
);

/** Registers the block and the listing variation; what a site already changed on the block is kept. */
export function installBlocks(config: VoltoConfig): VoltoConfig {
  const blocksConfig = configObject(configObject(config, 'blocks'), 'blocksConfig');
  const followUs: BlockConfig = {
    id: FOLLOW_US_BLOCK,
    // Volto's block chooser translates titles with the title itself as the message id.
    title: blockTitleMessages.followUsBlockTitle.id,
    icon: socialMediaIcon,
    group: 'common',
    view: FollowUsBlockViewLoader as ComponentType<any>,
    edit: FollowUsBlockEditLoader,
    restricted: false,
    mostUsed: false,
    sidebarTab: 1,
    security: { addPermission: [], view: [] },
  };
  blocksConfig[FOLLOW_US_BLOCK] = { ...followUs, ...blocksConfig[FOLLOW_US_BLOCK] };

  const listing = blocksConfig.listing as Partial<BlockConfig> | undefined;
  if (listing) {
    const others = (Array.isArray(listing.variations) ? listing.variations : []).filter(
      (variation) => variation?.id !== LISTING_VARIATION,
    );
    listing.variations = [
      ...others,
      {
        id: LISTING_VARIATION,
        title: blockTitleMessages.listingVariationTitle.id,
        template: SocialLinksListingTemplateLoader as ComponentType<any>,
      },
    ];
  }
  return config;
}
