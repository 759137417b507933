// The write permissions plone.autoform's `write_permission` directives put on the fields of Plone's own behaviors.
// `@types/<type>` builds the add/edit form on the object it is asked on, and z3c.form leaves out a field whose
// write permission the caller lacks there: the field is missing from the schema's properties and its fieldset.
// The recorded schemas (coreTypeFields.ts) are a manager's, who has every permission.
import type { ContentNode } from './content';
import { canAdd } from './permissions';
import type { MockUser } from './users';

type PermissionCheck = (node: ContentNode, user: MockUser | null) => boolean;

/**
 * By behavior, then field: the check of the field's write permission. plone.app.dexterity's IShortName guards `id`
 * with `cmf.AddPortalContent`, so a member asking at the site root (where she may add nothing) gets no short name.
 */
const WRITE_PERMISSIONS: Record<string, Record<string, PermissionCheck>> = {
  'plone.shortname': { id: canAdd },
};

/** Whether the form built on `node` for `user` keeps the field `name` of `behavior`. */
export function mayWriteField(behavior: string, name: string, node: ContentNode, user: MockUser | null): boolean {
  const check = WRITE_PERMISSIONS[behavior]?.[name];
  return check === undefined || check(node, user);
}
