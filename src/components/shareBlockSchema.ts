// The Share block's settings form, as a Volto block schema: a headline, and the share targets in their order.
// An editor's concern: only the block's edit chunk imports it.
import type { IntlShape } from 'react-intl';
import { SHARE_TARGETS } from '../core/shareTargets';
import { defaultNetworkRegistry } from '../networks/defaultNetworkRegistry';
import type { NetworkRegistry } from '../networks/types';
import { orderedNetworksSchema } from './orderedNetworksSchema';
import { shareBlockSchemaMessages as messages } from './shareBlockSchemaMessages';
import { shareNetworkName } from './shareNetworkName';

export interface ShareBlockSchemaArgs {
  intl: Pick<IntlShape, 'formatMessage'>;
  /** Whose network names to show; the site-wide registry by default. */
  networks?: NetworkRegistry;
  [volto: string]: unknown;
}

/** The schema Volto's block sidebar renders; `networks` is an ordered multi-select of the share targets. */
export function shareBlockSchema({ intl, networks = defaultNetworkRegistry() }: ShareBlockSchemaArgs) {
  const choices = SHARE_TARGETS.map((target) => [target, targetName(target, networks, intl)] as [string, string]);
  return orderedNetworksSchema(
    intl,
    {
      title: messages.shareTitle,
      defaultFieldset: messages.shareDefaultFieldset,
      headline: messages.shareHeadline,
      networks: messages.shareNetworks,
      networksDescription: messages.shareNetworksDescription,
    },
    choices,
  );
}

function targetName(target: string, networks: NetworkRegistry, intl: Pick<IntlShape, 'formatMessage'>): string {
  if (target === 'copylink') return intl.formatMessage(messages.copyLinkTarget);
  if (target === 'webshare') return intl.formatMessage(messages.webShareTarget);
  if (target === 'email') return intl.formatMessage(messages.emailTarget);
  return shareNetworkName(target, networks, intl);
}
