// The slot component: the site's links on every page (from the settings Volto's content GET carried),
// or the configured fallback links when the backend serves none.
import { SiteSocialLinks } from '../components/SiteSocialLinks';
import { activeSocialMediaSettings } from './activeConfig';

/** Rendered by Volto's `SlotRenderer`; the slot's props (content, location, navRoot) do not change the links. */
export function SocialLinksSlot() {
  return <SiteSocialLinks fallbackLinks={activeSocialMediaSettings().fallbackLinks} className="socialmedia-slot" />;
}
