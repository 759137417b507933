// The block types of a Follow Us block: this add-on's, and the one @plonegovbr/volto-social-media stores, which this
// add-on shows too (see followUsBlockData.ts). A module of its own: Volto's configuration, in every page's first load,
// needs the names and nothing else.

/** The block type of this add-on's Follow Us block. */
export const FOLLOW_US_BLOCK = 'followUs';
/** The block type @plonegovbr/volto-social-media stores its Follow Us block under. */
export const REFERENCE_FOLLOW_US_BLOCK = 'followUsBlock';
