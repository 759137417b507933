// The slot component: the site's links on every page (from the settings Volto's content GET carried),
// or the configured fallback links when the backend serves none.
import { SiteSocialLinks } from '../components/SiteSocialLinks';
import { activeSocialMediaSettings } from './activeConfig';

/**
 * Rendered by Volto's `SlotRenderer`; the slot's props (content, location, navRoot) do not change the links. Volto's
 * views put the page in a `ui container` and render `belowContent` after it, so the links take one of their own
 * (as Volto's tags in that slot do) to align with the page.
 */
export function SocialLinksSlot() {
  return (
    <SiteSocialLinks
      fallbackLinks={activeSocialMediaSettings().fallbackLinks}
      className="socialmedia-slot ui container"
    />
  );
}
