// Whether someone else saved the settings after the control panel loaded them: a PATCH of `social_links` replaces the
// whole list, and Volto's own forms keep no version to compare, so a save would replace what another editor saved
// meanwhile (the home page's edit form, the panel in another browser) without a word. The panel reads what is stored
// just before it saves, and stops where someone changed a field she changed too.
import type { SocialMediaClient } from '../client/types';
import { readEditableLinks, writeSocialLinks } from './editableLinks';
import { valuesOf } from './loadPanelSettings';
import type { PanelValues } from './loadPanelSettings';

/** The fields the panel edits, in the form's order. */
export const PANEL_FIELDS: ReadonlyArray<keyof PanelValues> = ['share_social_data', 'facebook_app_id', 'social_links'];

/**
 * Whether two values of `field` save the same: links are compared as they would be sent (the backend serves an item's
 * keys in another order than the editor writes them).
 */
export function sameFieldValue(field: keyof PanelValues, a: PanelValues, b: PanelValues): boolean {
  if (field !== 'social_links') return a[field] === b[field];
  const written = (value: unknown) => JSON.stringify(writeSocialLinks(readEditableLinks(value)));
  return written(a.social_links) === written(b.social_links);
}

/**
 * The fields among `changed` (hers) that someone else saved since `base` (what the panel loaded or last saved), now
 * stored as `theirs`, to another value than hers; a change they both made alike is no conflict.
 */
export function conflictingFields(
  changed: ReadonlyArray<keyof PanelValues>,
  base: PanelValues,
  mine: PanelValues,
  theirs: PanelValues,
): Array<keyof PanelValues> {
  return PANEL_FIELDS.filter(
    (field) => changed.includes(field) && !sameFieldValue(field, base, theirs) && !sameFieldValue(field, mine, theirs),
  );
}

/** The panel's fields as stored now on `sourceId` (one GET), `null` when they cannot be read (the save then tells). */
export async function storedValues(
  client: SocialMediaClient,
  sourceId: string,
  signal: AbortSignal,
): Promise<PanelValues | null> {
  try {
    return valuesOf((await client.getContent(sourceId, { signal })).content);
  } catch {
    return null;
  }
}
