// What the control panel says about saving: unsaved changes, success, or why a save failed (the edits stay), and for
// a save refused by someone else's lock, who holds it, since when, and a way to unlock it and save; for a save that
// would replace what someone else saved meanwhile, theirs and her choices.
import { useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { controlPanelMessages as messages } from './controlPanelMessages';
import { ConflictNotice } from './ConflictNotice';
import { LockNotice } from './LockNotice';
import { PANEL_FIELD_TITLES } from './panelFieldTitles';
import { saveErrorMessage } from './saveErrorMessage';
import type { SaveState } from './useSettingsForm';

export interface SaveStatusProps {
  save: SaveState;
  dirty: boolean;
  /** Whether a save that is done (saved, or nothing to save) is said here; false where a toast says it (Volto). */
  saysDone?: boolean;
  /** Takes away the lock that refused the save, and saves again. */
  onUnlock?: () => Promise<void>;
  /** After someone else saved the fields she changed: takes theirs into the form. */
  onTakeTheirs?: () => void;
  /** After someone else saved the fields she changed: saves hers over theirs. */
  onOverwrite?: () => Promise<void>;
}

/** A polite status for progress and success, an alert for failures; both regions exist before they speak. */
export function SaveStatus({ save, dirty, saysDone = true, onUnlock, onTakeTheirs, onOverwrite }: SaveStatusProps) {
  const intl = useIntl();
  const failure = save.status === 'failed' ? saveErrorMessage(save.error) : null;
  const fieldTitle = (field: string | null) => {
    const key = field ? PANEL_FIELD_TITLES[field] : undefined;
    return key ? intl.formatMessage(messages[key]) : (field ?? '');
  };
  let status: string | null = null;
  if (save.status === 'saving') status = intl.formatMessage(messages.saving);
  if (saysDone) status ??= doneMessage(save, intl);

  return (
    <div className="controlpanel-social-media-status">
      <div role="status" aria-live="polite" aria-atomic="true">
        {status ? <p className={save.status === 'saved' ? 'ui success message' : 'ui message'}>{status}</p> : null}
      </div>
      <div role="alert" aria-atomic="true">
        {failure ? (
          <div className="ui error message">
            <p>{intl.formatMessage(failure.message, failure.values)}</p>
            {failure.fieldErrors.length ? (
              <ul>
                {failure.fieldErrors.map((error, index) => (
                  <li key={index}>
                    {error.field
                      ? intl.formatMessage(messages.errorValidationField, {
                          field: fieldTitle(error.field),
                          message: error.message,
                        })
                      : error.message}
                  </li>
                ))}
              </ul>
            ) : null}
            <p>{intl.formatMessage(messages.keptEdits)}</p>
          </div>
        ) : null}
        {save.status === 'locked' ? (
          <div className="ui error message">
            <LockNotice
              lock={save.lock}
              text={{ by: messages.errorLockedBy, bySince: messages.errorLockedBySince }}
              unlockLabel={messages.unlockAndSave}
              onUnlock={onUnlock}
            />
            <p>{intl.formatMessage(messages.keptEdits)}</p>
          </div>
        ) : null}
        {save.status === 'conflict' && onTakeTheirs && onOverwrite ? (
          <ConflictNotice
            fields={save.fields}
            theirs={save.theirs}
            onTakeTheirs={onTakeTheirs}
            onOverwrite={onOverwrite}
          />
        ) : null}
        {save.status === 'invalid' ? <p className="ui error message">{intl.formatMessage(messages.fixFirst)}</p> : null}
        {save.status === 'draft' ? (
          <p className="ui error message">{intl.formatMessage(messages.linkNotAdded)}</p>
        ) : null}
      </div>
      {dirty && save.status !== 'failed' ? <p className="help">{intl.formatMessage(messages.unsavedChanges)}</p> : null}
    </div>
  );
}

/** What a save that is done says: saved (and whether the computed usernames were read again), or nothing to save. */
export function doneMessage(save: SaveState, intl: Pick<IntlShape, 'formatMessage'>): string | null {
  if (save.status === 'saved') return intl.formatMessage(save.refreshed ? messages.saved : messages.savedNotRefreshed);
  if (save.status === 'unchanged') return intl.formatMessage(messages.nothingToSave);
  return null;
}
