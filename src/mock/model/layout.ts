// The view an object is shown with (Volto's Display menu): CMFDynamicViewFTI's `setLayout` stores any non-empty
// string without checking it against the type's available views, and `getLayout` answers it, or the type's
// default view while none is stored.
import type { ContentNode } from './content';
import { RaisedError } from './errors';
import { pyRepr, pyTypeName } from './pyRepr';
import type { MockSite } from './site';

/**
 * `setLayout`'s check, which the deserializer reaches after validating the fields.
 * @throws RaisedError 500 ValueError for an empty or non-string layout (the PATCH service does not catch it).
 */
export function requireLayout(value: unknown): string {
  if (typeof value === 'string' && value !== '') return value;
  const shown = typeof value === 'string' ? value : pyRepr(value);
  throw new RaisedError(
    500,
    'ValueError',
    `layout must be a non empty string, got ${shown}(<class '${pyTypeName(value)}'>)`,
  );
}

/** `getLayout()`: the stored layout, else the type's default view. */
export function layoutOf(site: MockSite, node: ContentNode): string {
  return node.layout ?? site.typeOf(node).layout;
}
