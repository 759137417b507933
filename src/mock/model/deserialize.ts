// PATCH and POST bodies as plone.restapi's Dexterity deserializer reads them: fields at the top level, read-only and
// unknown keys ignored, `null` stores the missing value, each field coerced and validated as zope.schema /
// plone.schema do; errors are collected and raised as one BadRequest (a Python repr). A field counts as changed
// only when its new value `!=` the stored one; then ObjectModifiedEvent fires (modified date, a new version). The
// layout is set after validation, whether or not anything else changed.
import { isPlainObject } from '../../contract/validationProblems';
import type { BehaviorDefinition, FieldDefinition } from './behaviors';
import type { ContentNode } from './content';
import { copyJson } from './copyJson';
import { parseDate } from './dateIndexes';
import { FieldValidationError, RaisedError } from './errors';
import { deserializeObjectList } from './jsonField';
import { storedByUid, type StoringContext } from './resolveUid';
import { hasLinkTarget, REMOTE_URL } from './linkTarget';
import { requireLayout } from './layout';
import { pyEquals, pyTruthy } from './pyCompare';
import { pyRepr } from './pyRepr';
import { relocate } from './redirector';
import { renamedId } from './shortName';
import type { MockSite } from './site';
import { deserializeSubjects, subjectsOf } from './subjects';
import { deserializeText, deserializeTextLine, missingValueOf } from './textFields';

type FieldError = Record<string, string>;

/** What a deserialization did. */
export interface DeserializeOutcome {
  /** Whether a field was marked as changed: plone.restapi then notifies ObjectModifiedEvent. */
  modified: boolean;
  /** plone.versioning's change note (the comment of the version the edit keeps); `null` when none was given. */
  changeNote: string | null;
}

/**
 * plone.versioning's `changeNote`: its adapter reads `""` and keeps what is written for the version the request
 * saves, so any value but `null` marks a change. In Plone's FTIs the behavior comes after plone.dublincore and
 * before the add-on's (which the site appends), hence where its errors go.
 */
const CHANGE_NOTE: FieldDefinition = {
  name: 'changeNote',
  kind: 'textline',
  title: 'Change Note',
  description: '',
  required: false,
  readonly: false,
};
const VERSIONING: BehaviorDefinition = {
  name: 'plone.versioning',
  aliases: [],
  marker: 'IVersioningSupport',
  fields: [CHANGE_NOTE],
};

export interface ApplyOptions {
  /** Validate the fields missing from the body too (content creation). */
  validateAll?: boolean;
  /**
   * Where a request stores the value (the API does; fixtures do not): the addresses of the site's own objects in a
   * JSON field or in the blocks are then stored by UID, as plone.restapi stores them.
   */
  links?: StoringContext;
}

/**
 * Applies the fields of `data` to `node`. With `validateAll` (content creation) fields missing from the body are
 * validated too, so a missing required title fails.
 * @throws RaisedError 400 BadRequest whose message is the repr of the error list; 500 ValueError for an empty
 *   or non-string `layout` (nothing is stored then: Zope aborts the transaction).
 */
export function applyFields(
  site: MockSite,
  node: ContentNode,
  data: Record<string, unknown>,
  options: ApplyOptions = {},
): DeserializeOutcome {
  const errors: FieldError[] = [];
  // What to store (a null always is, another value only when it differs) and whether it marks a change.
  const updates: Array<{ name: string; value: unknown; marks: boolean; store: boolean }> = [];
  for (const behavior of schemataOf(site, node)) {
    for (const field of behavior.fields) {
      if (field.readonly) continue;
      if (!Object.prototype.hasOwnProperty.call(data, field.name)) {
        if (options.validateAll && field.required && isMissing(site.readField(node, field))) {
          errors.push({ message: 'Required input is missing.', field: field.name, error: 'ValidationError' });
        }
        continue;
      }
      const current = field === CHANGE_NOTE ? '' : site.readField(node, field);
      const raw = data[field.name];
      if (raw === null) {
        if (field.required) {
          errors.push({
            field: field.name,
            message: `${field.name} is a required field. Setting it to null is not allowed.`,
            error: 'ValidationError',
          });
        } else {
          updates.push({ name: field.name, value: missingValueOf(field), marks: pyTruthy(current), store: true });
        }
        continue;
      }
      try {
        const deserialized = deserializeField(field, raw);
        // plone.restapi's JSONField deserializer keeps the site's own pages by UID (resolveUid.ts).
        const value =
          field.kind === 'objectList' && options.links ? storedByUid(options.links, deserialized) : deserialized;
        const differs = !pyEquals(value, current);
        updates.push({ name: field.name, value, marks: differs, store: differs });
      } catch (error) {
        if (!(error instanceof FieldValidationError)) throw error;
        errors.push({ message: error.message, field: field.name, error: 'ValidationError' });
      }
    }
  }
  // plone.categorization's tags, which every type of the mock has.
  if (Object.prototype.hasOwnProperty.call(data, 'subjects')) {
    try {
      const value = deserializeSubjects(data.subjects);
      const differs = !pyEquals(value, subjectsOf(node));
      updates.push({ name: 'subjects', value, marks: differs, store: differs });
    } catch (error) {
      if (!(error instanceof FieldValidationError)) throw error;
      errors.push({ message: error.message, field: 'subjects', error: 'ValidationError' });
    }
  }
  const effective = data.effective === null ? null : parseDate(data.effective);
  const expires = data.expires === null ? null : parseDate(data.expires);
  if (publicationIsInvalid(node, data, effective, expires)) {
    // The schema's invariant: plone.restapi reports it without a field, after the fields' errors.
    errors.push({ error: 'ValidationError', message: 'Expiration date must be after publishing date.' });
  }
  if (errors.length) throw new RaisedError(400, 'BadRequest', pyRepr(errors));
  const newId = renamedId(site, node, data);
  const layout = Object.prototype.hasOwnProperty.call(data, 'layout') ? requireLayout(data.layout) : undefined;
  // Volto's blocks (plone.volto's volto.blocks behavior), stored on the types that serve them as plone.restapi's
  // blocks deserializer stores them: the addresses of the site's own pages in any block by UID (resolveUid.ts).
  for (const name of VOLTO_BLOCKS_FIELDS) {
    const sent = data[name];
    const type = site.typeOf(node);
    if (name in type.extraKeys && isPlainObject(sent)) {
      const value = options.links ? storedByUid(options.links, sent) : sent;
      const differs = !pyEquals(value, node.fields[name] ?? type.extraKeys[name]);
      updates.push({ name, value, marks: differs, store: differs });
    }
  }
  let modified = false;
  let changeNote: string | null = null;
  for (const { name, value, marks, store } of updates) {
    // The change note is kept for the version, not stored on the object.
    if (name === CHANGE_NOTE.name) changeNote = typeof value === 'string' && value ? value : null;
    else if (store) node.fields[name] = copyJson(value);
    modified ||= marks;
  }
  // plone.publication's publishing date, which every type of the mock has (`null` clears it), and its expiration date.
  if (effective !== undefined && (node.effective?.getTime() ?? null) !== effective) {
    node.effective = effective === null ? null : new Date(effective);
    modified = true;
  }
  if (expires !== undefined && (node.expires?.getTime() ?? null) !== expires) {
    node.expires = expires === null ? null : new Date(expires);
    modified = true;
  }
  if (newId !== undefined) {
    relocate(site.redirects, node, node.parent!, newId);
    modified = true;
  }
  if (layout !== undefined) node.layout = layout;
  if (modified) node.modified = site.now();
  return { modified, changeNote };
}

/**
 * `applyFields`, answering only whether anything changed (the modified date is then updated).
 * @throws RaisedError as `applyFields` does.
 */
export function deserializeFields(
  site: MockSite,
  node: ContentNode,
  data: Record<string, unknown>,
  options: ApplyOptions = {},
): boolean {
  return applyFields(site, node, data, options).modified;
}

/** The fields of plone.dublincore's schema (IDublinCore), whichever of them the mock stores. */
const DUBLIN_CORE_FIELDS = [
  'title',
  'description',
  'subjects',
  'language',
  'effective',
  'expires',
  'creators',
  'contributors',
  'rights',
];

/**
 * IPublication's invariant (EffectiveAfterExpires), which the deserializer checks when the body has a field of the
 * dublin core schema: the dates sent, else the stored ones, must not have the expiration before the publication.
 */
function publicationIsInvalid(
  node: ContentNode,
  data: Record<string, unknown>,
  effective: number | null | undefined,
  expires: number | null | undefined,
): boolean {
  if (!DUBLIN_CORE_FIELDS.some((name) => Object.prototype.hasOwnProperty.call(data, name))) return false;
  const since = effective === undefined ? (node.effective?.getTime() ?? null) : effective;
  const until = expires === undefined ? (node.expires?.getTime() ?? null) : expires;
  return since !== null && until !== null && since > until;
}

/** The fields of Volto's blocks behavior (plone.volto's volto.blocks): a JSON object each. */
export const VOLTO_BLOCKS_FIELDS = ['blocks', 'blocks_layout'] as const;

/** A Link's own schema (plone.app.contenttypes' ILink), which Dexterity walks before the behaviors. */
const LINK_SCHEMA: BehaviorDefinition = { name: 'Link', aliases: [], marker: 'ILink', fields: [REMOTE_URL] };

/**
 * The schemata the deserializer walks, in order: a Link's own schema, the type's behaviors, with plone.versioning on
 * versioned types.
 */
function schemataOf(site: MockSite, node: ContentNode): BehaviorDefinition[] {
  const behaviors = hasLinkTarget(node) ? [LINK_SCHEMA, ...site.behaviorsOf(node)] : site.behaviorsOf(node);
  if (!site.typeOf(node).versioned) return behaviors;
  const position = Math.min(1, behaviors.length);
  return [...behaviors.slice(0, position), VERSIONING, ...behaviors.slice(position)];
}

function isMissing(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/** One field, through the deserializer plone.restapi adapts it to. */
function deserializeField(field: FieldDefinition, value: unknown): unknown {
  switch (field.kind) {
    case 'bool':
      return deserializeBool(value);
    case 'asciiline':
      return deserializeText(field, 'asciiline', value);
    case 'textline':
      return deserializeTextLine(field, value);
    case 'text':
      return deserializeText(field, 'text', value);
    case 'objectList':
      return deserializeObjectList(value);
    case 'image':
      // Uploads are outside the mock's contract: only clearing the image is supported.
      throw new FieldValidationError('Object is of wrong type.');
    default:
      return value;
  }
}

/** zope.schema Bool: only `"True"`/`"true"` are true among strings; ints count as bools. */
function deserializeBool(value: unknown): boolean {
  if (typeof value === 'string') return value === 'True' || value === 'true';
  if (typeof value === 'boolean') return value;
  // Bool's validation converts ints; a float or a container is of the wrong type.
  if (typeof value === 'number' && Number.isInteger(value)) return value !== 0;
  throw new FieldValidationError('Object is of wrong type.');
}
