// What the control panel tells an editor when someone else holds the lock of the page that holds the settings: who,
// since when (as Volto's edit form says "This item was locked by … on …"), what she can do (wait for them, or unlock a
// lock they left behind, as Volto's toolbar offers), and the buttons that do it. Shown as the panel loads and when a
// save is refused.
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { BusyButton } from './BusyButton';
import { controlPanelMessages as messages } from './controlPanelMessages';
import type { LockHolder } from './sourceLock';

export interface LockNoticeProps {
  lock: LockHolder;
  /** The message naming the holder (`{name}`), and the one naming since when too (`{name}`, `{date}`). */
  text: { by: MessageDescriptor; bySince: MessageDescriptor };
  /** The unlock button's label: Unlock as the panel loads, Unlock and save for a refused save. */
  unlockLabel: MessageDescriptor;
  /** Takes the lock away; without it, no unlock is offered. */
  onUnlock?: () => Promise<void>;
  /** A way to try again without unlocking (the panel's load), if any. */
  onRetry?: () => void;
}

/** The date and time a lock was taken, as Volto's lock toast shows them. */
const SINCE_FORMAT: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
};

/** Who holds the lock, since when, and the way out: unlock (a stealable lock only) or try again. */
export function LockNotice({ lock, text, unlockLabel, onUnlock, onRetry }: LockNoticeProps) {
  const intl = useIntl();
  const since = lock.since ? intl.formatDate(lock.since, SINCE_FORMAT) : null;
  return (
    <>
      <p>
        {since
          ? intl.formatMessage(text.bySince, { name: lock.by, date: since })
          : intl.formatMessage(text.by, { name: lock.by })}
      </p>
      {lock.stealable && onUnlock ? <p>{intl.formatMessage(messages.unlockHelp)}</p> : null}
      {onRetry ? (
        <button type="button" className="ui button" onClick={onRetry}>
          {intl.formatMessage(messages.retry)}
        </button>
      ) : null}
      {/* One unlock at a time: a second click while the first is under way would unlock (and save) twice. */}
      {lock.stealable && onUnlock ? (
        <BusyButton className="ui basic button" onClick={onUnlock}>
          {intl.formatMessage(unlockLabel)}
        </BusyButton>
      ) : null}
    </>
  );
}
