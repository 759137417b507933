// The tags of an object (plone.app.dexterity's ICategorization `subjects`, a Tuple of TextLine): kept in the order
// sent, served by a content GET, by the catalog's `Subject` column and by its `Subject` KeywordIndex.
import type { ContentNode } from './content';
import { FieldValidationError } from './errors';
import { pyStrip } from './pyText';

/** The tags `node` carries, in the order they were set (`[]` when none). */
export function subjectsOf(node: ContentNode): string[] {
  const stored = node.fields.subjects;
  return Array.isArray(stored) ? stored.map(String) : [];
}

/**
 * The tags as plone.restapi's CollectionFieldDeserializer reads them: a single value is a list of one, and each tag
 * is a text line (stripped); `null` clears them (the field's missing value is the empty tuple).
 * @throws FieldValidationError for a tag that is not text, or is empty once stripped (a required text line).
 */
export function deserializeSubjects(value: unknown): string[] {
  if (value === null) return [];
  return (Array.isArray(value) ? value : [value]).map((tag) => {
    const token = typeof tag === 'object' && tag !== null && 'token' in tag ? (tag as { token: unknown }).token : tag;
    if (typeof token !== 'string') throw new FieldValidationError('Object is of wrong type.');
    const text = pyStrip(token);
    if (text === '') throw new FieldValidationError('Required input is missing.');
    return text;
  });
}
