// Reads the social media settings out of an `inherit` component, tolerating malformed payloads: what a page view
// runs (Volto's content GET carries the component). Reading them out of a whole content GET is the client's
// (settingsFromContent.ts), kept out of this module, which every page loads first.
import type { InheritSource, SocialMediaSettings } from '../contract/types';
import { parseInheritSource } from '../contract/parseInheritSource';
import { parseSettingsData } from '../contract/parseSettingsData';
import { isPlainObject } from '../contract/validationProblems';
import type { ValidationProblem } from '../contract/validationProblems';
import { shownHref } from './linkTarget';

/** The settings that apply to a page, where they came from, and what had to be repaired on the way. */
export interface ResolvedSettings {
  from: InheritSource;
  settings: SocialMediaSettings;
  problems: ValidationProblem[];
}

/**
 * The settings of `behaviorName` in an `inherit` component (`@components.inherit` or an `@inherit` body).
 * Returns `null` when the component is missing or no object in the chain provides the behavior; never throws.
 * A link no visitor sees (without a safe target) is kept, for the editors, and reported among the problems.
 */
export function settingsFromInherit(inherit: unknown, behaviorName: string): ResolvedSettings | null {
  if (!isPlainObject(inherit) || behaviorName === '@id') return null;
  const entry = inherit[behaviorName];
  if (!isPlainObject(entry)) return null;
  const source = parseInheritSource(entry.from);
  const data = parseSettingsData(entry.data);
  const problems = [
    ...source.problems,
    ...data.problems.map((problem) =>
      Object.assign({}, problem, { path: problem.path === 'data' ? 'data' : `data.${problem.path}` }),
    ),
  ];
  data.settings.social_links.forEach((link, index) => {
    if (!shownHref(link)) {
      problems.push({ path: `data.social_links[${index}]`, index, reason: 'not shown: no safe href' });
    }
  });
  return { from: source.from, settings: data.settings, problems };
}
