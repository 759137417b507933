// What the control panel shows, in both skins, until its settings are loaded: that they are loading, that the
// editor may not see them, that someone else is editing the page that holds them (who, since when, and a way to unlock
// it), that no object provides them, that the backend's plone.restapi is too old to serve them, that the backend names
// them with another vendor prefix, or why loading failed with a way to try again.
import { useIntl } from 'react-intl';
import { controlPanelMessages as messages } from './controlPanelMessages';
import { loadErrorMessage } from './loadErrorMessage';
import { LockNotice } from './LockNotice';
import type { LoadState } from './useSettingsForm';

export interface PanelLoadStatusProps {
  load: LoadState;
  onRetry: () => void;
  /** Takes away someone else's lock and loads again. */
  onUnlock: () => Promise<void>;
}

/** The message for a load that is not ready; nothing once the settings are there. */
export function PanelLoadStatus({ load, onRetry, onUnlock }: PanelLoadStatusProps) {
  const intl = useIntl();
  switch (load.status) {
    case 'loading':
      return (
        <p role="status" aria-busy="true">
          {intl.formatMessage(messages.loading)}
        </p>
      );
    case 'unauthorized':
      return (
        <p role="alert" className="ui error message">
          {intl.formatMessage(messages.unauthorized)}
        </p>
      );
    case 'locked':
      return (
        <div role="alert" className="ui warning message">
          <LockNotice
            lock={load.lock}
            text={{ by: messages.locked, bySince: messages.lockedSince }}
            unlockLabel={messages.unlock}
            onUnlock={onUnlock}
            onRetry={onRetry}
          />
        </div>
      );
    case 'missing':
      return (
        <p role="alert" className="ui warning message">
          {/* Named, so that an integrator whose backend has the behavior under another prefix sees which it is. */}
          {intl.formatMessage(messages.missing, { behavior: load.behavior })}
        </p>
      );
    case 'noInheritExpansion':
      return (
        <p role="alert" className="ui warning message">
          {intl.formatMessage(messages.noInheritExpansion)}
        </p>
      );
    case 'otherPrefix':
      return (
        <p role="alert" className="ui warning message">
          {intl.formatMessage(messages.otherPrefix, {
            behavior: load.behavior,
            served: load.served,
            setting: `behaviorPrefix: '${load.prefix}'`,
          })}
        </p>
      );
    case 'failed': {
      const failure = loadErrorMessage(load.error);
      return (
        <div role="alert" className="ui error message">
          <p>{intl.formatMessage(failure.message, failure.values)}</p>
          <button type="button" className="ui button" onClick={onRetry}>
            {intl.formatMessage(messages.retry)}
          </button>
        </div>
      );
    }
    default:
      return null;
  }
}
