// The add-on registers its edit widget for every field called `social_links`, and Volto looks a field's id up before
// anything its schema says. An integrator who shapes a type may give a field of that name another kind, or name
// another widget for it in the model: the widget then hands such a field back to Volto's own choice.

/**
 * The contract's `SOCIAL_LINKS_WIDGETS` (ours first, then the older backend's `object_list`), written out here: taken
 * from the contract, this lazily loaded chunk would make the first-load chunk export them (21 B gzip of a visitor's
 * first load, measured). A test holds the two lists equal.
 */
export const WIDGET_NAMES: readonly string[] = ['social_media_object_list', 'object_list'];

/** What Volto's form passes a widget of a field's `@types` schema (its keys as plone.restapi serves them). */
export interface FieldDescription {
  type?: unknown;
  factory?: unknown;
  widget?: unknown;
  widgetOptions?: { frontendOptions?: { widget?: unknown } } | null;
}

/**
 * True when a field is one the links widget edits: one whose schema names our widget (or the older backend's
 * `object_list`), or, naming none but plone.restapi's `json`, a JSONField. A field described by no schema at all
 * (a widget rendered directly) is ours too.
 */
export function isSocialLinksField(field: FieldDescription): boolean {
  const tagged =
    field.widgetOptions && field.widgetOptions.frontendOptions && field.widgetOptions.frontendOptions.widget;
  // Volto follows the model's frontend widget first, then the field's own `widget` (a JSONField may name one).
  const named = typeof tagged === 'string' ? tagged : field.widget;
  if (typeof named === 'string' && named !== 'json') return WIDGET_NAMES.includes(named);
  return (
    (field.factory === undefined || field.factory === 'JSONField') &&
    (field.type === undefined || field.type === 'dict')
  );
}
