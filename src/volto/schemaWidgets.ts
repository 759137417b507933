// Volto's History ("View changes") compares two versions field by field, and picks how to show a field by the
// schema's `widget`. plone.restapi serves every JSONField as `widget: "json"`, which Volto's comparison takes for
// blocks: `social_links` then shows nothing on either side. In the browser, the add-on's store middleware
// (installNavRootFallback) has the schema a `getSchema` brings name our widget instead, whose view writes each link
// out (see installComponents), and the comparison shows the links added, removed and changed. Volto's forms pick the
// same edit widget as before: by field id, then by the schema's `frontendOptions`, both ahead of `widget`. The
// server's store is left alone: Volto asks for schemas in the browser.
import { SOCIAL_LINKS_FIELD, SOCIAL_LINKS_WIDGET } from '../contract/behaviors';
import { isPlainObject } from '../contract/validationProblems';
import { activeSocialMediaSettings } from './activeConfig';

/** Volto's action when a content type's schema arrived (`getSchema`). */
export const GET_SCHEMA_SUCCESS = 'GET_SCHEMA_SUCCESS';

/**
 * Names our widget in each link field of `schema` (any JSON) that plone.restapi served as `json`: a field whose
 * `frontendOptions` name our widget, and `social_links` where our edit widget takes it by its id (the older backend
 * names Volto's `object_list` there). The schema is the answer Volto's api middleware has just parsed, which nothing
 * else holds yet: its properties are replaced in place, each by a copy.
 */
export function nameOwnWidget(schema: unknown): void {
  // `&&` reads any JSON without throwing: a string or a number has no such property.
  const properties = schema && (schema as { properties?: unknown }).properties;
  if (!isPlainObject(properties)) return;
  for (const name of Object.keys(properties)) {
    const property = properties[name] as {
      widget?: unknown;
      widgetOptions?: { frontendOptions?: { widget?: unknown } };
    };
    const options = property && property.widgetOptions;
    const frontend = options && options.frontendOptions && options.frontendOptions.widget;
    const ours =
      frontend === SOCIAL_LINKS_WIDGET || (name === SOCIAL_LINKS_FIELD && activeSocialMediaSettings().widgetForFieldId);
    if (ours && property && property.widget === 'json')
      properties[name] = Object.assign({}, property, { widget: SOCIAL_LINKS_WIDGET });
  }
}
