// The "Social Media" control panel in plain React: edits the settings object of a site (sharing, Facebook
// App ID, profiles), shows the usernames the backend computes, and guards unsaved changes. Volto wraps it
// with its toolbar and its Unauthorized page; the demo uses it as is.
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SocialMediaClient } from '../client/types';
import { useNetworkRegistry } from '../networks/NetworkRegistryContext';
import type { NetworkRegistry } from '../networks/types';
import { useOptionalSocialMediaClient } from '../store/SocialMediaClientContext';
import { computedUsernameFields } from './computedUsernameFields';
import { controlPanelMessages as messages } from './controlPanelMessages';
import { PanelLoadStatus } from './PanelLoadStatus';
import { SaveStatus } from './SaveStatus';
import { SocialLinksWidget } from './SocialLinksWidget';
import { useFocusAfterSave } from './useFocusAfterSave';
import { useLeaveGuard } from './useLeaveGuard';
import { useSettingsForm } from './useSettingsForm';

export interface SocialMediaControlPanelProps {
  /** The client to use; the nearest `SocialMediaClientProvider`'s by default. */
  client?: SocialMediaClient;
  /** The navigation root whose settings to edit, relative to the site (`''`, the site root, by default). */
  path?: string;
  /** Called when the user may not edit the settings (anonymous, or without permission). */
  onUnauthorized?: () => void;
  /** Called whenever the form gains or loses unsaved changes (for a router's leave prompt). */
  onDirtyChange?: (dirty: boolean) => void;
  /** Called after each successful save. */
  onSaved?: () => void;
  networks?: NetworkRegistry;
  /** Whether to render the page heading (Volto's wrapper may render its own). Default true. */
  showTitle?: boolean;
}

/** Edits the social media settings of the object that holds them for the site at `path`. */
export function SocialMediaControlPanel(props: SocialMediaControlPanelProps) {
  const { path = '', showTitle = true } = props;
  const intl = useIntl();
  const providedClient = useOptionalSocialMediaClient();
  const client = props.client ?? providedClient;
  if (!client)
    throw new Error('SocialMediaControlPanel needs a `client` prop or a <SocialMediaClientProvider> above it.');
  const registry = useNetworkRegistry(props.networks);
  const form = useSettingsForm(client, path, registry);
  const baseId = useId();
  // The callbacks fire on changes of state, not whenever a parent passes a new function.
  const callbacks = useRef(props);
  callbacks.current = props;

  // A link filled in under "Add a link" but not added is not in the values; it counts as unsaved all the same.
  const [linkDraft, setLinkDraft] = useState(false);
  const unsaved = form.dirty || linkDraft;
  useLeaveGuard(unsaved, intl.formatMessage(messages.leavePrompt), props.onDirtyChange);
  useEffect(() => {
    if (form.load.status === 'unauthorized') callbacks.current.onUnauthorized?.();
  }, [form.load.status]);
  useEffect(() => {
    if (form.save.status === 'saved') callbacks.current.onSaved?.();
  }, [form.save]);
  const saveStarts = useFocusAfterSave(form.save);
  // A refused save takes the keyboard to the first field that needs fixing.
  const formRef = useRef<HTMLFormElement>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (form.save.status === 'invalid') formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    // A save refused for a link not added takes the keyboard to its Add button.
    if (form.save.status === 'draft')
      formRef.current?.querySelector<HTMLElement>('.social-links-widget-new > button')?.focus();
  }, [form.save]);

  const heading = showTitle ? <h1 className="documentFirstHeading">{intl.formatMessage(messages.title)}</h1> : null;
  const { load, values } = form;
  if (load.status !== 'ready' || !values) {
    return (
      <div className="ui container controlpanel-social-media">
        {heading}
        <PanelLoadStatus load={load} onRetry={form.reload} onUnlock={() => form.unlock()} />
      </div>
    );
  }

  const saving = form.save.status === 'saving';
  const showAppIdError = form.appIdInvalid;
  const ids = {
    share: `${baseId}-share`,
    appId: `${baseId}-app-id`,
    computedHelp: `${baseId}-computed-help`,
  };
  const none = intl.formatMessage(messages.noUsername);

  return (
    <div className="ui container controlpanel-social-media">
      {heading}
      <p className="documentDescription">
        {intl.formatMessage(messages.intro, { source: load.source.title || load.source['@id'] })}
      </p>
      <form
        ref={formRef}
        className="ui form"
        noValidate
        aria-busy={saving || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          saveStarts();
          void form.submit({ linkDraft });
        }}
      >
        <fieldset className="ui segment" disabled={saving}>
          <legend>{intl.formatMessage(messages.settingsLegend)}</legend>
          <div className="field">
            <div className="ui checkbox">
              <input
                id={ids.share}
                type="checkbox"
                checked={values.share_social_data}
                aria-describedby={`${ids.share}-help`}
                onChange={(event) => form.change('share_social_data', event.target.checked)}
              />
              <label htmlFor={ids.share}>{intl.formatMessage(messages.shareSocialData)}</label>
            </div>
            <p id={`${ids.share}-help`} className="help">
              {intl.formatMessage(messages.shareSocialDataHelp)}
            </p>
          </div>
          <div className={`field${showAppIdError ? ' error' : ''}`}>
            <label htmlFor={ids.appId}>{intl.formatMessage(messages.facebookAppId)}</label>
            <div className="ui input">
              <input
                id={ids.appId}
                type="text"
                value={values.facebook_app_id}
                autoComplete="off"
                aria-invalid={showAppIdError || undefined}
                aria-describedby={`${ids.appId}-help${showAppIdError ? ` ${ids.appId}-error` : ''}`}
                onChange={(event) => form.change('facebook_app_id', event.target.value)}
              />
            </div>
            <p id={`${ids.appId}-help`} className="help">
              {intl.formatMessage(messages.facebookAppIdHelp)}
            </p>
            {showAppIdError ? (
              <p id={`${ids.appId}-error`} className="ui pointing red basic label">
                {intl.formatMessage(messages.facebookAppIdInvalid)}
              </p>
            ) : null}
          </div>
        </fieldset>
        <div className="ui segment">
          <SocialLinksWidget
            id="social_links"
            fieldSet="social_media"
            title={intl.formatMessage(messages.linksTitle)}
            description={intl.formatMessage(messages.linksHelp)}
            value={values.social_links}
            onChange={(_, links) => form.change('social_links', links)}
            isDisabled={saving}
            networks={registry}
            onDraftChange={(_, draft) => setLinkDraft(draft)}
          />
        </div>
        <fieldset className="ui segment" aria-describedby={ids.computedHelp}>
          <legend>{intl.formatMessage(messages.computedLegend)}</legend>
          <p id={ids.computedHelp} className="help">
            {intl.formatMessage(messages.computedHelp)}
          </p>
          {computedUsernameFields.map(({ field, label }) => (
            <div key={field} className="field">
              <label htmlFor={`${baseId}-${field}`}>{intl.formatMessage(label)}</label>
              <div className="ui input">
                <input id={`${baseId}-${field}`} type="text" readOnly value={load.computed[field]} placeholder={none} />
              </div>
            </div>
          ))}
        </fieldset>
        <SaveStatus
          save={form.save}
          dirty={unsaved}
          onUnlock={() => form.unlock({ linkDraft })}
          onTakeTheirs={form.takeTheirs}
          onOverwrite={() => form.submit({ linkDraft, overwrite: true })}
        />
        <div className="actions">
          <button ref={saveButton} type="submit" className="ui primary button" disabled={saving}>
            {intl.formatMessage(saving ? messages.saving : messages.save)}
          </button>
          <button
            type="button"
            className="ui basic button"
            disabled={saving || !form.dirty}
            onClick={() => {
              form.discard();
              // With nothing left to discard, this button turns disabled and a browser drops its focus: the keyboard
              // goes to Save, the button before it.
              saveButton.current?.focus();
            }}
          >
            {intl.formatMessage(messages.discard)}
          </button>
        </div>
      </form>
    </div>
  );
}
