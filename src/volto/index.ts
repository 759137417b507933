// Public API of the Volto adapter: `applyConfig` and the install function of each Volto concern.
export { applyConfig, configureSocialMedia } from './applyConfig';
export { installSettings, socialMediaSettings, DEFAULT_SLOT } from './installSettings';
export { installExpander, inheritQuerystring, isInheritExpander } from './installExpander';
export { installReducer } from './installReducer';
export { installNavRootFallback } from './installNavRootFallback';
export { installNetworks, networkIconsPreloaded } from './installNetworks';
export {
  installComponents,
  SLOT_COMPONENT_NAME,
  CONTENT_SLOT_COMPONENT_NAME,
  SocialLinksEditWidget,
} from './installComponents';
export { SOCIAL_LINKS_FIELD } from '../contract/behaviors';
export {
  installBlocks,
  FOLLOW_US_BLOCK,
  REFERENCE_FOLLOW_US_BLOCK,
  LISTING_VARIATION,
  SHARE_BLOCK,
  FollowUsBlockEditLoader,
  ShareBlockEditLoader,
} from './installBlocks';
export {
  installControlPanel,
  CONTROL_PANEL_ID,
  CONTROL_PANEL_PATH,
  controlPanelEntry,
  SocialMediaControlPanelRouteLoader,
} from './installControlPanel';
export { SocialLinksSlot } from './SocialLinksSlot';
export { ContentLinksSlot } from './ContentLinksSlot';
export type { ContentLinksSlotProps } from './ContentLinksSlot';
// The block view and the listing template load as chunks of their own: the entry offers their loaders.
export { FollowUsBlockViewLoader, ShareBlockViewLoader, SocialLinksListingTemplateLoader } from './loadableViews';
export { lazyEditor, EditorLoading, editorsPreloaded } from './lazyEditor';
export { socialMediaIcon } from './icons';
export { activeConfig, activeSocialMediaSettings } from './activeConfig';
export type {
  AddonRoute,
  ApiExpander,
  BlockConfig,
  ControlPanelEntry,
  ExpanderQuery,
  ExpanderQuerystring,
  SocialMediaVoltoSettings,
  VoltoConfig,
  VoltoSvgIcon,
} from './types';
