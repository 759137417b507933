// plone.shortname's `id` field: writing it renames the object. plone.app.dexterity's ShortName adapter hands the
// name to the container's name chooser (normalised, made unique among the other children) and renames the object
// with `manage_renameObject`, which is how Volto's Contents renames a page (a PATCH of `id` and `title`).
import type { ContentNode } from './content';
import { CORE_TYPES } from './coreTypeFields';
import { normalizeId, uniqueId } from './ids';
import type { MockSite } from './site';

/**
 * The id a body's `id` renames `node` to; `undefined` when it renames nothing: the type has no short name, the
 * value is empty, not ASCII text, or the id the object has (the deserializer sets only a changed value).
 */
export function renamedId(site: MockSite, node: ContentNode, data: Record<string, unknown>): string | undefined {
  const value = data.id;
  if (node.parent === null || typeof value !== 'string' || value === '' || value === node.id) return undefined;
  // An ASCIILine: other text fails its validation, which the mock leaves out (no editor's screen sends it).
  if (!/^[\x20-\x7e]*$/.test(value)) return undefined;
  const type = site.typeOf(node);
  // The schema the mock serves for a type it has no recording of is the Folder's (typeSchema.ts): the same here.
  const core = Object.hasOwn(CORE_TYPES, type.id) ? CORE_TYPES[type.id]! : CORE_TYPES.Folder!;
  if (!core.behaviors.includes('plone.shortname')) return undefined;
  const siblings = node.parent.children.filter((child) => child !== node);
  return uniqueId(normalizeId(value), (id) => siblings.some((child) => child.id === id));
}
