// The name a visitor reads for a network: brand names as they are, generic words translated.
import type { IntlShape } from 'react-intl';
import type { Network } from './types';

/** The network's display name in the reader's language. */
export function networkTitle(network: Network, intl: Pick<IntlShape, 'formatMessage'>): string {
  return typeof network.title === 'string' ? network.title : intl.formatMessage(network.title);
}
