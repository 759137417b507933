// The settings the backend computes from the site's links, which both skins of the control panel show read-only: the
// X and the Facebook username (`x_username`, `facebook_username`), each under its label and named by its network in
// the help that says where it comes from.
import type { MessageDescriptor } from 'react-intl';
import { controlPanelMessages as messages } from './controlPanelMessages';
import type { ComputedUsernames } from './loadPanelSettings';

/** One computed username: its field, the network it is read from, and its label. */
export interface ComputedUsernameField {
  field: keyof ComputedUsernames;
  network: string;
  label: MessageDescriptor;
}

/** The computed usernames, in the order the panels show them. */
export const computedUsernameFields: readonly ComputedUsernameField[] = [
  { field: 'x_username', network: 'X', label: messages.xUsername },
  { field: 'facebook_username', network: 'Facebook', label: messages.facebookUsername },
];
