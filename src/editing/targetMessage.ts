// The message that explains a target problem to an editor.
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { getNetwork } from '../networks/createNetworkRegistry';
import { exampleHandle, withNetworkHints } from '../networks/editorNetworks';
import type { NetworkRegistry } from '../networks/types';
import { handleName } from './completeAddress';
import type { EditableLink } from './editableLinks';
import type { TargetProblem } from './linkProblems';
import { networkName } from './networkChoices';
import { widgetMessages } from './widgetMessages';

/** The widget message for a target problem. */
export function targetMessage(problem: TargetProblem): MessageDescriptor {
  switch (problem) {
    case 'required':
      return widgetMessages.targetRequired;
    case 'unsafe':
      return widgetMessages.targetUnsafe;
    case 'deletedPage':
      return widgetMessages.targetDeletedPage;
    default:
      return widgetMessages.targetMalformed;
  }
}

/**
 * What to tell an editor of a link's target problem. A handle left as the address (`@plone`, which `completeAddress`
 * makes a profile's address only on a network that knows its profiles') gets advice for the link's network instead
 * of the general one: choose a network, add the Mastodon server, or paste the address where the network takes none.
 */
export function targetErrorText(
  problem: TargetProblem,
  link: Pick<EditableLink, 'network' | 'url'>,
  registry: NetworkRegistry,
  intl: Pick<IntlShape, 'formatMessage'>,
): string {
  const id = link.network.trim();
  if (problem !== 'malformed' || handleName(link.url) === null) return intl.formatMessage(targetMessage(problem));
  if (id === '') return intl.formatMessage(widgetMessages.handleNeedsNetwork);
  if (id === 'mastodon') {
    return intl.formatMessage(widgetMessages.handleNeedsServer, { example: '@username@mastodon.social' });
  }
  const network = withNetworkHints(getNetwork(registry, id), registry.fallback);
  const values = { network: networkName(registry, id, intl), example: network.placeholder };
  if (network.profile === undefined) return intl.formatMessage(widgetMessages.handleWithoutProfile, values);
  return intl.formatMessage(widgetMessages.handleDoesNotFit, {
    ...values,
    handle: `@${exampleHandle(network.profile)}`,
  });
}
