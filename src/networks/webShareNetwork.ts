// The share block's "Share with an app" button, drawn like a network: its icon is in the chunk of the networks' icons.
// It is no network a link goes to, so it is not in the registry (no Follow Us block offers it).
import { defaultIcon } from './defaultNetworks';
import type { Network } from './types';

/** The Web Share API's button; its name is the share block's to translate. */
export const webShareNetwork: Network = {
  id: 'webshare',
  title: 'Share',
  icon: defaultIcon('webshare'),
};
