// The Social Media control panel as a Volto route, made of Volto's parts as its core control panels are (the form
// in src/volto/editing), with Volto's Unauthorized page for visitors and users without permission and a prompt
// before leaving unsaved changes. Loaded lazily (it imports Volto), so none of this is in a visitor's first load;
// its messages come with it, in the editors' catalogue of the page's language.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { useHistory } from 'react-router-dom';
import Helmet from '@plone/volto/helpers/Helmet/Helmet';
import Unauthorized from '@plone/volto/components/theme/Unauthorized/Unauthorized';
import { controlPanelMessages } from '../editing/controlPanelMessages';
import { EditorIntlProvider } from '../editing/locales/EditorIntlProvider';
import { VoltoSettingsForm } from './editing/VoltoSettingsForm';
import { VoltoSocialMediaClientProvider } from './VoltoSocialMediaClientProvider';

interface VoltoState {
  userSession?: { token?: string | null };
}

/** The props of react-router's route that the page reads. */
export interface SocialMediaControlPanelRouteProps {
  /**
   * The server's router context (react-router's `StaticRouter`, on Volto's server only): Volto's Unauthorized page
   * marks it 401, and Volto's server answers with that status and `Cache-Control: no-cache` instead of a 200 that a
   * CDN or a crawler would keep.
   */
  staticContext?: object;
  [routeProp: string]: unknown;
}

/**
 * The route component Volto renders at `/controlpanel/social-media`: Volto's Unauthorized page for someone not signed
 * in (at once, without the editors' messages, which Volto's server has not loaded for a language other than English),
 * else the panel once the editors' messages are there.
 */
export default function SocialMediaControlPanelRoute({ staticContext }: SocialMediaControlPanelRouteProps) {
  const token = useSelector((state: VoltoState) => state.userSession?.token ?? null);
  const [refused, setRefused] = useState(false);
  // Signed in once is enough: a session that ends while the form is open (Volto empties the token when its renewal
  // fails) keeps the form and the editor's changes, as a core control panel does; a save then says it was refused.
  const [signedIn, setSignedIn] = useState(Boolean(token));
  if (token && !signedIn) setSignedIn(true);
  if (!signedIn || refused) return <Unauthorized staticContext={staticContext} />;
  return (
    <EditorIntlProvider>
      <SocialMediaControlPanelPage onRefused={() => setRefused(true)} sessionEnded={!token} />
    </EditorIntlProvider>
  );
}

/**
 * The panel of an editor who is signed in; `onRefused` when the backend refuses the editor's session, `sessionEnded`
 * once Volto's store has lost it.
 */
function SocialMediaControlPanelPage({ onRefused, sessionEnded }: { onRefused: () => void; sessionEnded: boolean }) {
  const intl = useIntl();
  const [dirty, setDirty] = useState(false);
  const title = intl.formatMessage(controlPanelMessages.title);
  const leavePrompt = intl.formatMessage(controlPanelMessages.leavePrompt);
  const history = useHistory();
  // What react-router's <Prompt> does, without keeping <Prompt> in the router module every page loads.
  useEffect(() => (dirty ? history.block(leavePrompt) : undefined), [dirty, history, leavePrompt]);

  return (
    <div id="page-controlpanel" className="socialmedia-controlpanel">
      <Helmet title={title} />
      <VoltoSocialMediaClientProvider>
        {/* The panel saves through the store's thunk, so every page already shows the saved settings. */}
        <VoltoSettingsForm onUnauthorized={onRefused} onDirtyChange={setDirty} sessionEnded={sessionEnded} />
      </VoltoSocialMediaClientProvider>
    </div>
  );
}
