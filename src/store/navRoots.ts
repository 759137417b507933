// Which navigation root's settings a page needs when its content came without them: the reference backend leaves
// the settings out of `@components.inherit` when their closest provider is not viewable by the visitor (a
// published page in a private folder), and the page then shows those of its navigation root, fetched once.
import { inheritOf } from './voltoContent';

/**
 * The request of a navigation root's settings, made through Volto's api middleware (an action with `request`),
 * which dispatches it again as `<type>_PENDING`, then `<type>_SUCCESS` (with `result`) or `<type>_FAIL`; every
 * field but `request` travels along, `navRoot` (the root's `@id`) among them.
 */
export const NAV_ROOT_SETTINGS = 'socialMedia/navRootSettings';

/**
 * The navigation root whose settings a page of `content` needs: its `@id`, from Volto's `navroot` component (`''`
 * for the site root when the content names none); `null` when the content carries its settings under `behavior`,
 * or has no `inherit` component at all (nothing was asked of the backend, so nothing is missing). Never throws.
 */
export function navRootLackingSettings(content: unknown, behavior: string): string | null {
  const inherit = inheritOf(content);
  if (!inherit || behavior in inherit) return null;
  // Read with `&&`, which never throws on a JSON value (Volto's build spells optional chaining out at length): a
  // missing or malformed component gives the site root.
  const components = (content as { [key: string]: Loose })['@components'];
  const navroot = components && components.navroot;
  const root = navroot && navroot.navroot;
  const id = root && root['@id'];
  return typeof id === 'string' ? id : '';
}

/** A JSON value, read field by field, each field checked where it is used. */
export type Loose = { [key: string]: Loose } | undefined;
