// Whether the signed-in user may edit a page, as Volto decides where to offer its Edit button: Plone names the
// object's `edit` action in the page's `actions` component only for a user who holds Modify portal content there and
// whom no one else's lock keeps out. A member who may edit nothing is then offered no form whose save is refused.
import { editActionOffered } from '@example/volto-socialmedia/contract';
import type { ContentResponse } from '@example/volto-socialmedia/contract';

/** The expansion a signed-in user's content GET adds, beside the navigation, so that the page knows what she may do. */
export const ACTIONS_EXPANSION = 'actions';

/** True when the content's expanded actions offer `edit`; false when they do not, or were not expanded. */
export function mayEdit(content: ContentResponse): boolean {
  return editActionOffered(content) === true;
}
