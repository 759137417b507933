// The public API of the core: pure functions of the domain, free of React, Redux and Volto.
export {
  appendBehaviors,
  INHERIT_BEHAVIORS_PARAM,
  INHERIT_EXPANDER,
  mergeInheritExpansion,
  splitNames,
} from './inheritExpansion';
export type { QueryValue } from './inheritExpansion';
export { safeHref } from './safeHref';
export { linkTarget, shownHref, visibleLinks } from './linkTarget';
export type { VisibleLink } from './linkTarget';
export { settingsFromContent, settingsFromInherit } from './settingsFromContent';
export type { ResolvedSettings } from './settingsFromContent';
export { buildHeadTags } from './headTags';
export type { BuildHeadTagsOptions, HeadTag } from './headTags';
