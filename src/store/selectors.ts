// Typed selectors over the settings that apply to the current page. Inside Volto they read the settings where
// Volto keeps them, in the page's content (`content.data['@components'].inherit`), parsed once per content object;
// the `socialMedia` state adds only what Volto's state lacks: a save the content does not reflect yet, and the
// navigation root's settings for a page whose content came without them. In a plain React app, the state holds
// what the thunks loaded. They give the defaults when nothing provides settings, and return the same objects
// for equal settings so that components do not re-render for nothing.
import type { InheritSource, SocialLink, SocialMediaSettings } from '../contract/types';
import { isPlainObject } from '../contract/validationProblems';
import { navRootLackingSettings } from './navRoots';
import { IDLE_REQUEST, NO_SETTINGS } from './state';
import type { RequestState, SettingsProblem, SettingsSnapshot, SocialMediaRootState, SocialMediaState } from './state';
import { inheritOf, settingsOfInherit } from './voltoContent';

/** Each content object's settings (`null`: it lacks them) under a behavior name, read once: no render parses again. */
const readContents = new WeakMap<object, [behavior: string, snapshot: SettingsSnapshot | null]>();
/**
 * The last settings read: the entry as served and the snapshot as JSON, to give the same objects again for equal
 * settings in a new content object (a server reads every page's settings anew, mostly the site root's again).
 */
let lastRead: { behavior: string; served: string; json: string; snapshot: SettingsSnapshot } | undefined;
/** The settings each `socialMedia` state last found in Volto's content, for a page that failed to load. */
const lastKnown = new WeakMap<SocialMediaState, SettingsSnapshot>();
const noState: SocialMediaState = {};

/** The slice state, or the initial one when no reducer is installed under `socialMedia`. */
export function selectSocialMediaState(state: SocialMediaRootState): SocialMediaState {
  return (state as Partial<SocialMediaRootState>).socialMedia || noState;
}

/**
 * The settings that apply to the current page, where they came from and what was wrong with them: settings the
 * state holds (a save Volto's content does not reflect yet, or what a plain app loaded), else those of Volto's
 * page content (or of its navigation root, when the content lacks them); the defaults when nothing provides any.
 */
export function selectSettingsSnapshot(state: SocialMediaRootState): SettingsSnapshot {
  const own = selectSocialMediaState(state);
  return own.held || (own.behavior && contentSettings(state, own, own.behavior)) || NO_SETTINGS;
}

/**
 * The settings an `inherit` component carries under `behavior`, read again only when they differ from the last
 * ones. Volto loads the page again after hydrating it: equal settings keep their objects, so nothing re-renders.
 * (What was served is compared first, then the snapshot: the reader keeps only the contract's shallow shapes.)
 */
function readSettings(inherit: Record<string, unknown> | undefined, behavior: string): SettingsSnapshot | null {
  const served = servedJson(inherit && inherit[behavior]);
  if (served !== undefined && lastRead && lastRead.behavior === behavior && lastRead.served === served)
    return lastRead.snapshot;
  const snapshot = settingsOfInherit(inherit, behavior);
  const json = snapshot && JSON.stringify(snapshot);
  if (!json || !snapshot || served === undefined) return snapshot;
  if (lastRead && lastRead.json === json) {
    lastRead = { behavior, served, json, snapshot: lastRead.snapshot };
    return lastRead.snapshot;
  }
  lastRead = { behavior, served, json, snapshot };
  return snapshot;
}

/** The entry as JSON; `undefined` when it has none or cannot be written (nested deeper than the stack). */
function servedJson(entry: unknown): string | undefined {
  try {
    return JSON.stringify(entry);
  } catch {
    return undefined;
  }
}

/** The settings of Volto's page content or of its navigation root; the last known ones when there is no content. */
function contentSettings(state: object, own: SocialMediaState, behavior: string): SettingsSnapshot | undefined {
  const volto = (state as { content?: { data?: unknown } }).content;
  const content = volto && volto.data;
  if (!isPlainObject(content)) return lastKnown.get(own);
  let read = readContents.get(content);
  if (!read || read[0] !== behavior) {
    read = [behavior, readSettings(inheritOf(content), behavior)];
    readContents.set(content, read);
  }
  const navRoot = read[1] ? null : navRootLackingSettings(content, behavior);
  const snapshot = read[1] || (navRoot !== null && own.navRoots && own.navRoots[navRoot]) || NO_SETTINGS;
  if (own !== noState) lastKnown.set(own, snapshot);
  return snapshot;
}

/** The settings that apply to the current page (defaults when the backend serves none). */
export function selectSocialMediaSettings(state: SocialMediaRootState): SocialMediaSettings {
  return selectSettingsSnapshot(state).settings;
}

/** The object the settings came from (`@id`, `title`), or `null`. */
export function selectSettingsSource(state: SocialMediaRootState): InheritSource | null {
  return selectSettingsSnapshot(state).from;
}

/** The site's links, in the stored order. */
export function selectSiteSocialLinks(state: SocialMediaRootState): SocialLink[] {
  return selectSocialMediaSettings(state).social_links;
}

export function selectShareSocialData(state: SocialMediaRootState): boolean {
  return selectSocialMediaSettings(state).share_social_data;
}

export function selectFacebookAppId(state: SocialMediaRootState): string {
  return selectSocialMediaSettings(state).facebook_app_id;
}

/** The X username the backend computed from the links (`''` when there is no X link). */
export function selectXUsername(state: SocialMediaRootState): string {
  return selectSocialMediaSettings(state).x_username;
}

/** The Facebook username the backend computed from the links (`''` when there is no Facebook link). */
export function selectFacebookUsername(state: SocialMediaRootState): string {
  return selectSocialMediaSettings(state).facebook_username;
}

/** What was wrong with the settings payload the page's settings were read from. */
export function selectSettingsProblems(state: SocialMediaRootState): SettingsProblem[] {
  return selectSettingsSnapshot(state).problems;
}

export function selectLoadStatus(state: SocialMediaRootState): RequestState {
  return selectSocialMediaState(state).load || IDLE_REQUEST;
}

export function selectSaveStatus(state: SocialMediaRootState): RequestState {
  return selectSocialMediaState(state).save || IDLE_REQUEST;
}
