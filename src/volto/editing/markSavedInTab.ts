// Marks the browser tab as one where an editor saved, for the head tags of the page it was served: those were written
// by Volto's server before the save and are kept as they are (see createContentMetadataTags.tsx) while the page looks
// unchanged, which the site root, served without `modified`, always does. The editors call it as a save ends: their
// code loads only then, so the mark costs a visitor's first load no more than reading it.
import type { SavedMark } from '../servedHeadTags';

/**
 * The mark's name, `SAVED_IN_TAB` of servedHeadTags.ts, spelled out: importing it from there would make a page's first
 * load export it to this chunk (a test holds the two equal).
 */
export const SAVED_MARK = '__socialMediaSaved';

/** Tells the page's head tags to be built again from what is stored, the served page's too; nothing on a server. */
export function markSavedInTab(): void {
  if (typeof window !== 'undefined') (window as SavedMark)[SAVED_MARK] = true;
}
