// Icons in the shape Volto's svg loader produces (`<Icon name={...}>` renders them): drawn for this add-on.
import type { VoltoSvgIcon } from './types';

const attributes = { xmlns: 'http://www.w3.org/2000/svg', viewBox: '0 0 36 36' };

/** Three linked nodes: the Follow Us block in the block chooser, and the control panel's entry. */
export const socialMediaIcon: VoltoSvgIcon = {
  attributes,
  content:
    '<circle cx="25" cy="9" r="4.5"/><circle cx="11" cy="18" r="4.5"/><circle cx="25" cy="27" r="4.5"/>' +
    '<path d="M14.8 16l6.4-4M14.8 20l6.4 4" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/>',
};
