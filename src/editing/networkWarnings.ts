// The warnings of a link, the same in both skins of the widget. Under its network chooser: a network the site does
// not know, a second link to a network, and an address on another network's site, with the button that switches to
// it. Under its address: the address is its network's home page, not a profile, or it carries tracking parameters.
import type { IntlShape } from 'react-intl';
import { exampleHandle, homePageOfNetwork } from '../networks/editorNetworks';
import type { NetworkRegistry } from '../networks/types';
import type { EditableLink } from './editableLinks';
import type { FieldMessage } from './FieldMessages';
import type { LinkProblems } from './linkProblems';
import { listText } from './listText';
import { networkName } from './networkChoices';
import { widgetMessages as messages } from './widgetMessages';

/** The link's network warnings, in the order they are shown; `setNetwork` is what the switching button calls. */
export function networkWarnings(
  link: EditableLink,
  problems: LinkProblems,
  registry: NetworkRegistry,
  intl: Pick<IntlShape, 'formatMessage' | 'formatNumber'>,
  setNetwork: (network: string) => void,
): FieldMessage[] {
  const warnings: FieldMessage[] = [];
  const network = networkName(registry, link.network, intl);
  if (problems.unknownNetwork) {
    warnings.push({ level: 'warning', text: intl.formatMessage(messages.unknownNetwork, { network: link.network }) });
  }
  if (problems.duplicateOf !== null) {
    const position = intl.formatNumber(problems.duplicateOf + 1);
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

/**
 * The warnings under a link's address, the same in both skins: the address is its network's home page, not a
 * profile; it carries tracking parameters (a stored address: one the editor leaves loses them), with the button that
 * removes them (`removeTracking`). Shown once the editor has left the field: every address typed on its way to a
 * profile passes through the home page.
 */
export function addressWarnings(
  link: EditableLink,
  problems: LinkProblems,
  registry: NetworkRegistry,
  intl: Pick<IntlShape, 'formatMessage' | 'locale'>,
  removeTracking: () => void,
): FieldMessage[] {
  const warnings: FieldMessage[] = [];
  const text = problems.homePage ? homePageWarning(link, registry, intl) : null;
  if (text !== null) warnings.push({ level: 'warning', text });
  if (problems.tracking.length > 0) {
    warnings.push({
      level: 'warning',
      text: intl.formatMessage(messages.trackingInAddress, { parameters: listText(intl.locale, problems.tracking) }),
      action: { label: intl.formatMessage(messages.removeTracking), run: removeTracking },
    });
  }
  return warnings;
}

/**
 * The warning of a link whose address is its network's home page, or `null` when it is not one; it names the handle
 * as the other way to a profile on a network that knows its profiles' address.
 */
export function homePageWarning(
  link: Pick<EditableLink, 'network' | 'url'>,
  registry: NetworkRegistry,
  intl: Pick<IntlShape, 'formatMessage'>,
): string | null {
  const network = homePageOfNetwork(registry, link.network.trim(), link.url);
  if (network === null) return null;
  const values = { network: networkName(registry, network.id, intl), example: network.placeholder };
  // A network that knows its profiles' address takes the handle alone (`completeAddress`): say so.
  if (network.profile === undefined) return intl.formatMessage(messages.homePageAddress, values);
  return intl.formatMessage(messages.homePageAddressOrHandle, {
    ...values,
    handle: `@${exampleHandle(network.profile)}`,
  });
}
