// The Social Media control panel as a Volto route: the editing chunk's panel with Volto's toolbar, Volto's
// Unauthorized page for visitors and users without permission, and a prompt before leaving unsaved changes.
// Loaded lazily (it imports Volto), so none of this is in a visitor's first load.
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { Link, useHistory, useLocation } from 'react-router-dom';
import Helmet from '@plone/volto/helpers/Helmet/Helmet';
import Toolbar from '@plone/volto/components/manage/Toolbar/Toolbar';
import Unauthorized from '@plone/volto/components/theme/Unauthorized/Unauthorized';
import Icon from '@plone/volto/components/theme/Icon/Icon';
import { useClient } from '@plone/volto/hooks/client/useClient';
import backSVG from '@plone/volto/icons/back.svg';
import { controlPanelMessages } from '../editing/controlPanelMessages';
import { SocialMediaControlPanel } from '../editing/SocialMediaControlPanel';
import { VoltoSocialMediaClientProvider } from './VoltoSocialMediaClientProvider';
import { voltoMessages } from './voltoMessages';

interface VoltoState {
  userSession?: { token?: string | null };
}

/** The route component Volto renders at `/controlpanel/social-media`. */
export default function SocialMediaControlPanelRoute() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const isClient = useClient();
  const token = useSelector((state: VoltoState) => state.userSession?.token ?? null);
  const [refused, setRefused] = useState(false);
  const [dirty, setDirty] = useState(false);
  const title = intl.formatMessage(controlPanelMessages.title);
  const leavePrompt = intl.formatMessage(controlPanelMessages.leavePrompt);
  const history = useHistory();
  // What react-router's <Prompt> does, without keeping <Prompt> in the router module every page loads.
  useEffect(() => (dirty ? history.block(leavePrompt) : undefined), [dirty, history, leavePrompt]);

  if (!token || refused) return <Unauthorized />;
  const toolbar = document?.getElementById?.('toolbar');
  return (
    <div id="page-controlpanel" className="socialmedia-controlpanel">
      <Helmet title={title} />
      <VoltoSocialMediaClientProvider>
        {/* The panel saves through the store's thunk, so every page already shows the saved settings. */}
        <SocialMediaControlPanel path="" onUnauthorized={() => setRefused(true)} onDirtyChange={setDirty} />
      </VoltoSocialMediaClientProvider>
      {isClient &&
        toolbar &&
        createPortal(
          <Toolbar
            pathname={pathname}
            hideDefaultViewButtons
            inner={
              <Link to="/controlpanel" className="item">
                <Icon
                  name={backSVG}
                  className="contents circled"
                  size="30px"
                  title={intl.formatMessage(voltoMessages.backToControlPanels)}
                />
              </Link>
            }
          />,
          toolbar,
        )}
    </div>
  );
}
