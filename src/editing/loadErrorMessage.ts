// Turns a failed load of the control panel into a sentence in the editor's language: the common failures
// (no connection, a server error) get their own message; anything else shows the client's own reason.
import type { MessageDescriptor } from 'react-intl';
import type { RequestError } from '../store/state';
import { controlPanelMessages as messages } from './controlPanelMessages';

export interface LoadErrorMessage {
  message: MessageDescriptor;
  values: Record<string, string | number>;
}

/** The message for a failed load, chosen by status (`null` status: network failure or another client error). */
export function loadErrorMessage(error: RequestError): LoadErrorMessage {
  const { status } = error;
  if (status === null && (error.type === 'NetworkError' || error.type === 'TypeError')) {
    return { message: messages.loadFailedNetwork, values: {} };
  }
  if (status !== null && status >= 500) return { message: messages.loadFailedServer, values: { status } };
  return { message: messages.loadFailed, values: { reason: error.message } };
}
