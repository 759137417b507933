// The Follow Us block's view in Volto: the components' block view, with the configured fallback links
// when the backend serves none.
import { FollowUsBlockView } from '../components/FollowUsBlockView';
import type { FollowUsBlockViewProps } from '../components/FollowUsBlockView';
import { useSiteSocialLinks } from '../store/hooks';
import { activeSocialMediaSettings } from './activeConfig';

/** Volto's block view props (`data`, `isEditMode`, ...) pass through. */
export function FollowUsBlockVoltoView(props: FollowUsBlockViewProps) {
  const links = useSiteSocialLinks();
  const shown = links.length > 0 ? links : activeSocialMediaSettings().fallbackLinks;
  return <FollowUsBlockView {...props} links={shown} />;
}
