// The Social Media control panel (editor chunk, loaded lazily): the add-on's SocialMediaControlPanel on the
// settings object at `path` (the site root, or a subsite with its own settings). After each save the
// footer reloads the settings, so the change shows at once.
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { SocialMediaControlPanel } from '@example/volto-socialmedia/editing';
import { loadSettings, useSocialMediaDispatch } from '@example/volto-socialmedia/store';
import { useDocumentHead } from '../documentHead';
import { messages } from '../messages';
import { Link, useLeavePrompt } from '../router';
import { useSession } from '../session';
import { NeedLogin } from './NeedLogin';
import '../editor.css';

/** The control panel of the settings at `path`. */
export default function ControlPanelPage({ path }: { path: string }) {
  const intl = useIntl();
  const { username, client } = useSession();
  const dispatch = useSocialMediaDispatch();
  useDocumentHead({ title: intl.formatMessage(messages.controlPanel), brand: intl.formatMessage(messages.brand) });
  const refreshFooter = useCallback(() => {
    void dispatch(loadSettings({ client, path }));
  }, [dispatch, client, path]);
  useEffect(refreshFooter, [refreshFooter]);
  const [unsaved, setUnsaved] = useState(false);
  useLeavePrompt(unsaved ? intl.formatMessage(messages.leaveUnsaved) : null);

  if (!username) return <NeedLogin back={{ name: 'controlpanel', path }} />;
  return (
    <div className="card editor-page">
      <SocialMediaControlPanel path={path} onSaved={refreshFooter} onDirtyChange={setUnsaved} />
      <p className="page-actions">
        <Link to={{ name: 'content', path }}>{intl.formatMessage(messages.backToPage)}</Link>
      </p>
    </div>
  );
}
