// What the control panel says when someone else saved fields she changed too after it loaded (the home page's edit
// form, another editor's panel): which fields, what is stored there now, and her three ways on: keep editing (her
// changes stay in the form), take theirs into those fields, or save hers over them.
import { useIntl } from 'react-intl';
import { BusyButton } from './BusyButton';
import { controlPanelMessages as messages } from './controlPanelMessages';
import { readEditableLinks } from './editableLinks';
import { listText } from './listText';
import type { PanelValues } from './loadPanelSettings';
import { PANEL_FIELD_TITLES } from './panelFieldTitles';

export interface ConflictNoticeProps {
  fields: ReadonlyArray<keyof PanelValues>;
  theirs: PanelValues;
  onTakeTheirs: () => void;
  onOverwrite: () => Promise<void>;
}

/** The fields someone else saved meanwhile, their values, and the buttons to take them or to save hers anyway. */
export function ConflictNotice({ fields, theirs, onTakeTheirs, onOverwrite }: ConflictNoticeProps) {
  const intl = useIntl();
  const title = (field: keyof PanelValues) => intl.formatMessage(messages[PANEL_FIELD_TITLES[field]!]);
  return (
    <div className="ui warning message">
      <p>{intl.formatMessage(messages.conflict, { fields: listText(intl.locale, fields.map(title)) })}</p>
      <p>{intl.formatMessage(messages.conflictStored)}</p>
      <dl>
        {fields.map((field) => (
          <div key={field}>
            <dt>{title(field)}</dt>
            <dd>
              {field === 'social_links' ? (
                <ul>
                  {readEditableLinks(theirs.social_links).map((link) => (
                    <li key={link['@id']}>{[link.title || link.network, link.url].filter(Boolean).join(': ')}</li>
                  ))}
                </ul>
              ) : field === 'share_social_data' ? (
                intl.formatMessage(theirs.share_social_data ? messages.conflictOn : messages.conflictOff)
              ) : (
                theirs.facebook_app_id || intl.formatMessage(messages.noUsername)
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p>{intl.formatMessage(messages.conflictChoices)}</p>
      <button type="button" className="ui button" onClick={onTakeTheirs}>
        {intl.formatMessage(messages.takeTheirs)}
      </button>
      {/* One overwrite at a time: the form is not disabled until the save it starts is under way. */}
      <BusyButton className="ui basic button" onClick={onOverwrite}>
        {intl.formatMessage(messages.saveMine)}
      </BusyButton>
    </div>
  );
}
