// Stand-ins for the Volto parts around the control panel's route (its Helmet, Unauthorized page and router), for a
// test file that renders SocialMediaControlPanelRoute. Import it after voltoEditorMocks, before the code under test.
import { vi } from 'vitest';

/**
 * Volto's router history as the route sees it: a test reads what the panel asked of it. (The router's stand-in reads
 * it only when the route is imported, after this module has run.)
 */
export const history = { push: vi.fn(), goBack: vi.fn(), block: vi.fn(() => () => undefined) };

vi.mock('@plone/volto/helpers/Helmet/Helmet', () => ({ default: () => null }));
vi.mock('@plone/volto/components/theme/Unauthorized/Unauthorized', () => ({
  default: () => <p>Volto’s Unauthorized page</p>,
}));
vi.mock('react-router-dom', () => ({
  useHistory: () => history,
  useLocation: () => ({ pathname: '/controlpanel/social-media', key: 'k' }),
}));
