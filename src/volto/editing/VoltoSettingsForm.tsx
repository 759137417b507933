// The Social Media control panel as Volto's core control panels look: one raised segment with the panel's title
// as its header, each field in Volto's own widget (hence in its FormFieldWrapper: label column, widget,
// description under it), Save and Cancel in Volto's toolbar, and Volto's toast once saved. The state, the save, the
// guard and the save-error handling are the plain-React panel's hooks.
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { useHistory, useLocation } from 'react-router-dom';
import { toast } from 'react-toastify';
import CheckboxWidget from '@plone/volto/components/manage/Widgets/CheckboxWidget';
import TextWidget from '@plone/volto/components/manage/Widgets/TextWidget';
import Toast from '@plone/volto/components/manage/Toast/Toast';
import Toolbar from '@plone/volto/components/manage/Toolbar/Toolbar';
import Icon from '@plone/volto/components/theme/Icon/Icon';
import { useClient } from '@plone/volto/hooks/client/useClient';
import clearSVG from '@plone/volto/icons/clear.svg';
import saveSVG from '@plone/volto/icons/save.svg';
import { computedUsernameFields } from '../../editing/computedUsernameFields';
import { controlPanelMessages as messages } from '../../editing/controlPanelMessages';
import { PanelLoadStatus } from '../../editing/PanelLoadStatus';
import { doneMessage, SaveStatus } from '../../editing/SaveStatus';
import { useFocusAfterSave } from '../../editing/useFocusAfterSave';
import { useLeaveGuard } from '../../editing/useLeaveGuard';
import { usePanelDraft } from '../../editing/usePanelDraft';
import { useSettingsForm } from '../../editing/useSettingsForm';
import { useNetworkRegistry } from '../../networks/NetworkRegistryContext';
import { useOptionalSocialMediaClient } from '../../store/SocialMediaClientContext';
import { activeConfig } from '../activeConfig';
import { languageRootPath } from './languageRootPath';
import { markSavedInTab } from './markSavedInTab';
import { voltoMessages } from './voltoMessages';
import { VoltoLinksWidget } from './VoltoLinksWidget';

/** The fieldset the backend's schema puts the settings in; it also names the fields' label ids. */
const FIELDSET = 'social_media';

export interface VoltoSettingsFormProps {
  /** Called when the user may not edit the settings. */
  onUnauthorized: () => void;
  /** Called whenever the form gains or loses unsaved changes. */
  onDirtyChange: (dirty: boolean) => void;
  /**
   * True once Volto's store has no session (a failed renewal): Volto's toolbar then shows nothing, Save and Cancel
   * included, so the form shows them itself until the editor, logged in again in another tab, has saved.
   */
  sessionEnded?: boolean;
}

/**
 * The settings of the site root's settings object (on a multilingual site, of the language root of the editor's
 * language), edited in Volto's form layout.
 */
export function VoltoSettingsForm({ onUnauthorized, onDirtyChange, sessionEnded = false }: VoltoSettingsFormProps) {
  const intl = useIntl();
  const client = useOptionalSocialMediaClient();
  if (!client) throw new Error('VoltoSettingsForm needs a <SocialMediaClientProvider> above it.');
  const registry = useNetworkRegistry();
  // On a multilingual site, the settings the visitors of the editor's language see: their language root's.
  const form = useSettingsForm(client, languageRootPath(intl.locale, activeConfig()?.settings), registry);
  const location = useLocation();
  const { pathname } = location;
  const history = useHistory();
  const isClient = useClient();
  const formRef = useRef<HTMLFormElement>(null);
  const unauthorized = useRef(onUnauthorized);
  unauthorized.current = onUnauthorized;

  useLeaveGuard(form.dirty, intl.formatMessage(messages.leavePrompt), onDirtyChange);
  // Kept as Volto 19's own forms keep theirs, when the site asks for it.
  const draft = usePanelDraft(form, keepsDrafts());
  useEffect(() => {
    if (form.load.status === 'unauthorized') unauthorized.current();
  }, [form.load.status]);
  // A save that is done is said in Volto's toast, as on core control panels ("Changes saved"); a failed or refused one
  // stays in the panel, with what failed and the edits kept.
  useEffect(() => {
    const save = form.save;
    if (save.status !== 'saved' && save.status !== 'unchanged') return;
    // The settings changed: the head tags of the page this tab was served are not the server's any more.
    if (save.status === 'saved') markSavedInTab();
    const title = intl.formatMessage(voltoMessages.info);
    if (save.status === 'saved' && save.refreshed) {
      toast.info(<Toast info title={title} content={intl.formatMessage(voltoMessages.changesSaved)} />);
    } else if (save.status === 'saved') {
      toast.warn(<Toast warning title={title} content={doneMessage(save, intl)} />);
    } else {
      toast.info(<Toast info title={title} content={doneMessage(save, intl)} />);
    }
  }, [form.save, intl]);
  const saveStarts = useFocusAfterSave(form.save);
  // A refused save takes the keyboard to the first field that needs fixing.
  useEffect(() => {
    if (form.save.status !== 'invalid') return;
    formRef.current?.querySelector<HTMLElement>('.field.error input, .field.error .react-select__input input')?.focus();
  }, [form.save]);

  const { load, values } = form;
  const saving = form.save.status === 'saving';
  const title = intl.formatMessage(messages.title);
  const toolbar = isClient && typeof document !== 'undefined' ? document.getElementById('toolbar') : null;
  const saveLabel = intl.formatMessage(voltoMessages.save);
  const cancelLabel = intl.formatMessage(voltoMessages.cancel);
  const ready = load.status === 'ready' && values !== null;
  // Cancel goes back, as on Volto's core control panels. A panel opened as the tab's first page of the site has
  // nothing of the site to go back to (react-router's history gives that entry no key): it goes to Site Setup. The
  // changes it leaves are not offered again, as a core panel's Cancel forgets its draft.
  const cancel = () => {
    draft.forgetOnLeave();
    if (location.key) history.goBack();
    else history.push('/controlpanel');
  };

  let body;
  if (ready) {
    const none = intl.formatMessage(messages.noUsername);
    body = (
      <>
        <div className="ui basic segment">
          {intl.formatMessage(messages.intro, { source: load.source.title || load.source['@id'] })}
        </div>
        {draft.found ? (
          <div className="ui info message" role="status">
            <p>{intl.formatMessage(messages.draftFound)}</p>
            <button type="button" className="ui primary button" onClick={draft.restore}>
              {intl.formatMessage(messages.restoreDraft)}
            </button>
            <button type="button" className="ui basic button" onClick={draft.discard}>
              {intl.formatMessage(messages.discardDraft)}
            </button>
          </div>
        ) : null}
        <div style={statusStyle}>
          <SaveStatus
            save={form.save}
            dirty={form.dirty}
            saysDone={false}
            onUnlock={() => form.unlock()}
            onTakeTheirs={form.takeTheirs}
            onOverwrite={() => form.submit({ overwrite: true })}
          />
        </div>
        <CheckboxWidget
          id="share_social_data"
          fieldSet={FIELDSET}
          title={intl.formatMessage(messages.shareSocialData)}
          description={intl.formatMessage(messages.shareSocialDataHelp)}
          value={values.share_social_data}
          isDisabled={saving}
          onChange={(_: string, checked: boolean) => form.change('share_social_data', checked)}
        />
        <TextWidget
          id="facebook_app_id"
          fieldSet={FIELDSET}
          title={intl.formatMessage(messages.facebookAppId)}
          description={intl.formatMessage(messages.facebookAppIdHelp)}
          value={values.facebook_app_id}
          isDisabled={saving}
          error={form.appIdInvalid ? [intl.formatMessage(messages.facebookAppIdInvalid)] : []}
          onChange={(_: string, text: string | undefined) => form.change('facebook_app_id', text ?? '')}
        />
        <VoltoLinksWidget
          id="social_links"
          fieldSet={FIELDSET}
          title={intl.formatMessage(messages.linksTitle)}
          description={intl.formatMessage(messages.linksHelp)}
          value={values.social_links}
          isDisabled={saving}
          networks={registry}
          onChange={(_, links) => form.change('social_links', links)}
        />
        {computedUsernameFields.map(({ field, network, label }) => (
          <TextWidget
            key={field}
            id={field}
            fieldSet={FIELDSET}
            title={intl.formatMessage(label)}
            description={intl.formatMessage(messages.computedFieldHelp, { network })}
            value={load.computed[field]}
            placeholder={none}
            isDisabled
            onChange={() => undefined}
          />
        ))}
      </>
    );
  } else {
    body = <PanelLoadStatus load={load} onRetry={form.reload} onUnlock={() => form.unlock()} />;
  }

  return (
    <>
      <div className="ui container">
        <form
          ref={formRef}
          className="ui form controlpanel-social-media"
          noValidate
          aria-busy={saving || undefined}
          onSubmit={(event) => {
            event.preventDefault();
            saveStarts();
            void form.submit();
          }}
        >
          <fieldset className="invisible" disabled={saving}>
            <div className="ui raised segments">
              <div className="ui segment">
                <div className="ui segment primary">
                  <h1 style={headerStyle}>{title}</h1>
                </div>
                {body}
                {sessionEnded ? (
                  <div className="ui basic segment">
                    <button type="submit" className="ui primary button" disabled={!ready}>
                      {saveLabel}
                    </button>
                    <button type="button" className="ui basic button" onClick={cancel}>
                      {cancelLabel}
                    </button>
                  </div>
                ) : null}
              </div>
            </div>
          </fieldset>
        </form>
      </div>
      {toolbar
        ? createPortal(
            <Toolbar
              pathname={pathname}
              hideDefaultViewButtons
              inner={
                <>
                  <button
                    type="button"
                    id="toolbar-save"
                    className={`ui button save${saving ? ' loading' : ''}`}
                    aria-label={saveLabel}
                    disabled={!ready || saving}
                    onClick={() => {
                      saveStarts();
                      void form.submit();
                    }}
                  >
                    <Icon name={saveSVG} className="circled" size="30px" title={saveLabel} />
                  </button>
                  <button type="button" className="ui button cancel" aria-label={cancelLabel} onClick={cancel}>
                    <Icon name={clearSVG} className="circled" size="30px" title={cancelLabel} />
                  </button>
                </>
              }
            />,
            toolbar,
          )
        : null}
    </>
  );
}

// In line with the intro above it and the fields' labels below it (Volto's basic segment and field padding).
const statusStyle = { padding: '0 1em' } as const;
// The size Volto's Form gives a control panel's title.
const headerStyle = { fontSize: '16px' } as const;

/** Whether the site asks Volto's forms to keep drafts in the browser (Volto 19's `experimental.saveAsDraft`). */
function keepsDrafts(): boolean {
  const experimental = activeConfig()?.experimental as { saveAsDraft?: { enabled?: unknown } } | undefined;
  return experimental?.saveAsDraft?.enabled === true;
}
