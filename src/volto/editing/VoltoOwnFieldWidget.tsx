// The widget Volto would pick for a field called `social_links` that is not a list of links (see isSocialLinksField):
// Volto's own Field, looking the widget up as it always does except by this field's id, where ours is registered. A
// chunk of its own (see VoltoSocialLinksWidget), loaded only when such a field is met.
import config from '@plone/volto/registry';
import Field from '@plone/volto/components/manage/Form/Field';
import { WIDGET_NAMES } from './isSocialLinksField';

/** Renders the field with the widget its schema asks Volto for (by widget name, factory, type, else the default). */
export default function VoltoOwnFieldWidget(props: Record<string, unknown> & { id: string }) {
  const widgets = config.widgets;
  const byId = { ...widgets.id };
  delete byId[props.id];
  // The browser's store names our widget in place of plone.restapi's `json` (schemaWidgets.ts), which Volto has no
  // widget for: Volto's lookup by that name must end at its default widget, as for `json`, not come back here.
  const byName = { ...widgets.widget };
  delete byName[WIDGET_NAMES[0]!];
  // The Field that rendered us has already made the field draggable where the form orders fields.
  const { onOrder: _ordered, ...rest } = props;
  return <Field {...rest} widgets={{ ...widgets, id: byId, widget: byName }} />;
}
