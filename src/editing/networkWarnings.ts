// The warnings under a link's network chooser, the same in both skins of the widget: a network the site does not
// know, a second link to a network, and an address on another network's site, with the button that switches to it.
import type { IntlShape } from 'react-intl';
import type { NetworkRegistry } from '../networks/types';
import type { EditableLink } from './editableLinks';
import type { FieldMessage } from './FieldMessages';
import type { LinkProblems } from './linkProblems';
import { networkName } from './networkChoices';
import { widgetMessages as messages } from './widgetMessages';

/** The link's network warnings, in the order they are shown; `setNetwork` is what the switching button calls. */
export function networkWarnings(
  link: EditableLink,
  problems: LinkProblems,
  registry: NetworkRegistry,
  intl: Pick<IntlShape, 'formatMessage'>,
  setNetwork: (network: string) => void,
): FieldMessage[] {
  const warnings: FieldMessage[] = [];
  const network = networkName(registry, link.network, intl);
  if (problems.unknownNetwork) {
    warnings.push({ level: 'warning', text: intl.formatMessage(messages.unknownNetwork, { network: link.network }) });
  }
  if (problems.duplicateOf !== null) {
    const position = problems.duplicateOf + 1;
    warnings.push({ level: 'warning', text: intl.formatMessage(messages.duplicateNetwork, { position, network }) });
  }
  const other = problems.addressNetwork;
  if (other !== null) {
    const label = intl.formatMessage(messages.useAddressNetwork, {
      addressNetwork: networkName(registry, other, intl),
    });
    warnings.push({
      level: 'warning',
      text: addressNetworkWarning(link, other, registry, intl),
      action: { label, run: () => setNetwork(other) },
    });
  }
  return warnings;
}

/** The warning of a link whose address is on the site of the network `other` (also what a screen reader hears). */
export function addressNetworkWarning(
  link: EditableLink,
  other: string,
  registry: NetworkRegistry,
  intl: Pick<IntlShape, 'formatMessage'>,
): string {
  return intl.formatMessage(messages.addressOfOtherNetwork, {
    addressNetwork: networkName(registry, other, intl),
    network: networkName(registry, link.network, intl),
  });
}
