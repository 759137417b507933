// Whether Plone offers the signed-in user to edit an object, read from its content GET with the `actions` expansion:
// plone.restapi lists the `edit` action among the object's actions (`@components.actions.object`) only for a user who
// holds Modify portal content there and whom no one else's lock keeps out, and Volto offers its Edit button by the
// same reading. The Social Media control panel and the demo's pages read it here.
import type { ContentResponse } from './types';

/**
 * True when the content's expanded actions list `edit` among the object's actions, false when they list the object's
 * actions without it, and `null` when the actions were not expanded (then only a save tells). Never throws.
 */
export function editActionOffered(content: ContentResponse): boolean | null {
  const actions = content['@components']?.actions;
  const object = actions && !Array.isArray(actions) ? (actions as { object?: unknown }).object : undefined;
  if (!Array.isArray(object)) return null;
  return object.some(
    (action) => typeof action === 'object' && action !== null && (action as { id?: unknown }).id === 'edit',
  );
}
