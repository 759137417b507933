// What a page must show of a payload, worked out from the contract's valibot schemas alone: the relation the
// page's light readers (parseSocialLinks, parseSettingsData, parseInheritSource; no valibot, for the first-load
// budget) are held to, field by field.
//
// - Where a schema accepts a value, the reader keeps the schema's output (a key the schema's fallback set to
//   `undefined` counts as absent), and reports nothing.
// - Where a schema reports an issue, the reader repairs exactly that field or drops exactly that item, and reports a
//   problem at the issue's place: a settings field takes its default, a link item that is not an object is dropped,
//   a list that is not a list reads as no links, a source without an address reads as `{ '@id': '', title: '' }`.
// - The one repair without a problem: a field that holds nothing (absent or `null`, how the backend stores a field
//   never set) takes its default silently, although the strict schema reports it.
// - Keys the schemas do not name are not kept; no problem is reported anywhere else.
import * as v from 'valibot';
import {
  DEFAULT_SETTINGS,
  InheritSourceSchema,
  isPlainObject,
  SettingsDataSchema,
  SocialLinkListSchema,
  SocialLinkSchema,
} from '../../src/contract';
import type { InheritSource, SocialLink, SocialMediaSettings } from '../../src/contract';

/** A problem as the relation places it: where, and which item; the wording is the reader's. */
export interface ProblemPlace {
  path: string;
  index?: number;
}

/** A reading with its problems' places only, sorted by place, so that readings compare field by field. */
export function placesOf<Reading extends { problems: ProblemPlace[] }>(reading: Reading): Reading {
  const problems = reading.problems
    .map(({ path, index }): ProblemPlace => (index === undefined ? { path } : { path, index }))
    .sort((a, b) => a.path.localeCompare(b.path));
  return { ...reading, problems };
}

/** The value with every key whose value is `undefined` left out, at any depth: how a reader writes "no title". */
export function withoutUndefinedKeys<Value>(value: Value): Value {
  if (Array.isArray(value)) return value.map(withoutUndefinedKeys) as Value;
  if (!isPlainObject(value)) return value;
  const entries = Object.entries(value).filter(([, item]) => item !== undefined);
  return Object.fromEntries(entries.map(([key, item]) => [key, withoutUndefinedKeys(item)])) as Value;
}

/** Absent, or `null`: how the backend serves a field that was never set. */
function holdsNothing(value: unknown): boolean {
  return value === null || value === undefined;
}

/** The list item each issue of a list schema is about (the first step of its path). */
function rejectedIndices(issues: ReadonlyArray<v.BaseIssue<unknown>>): number[] {
  const indices = issues.map((issue) => issue.path?.[0]?.key).filter((key) => typeof key === 'number');
  return [...new Set(indices)].sort((a, b) => a - b);
}

/** The reading of a `social_links` value the schemas call for (at `path`, as the reader names places). */
export function schemaReadingOfLinks(
  value: unknown,
  path = 'social_links',
): { links: SocialLink[]; problems: ProblemPlace[] } {
  const list = v.safeParse(SocialLinkListSchema, value);
  if (list.success) return { links: withoutUndefinedKeys(list.output), problems: [] };
  if (holdsNothing(value)) return { links: [], problems: [] };
  const issuePaths = list.issues.map((issue) => v.getDotPath(issue));
  if (!Array.isArray(value) || issuePaths.includes(null)) {
    // The list schema says so at the list itself: no links, one problem there.
    return { links: [], problems: [{ path }] };
  }
  const links = value.flatMap((item) => {
    const result = v.safeParse(SocialLinkSchema, item);
    return result.success ? [withoutUndefinedKeys(result.output)] : [];
  });
  const problems = rejectedIndices(list.issues).map((index) => ({ path: `${path}[${index}]`, index }));
  return placesOf({ links, problems });
}

const SETTINGS_FIELDS = Object.keys(SettingsDataSchema.entries) as Array<keyof SocialMediaSettings>;

/** The reading of the settings behavior's data the schemas call for. */
export function schemaReadingOfSettings(data: unknown): { settings: SocialMediaSettings; problems: ProblemPlace[] } {
  const defaults = (): SocialMediaSettings => ({ ...DEFAULT_SETTINGS, social_links: [] });
  const whole = v.safeParse(SettingsDataSchema, data);
  if (whole.success) {
    const settings = Object.fromEntries(SETTINGS_FIELDS.map((field) => [field, whole.output[field]]));
    return { settings: withoutUndefinedKeys(settings as SocialMediaSettings), problems: [] };
  }
  if (holdsNothing(data)) return { settings: defaults(), problems: [] };
  // Not an object (valibot's object schemas take a list for one; the contract does not).
  if (!isPlainObject(data)) return { settings: defaults(), problems: [{ path: 'data' }] };
  const settings: Record<string, unknown> = defaults();
  const problems: ProblemPlace[] = [];
  for (const field of SETTINGS_FIELDS) {
    const value = data[field];
    if (field === 'social_links') {
      const links = schemaReadingOfLinks(value, field);
      settings[field] = links.links;
      problems.push(...links.problems);
      continue;
    }
    const alone = v.safeParse(SettingsDataSchema.entries[field], value);
    if (alone.success) settings[field] = alone.output;
    else if (!holdsNothing(value)) problems.push({ path: field });
  }
  return placesOf({ settings: settings as SocialMediaSettings, problems });
}

/** The fields the whole settings schema reports an issue at (the first step of each issue's path). */
export function settingsFieldsWithIssues(data: unknown): string[] {
  const whole = v.safeParse(SettingsDataSchema, data);
  if (whole.success) return [];
  return [...new Set(whole.issues.map((issue) => String(issue.path?.[0]?.key ?? '')))].sort();
}

/** The reading of an inherit entry's `from` the schema calls for. */
export function schemaReadingOfSource(value: unknown): { from: InheritSource; problems: ProblemPlace[] } {
  const result = v.safeParse(InheritSourceSchema, value);
  if (result.success) return { from: { '@id': result.output['@id'], title: result.output.title }, problems: [] };
  return { from: { '@id': '', title: '' }, problems: [{ path: 'from' }] };
}
