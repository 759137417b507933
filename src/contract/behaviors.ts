// The names of the two Dexterity behaviors. The vendor prefix differs between backends
// (`example` for ours, `plonegovbr` for the reference add-on), so it is never hard-coded elsewhere.

export interface BehaviorNames {
  /** Site-wide settings, read through the `inherit` expansion. */
  settings: string;
  /** Links of an individual content object. */
  links: string;
}

/** The vendor prefix our backend add-on uses. */
export const DEFAULT_BEHAVIOR_PREFIX = 'example';

/**
 * Returns the behavior names for a vendor prefix:
 * `behaviorNames('plonegovbr').settings === 'plonegovbr.socialmedia.settings'`.
 */
export function behaviorNames(prefix: string = DEFAULT_BEHAVIOR_PREFIX): BehaviorNames {
  return {
    settings: `${prefix}.socialmedia.settings`,
    links: `${prefix}.socialmedia.links`,
  };
}

/** The widget name the backend declares for `social_links` (`widgetOptions.frontendOptions.widget`), ours alone. */
export const SOCIAL_LINKS_WIDGET = 'social_media_object_list';

/**
 * The widget names the backend declares for `social_links`: current and 3.0.0a0 (Volto's own `object_list`).
 */
export const SOCIAL_LINKS_WIDGETS = [SOCIAL_LINKS_WIDGET, 'object_list'] as const;

/** The field both behaviors store their links in. */
export const SOCIAL_LINKS_FIELD = 'social_links';

/** `widgetProps.schemaName` the backend declares for `social_links`. */
export const SOCIAL_LINKS_SCHEMA_NAME = 'socialMedia';

/** The id of the fieldset that holds the social media fields in `@types/<type>`. */
export const SOCIAL_MEDIA_FIELDSET = 'social_media';
