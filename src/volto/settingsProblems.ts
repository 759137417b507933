// What is wrong with a site's `config.settings.socialMedia`, said once on the console in development. The add-on reads
// each option defensively where it can (a `slot` that is no text is the default slot), but an integrator's JavaScript
// has no types to catch `icon: 'codeberg.svg'` or `slots: false`, and a mistyped option does nothing without a word.
// Loaded only behind `process.env.NODE_ENV !== 'production'` (see installSettings.ts): production builds drop it.
import * as v from 'valibot';
import { describeIssues } from '../contract/describeIssues';
import { isPlainObject } from '../contract/validationProblems';
import { FEDIVERSE_HANDLE, X_HANDLE } from '../core/authorAttribution';
import { iconLoaderProblems } from './iconLoaderProblems';

/** Unknown keys are named as such; valibot's own words for them ("Expected never") say little to an integrator. */
const unknownKey = (issue: v.BaseIssue<unknown>) =>
  issue.expected === 'never' ? 'not an option of the add-on' : issue.message;

/** An issue's message: what the option should be, and what it is. */
const expected = (what: string) => (issue: v.BaseIssue<unknown>) => `expected ${what}, got ${issue.received}`;

const text = v.string();
const strings = v.array(v.string());

/** Text that `pattern` matches once trimmed, as the head tags read a creator; else `what` is named as expected. */
const handle = (pattern: RegExp, what: string) =>
  v.pipe(
    text,
    v.check((value) => pattern.test(value.trim()), expected(what)),
  );

/** A network's fields as `NetworkOverride` types them; `null` means "not set", as the registry reads it. */
const NetworkOverrideSchema = v.strictObject(
  {
    title: v.nullish(
      v.union([text, v.looseObject({ id: text })], expected('a name or a message descriptor ({ id, defaultMessage })')),
    ),
    icon: v.nullish(v.function(expected('a function that loads the icon, such as () => import(…)'))),
    placeholder: v.nullish(text),
    hostnames: v.nullish(strings),
    profile: v.nullish(text),
    tracking: v.nullish(strings),
  },
  unknownKey,
);

/** The options the README lists, each as `SocialMediaVoltoSettings` types it; `null` or absent: the default. */
const SocialMediaOptionsSchema = v.strictObject(
  {
    behaviorPrefix: v.nullish(
      v.pipe(
        text,
        v.regex(/^\S+$/, expected('a vendor prefix without spaces, such as plonegovbr')),
        // The backend add-on's package (`plonegovbr.socialmedia`) or a behavior's whole name copied as the prefix
        // asks Plone for `plonegovbr.socialmedia.socialmedia.settings`, which no object provides: no page shows links.
        v.check(
          (value) => /\s/.test(value) || vendorPrefix(value),
          expected('the vendor prefix alone, such as plonegovbr for plonegovbr.socialmedia.settings'),
        ),
      ),
    ),
    behaviors: v.nullish(v.strictObject({ settings: v.optional(text), links: v.optional(text) }, unknownKey)),
    slot: v.nullish(v.union([text, v.literal(false)], expected('a slot name, or false for none'))),
    fallbackLinks: v.nullish(v.array(v.unknown())),
    // Each network's object is checked on its own (below), so that a wrong field is named, not the whole network.
    networks: v.nullish(
      v.record(
        text,
        v.union(
          [v.undefined(), v.null(), v.literal(false), v.looseObject({})],
          expected('an object of the network’s fields, or null to remove it'),
        ),
      ),
    ),
    widgetForFieldId: v.nullish(v.boolean()),
    navRootFallback: v.nullish(v.boolean()),
    structuredData: v.nullish(v.boolean()),
    iconSprite: v.nullish(v.boolean()),
    // The head tags leave out a creator that is no such handle: said here, or an integrator never learns why.
    creator: v.nullish(
      v.strictObject(
        {
          fediverse: v.optional(handle(FEDIVERSE_HANDLE, 'a fediverse handle such as @user@instance')),
          x: v.optional(handle(X_HANDLE, 'an X username such as @user')),
        },
        unknownKey,
      ),
    ),
    defaultShareImage: v.nullish(
      v.strictObject(
        { url: text, width: v.optional(v.number()), height: v.optional(v.number()), alt: v.optional(text) },
        unknownKey,
      ),
    ),
  },
  unknownKey,
);

/** A dotted name without an empty part, none of whose parts is the `socialmedia` the behaviors' names add to it. */
function vendorPrefix(value: string): boolean {
  const parts = value.split('.');
  return parts.every((part) => part !== '' && part.toLowerCase() !== 'socialmedia');
}

/**
 * What is wrong with `options` (the site's `config.settings.socialMedia`), one line naming each wrong option and what
 * it should be; `null` when nothing is.
 */
export function settingsProblems(options: unknown): string | null {
  const result = v.safeParse(SocialMediaOptionsSchema, options);
  const problems = result.issues ? [describeIssues(result.issues)] : [];
  const networks = isPlainObject(options) && isPlainObject(options.networks) ? options.networks : {};
  for (const [id, network] of Object.entries(networks)) {
    const fields = isPlainObject(network) ? v.safeParse(NetworkOverrideSchema, network) : null;
    for (const issue of (fields && fields.issues) || []) problems.push(`networks.${id}.${describeIssues([issue])}`);
  }
  return problems.length ? problems.join('; ') : null;
}

let reported: Set<string> | undefined;

/**
 * Says on the console, once per distinct message, what is wrong with `options`; then, once the site's own icons have
 * loaded, which of them loaded no component (see iconLoaderProblems.ts).
 */
export function reportSettingsProblems(options: unknown): void {
  report(settingsProblems(options));
  void iconLoaderProblems(options).then((problems) => report(problems.join('; ') || null));
}

function report(problems: string | null): void {
  if (!problems) return;
  const message = `volto-socialmedia: config.settings.socialMedia: ${problems}`;
  if (!reported || reported.size > 100) reported = new Set();
  if (reported.has(message)) return;
  reported.add(message);
  console.warn(message);
}
