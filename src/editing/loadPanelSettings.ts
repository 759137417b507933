// Finds the object that holds a site's social media settings (the `from` of the inherit expansion at the
// site's root) and reads its fields as stored, so the control panel edits exactly what is there.
import type { SocialMediaClient } from '../client/types';
import { behaviorNames, DEFAULT_BEHAVIOR_PREFIX } from '../contract/behaviors';
import { editActionOffered } from '../contract/editActionOffered';
import type { ContentResponse, InheritSource } from '../contract/types';
import { isPlainObject } from '../contract/validationProblems';
import { lockHolder, lockTokenOf } from './sourceLock';
import type { LockHolder } from './sourceLock';

/** The fields an editor changes in the control panel. `social_links` is kept as stored, whatever its shape. */
export interface PanelValues {
  share_social_data: boolean;
  facebook_app_id: string;
  social_links: unknown;
}

/** The usernames the backend computes from the links on every read. */
export interface ComputedUsernames {
  x_username: string;
  facebook_username: string;
}

export type PanelSettings =
  | {
      kind: 'found';
      /** The object holding the settings; its `@id` is the path the panel PATCHes. */
      source: InheritSource;
      values: PanelValues;
      computed: ComputedUsernames;
      /**
       * Whether the user may edit the source, read from its `edit` action; `null` when the backend did not
       * expand the actions (then the save itself tells).
       */
      canEdit: boolean | null;
      /**
       * Who holds the source's lock and since when, `null` when it is not locked. Volto locks the site root while
       * someone edits the home page, and Plone then offers no one else its `edit` action.
       */
      lockedBy: LockHolder | null;
      /** The token of the source's lock (`null` when it is not locked): what a change by its holder must send. */
      lockToken: string | null;
    }
  | { kind: 'missing' }
  /**
   * The backend ignored the `inherit` expansion: its plone.restapi predates it (9.13), so no behavior's settings can
   * be read, whatever is enabled.
   */
  | { kind: 'noInheritExpansion' }
  /**
   * The object holds the settings fields, from the settings behavior of another vendor prefix, `prefix`, whose name,
   * `served`, the backend answers: the add-on's `behaviorPrefix` does not match the backend's.
   */
  | { kind: 'otherPrefix'; served: string; prefix: string };

/**
 * The vendor prefixes a backend's behaviors are known to have: this add-on's backend and the reference one,
 * `plonegovbr.socialmedia`, whose site moved here without setting `behaviorPrefix` is the likeliest mismatch.
 */
const KNOWN_PREFIXES = [DEFAULT_BEHAVIOR_PREFIX, 'plonegovbr'];

/**
 * The settings that apply at `path` (a navigation root; `''` is the site root) and the object that holds them.
 * Rejects with the client's errors (`PloneApiError` 401 for a user who may not even view the site).
 */
export async function loadPanelSettings(
  client: SocialMediaClient,
  path: string,
  signal?: AbortSignal,
): Promise<PanelSettings> {
  const query = { expand: 'actions' };
  const here = await client.getContent(path, { query, signal });
  if (!here.settings) {
    if (noInheritExpansion(here.content)) return { kind: 'noInheritExpansion' };
    // The settings fields on the object itself, while the expansion lacks our behavior: they come from a behavior of
    // another name, which one more request names when it is a known vendor's.
    const other = 'share_social_data' in here.content ? await otherPrefix(client, path, signal) : null;
    return other ?? { kind: 'missing' };
  }
  const source = here.settings.from;
  const content = sameObject(here.content['@id'], source['@id'])
    ? here.content
    : (await client.getContent(source['@id'], { query, signal })).content;
  return {
    kind: 'found',
    source,
    values: valuesOf(content),
    computed: computedOf(content),
    canEdit: editActionOffered(content),
    lockedBy: lockHolder(content),
    lockToken: lockTokenOf(content),
  };
}

/** The editable values as stored; a missing or mistyped flag or id falls back to the schema default. */
export function valuesOf(content: Record<string, unknown>): PanelValues {
  return {
    share_social_data: typeof content.share_social_data === 'boolean' ? content.share_social_data : true,
    facebook_app_id: typeof content.facebook_app_id === 'string' ? content.facebook_app_id : '',
    social_links: content.social_links ?? [],
  };
}

function computedOf(content: ContentResponse): ComputedUsernames {
  return {
    x_username: typeof content.x_username === 'string' ? content.x_username : '',
    facebook_username: typeof content.facebook_username === 'string' ? content.facebook_username : '',
  };
}

/**
 * Whether a content GET that asked for the `inherit` expansion came without any `inherit` component: plone.restapi
 * from 9.13 on answers at least the component's `@id` whenever a behavior is asked for, known or not, and an older one
 * ignores an expander it does not have.
 */
function noInheritExpansion(content: ContentResponse): boolean {
  const components = content['@components'];
  return isPlainObject(components) && !('inherit' in components);
}

/**
 * The known vendor's settings behavior the backend serves at `path` instead of the client's (Plone leaves a name it
 * does not know out of the answer), `null` when none or when the request fails.
 */
async function otherPrefix(
  client: SocialMediaClient,
  path: string,
  signal?: AbortSignal,
): Promise<PanelSettings | null> {
  const candidates = KNOWN_PREFIXES.filter((prefix) => behaviorNames(prefix).settings !== client.behaviors.settings);
  if (candidates.length === 0) return null;
  const names = candidates.map((prefix) => behaviorNames(prefix).settings);
  const inherit = await client.getInherit(path, names, { signal }).catch(() => null);
  const prefix = inherit && candidates.find((candidate) => behaviorNames(candidate).settings in inherit);
  return prefix ? { kind: 'otherPrefix', served: behaviorNames(prefix).settings, prefix } : null;
}

/** Whether two addresses name the same object (a trailing slash is no difference). */
export function sameObject(a: string, b: string): boolean {
  return a.replace(/\/+$/, '') === b.replace(/\/+$/, '');
}
