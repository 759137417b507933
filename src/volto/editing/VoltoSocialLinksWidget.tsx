// The edit widget Volto registers for `social_links` (by field id, and by the backend's widget name): the links widget
// for a list of links, and for a field of that name of another kind the widget Volto would give it, through Volto's
// own Field in a chunk of its own. The control panel renders the links widget itself (VoltoLinksWidget.tsx), so that
// neither Volto's Field nor the code that loads it is in its chunk.
import type { SocialLinksWidgetProps } from '../../editing/SocialLinksWidget';
import { isSocialLinksField } from './isSocialLinksField';
import { useForgetNavRootsOnSave } from './useForgetNavRootsOnSave';
import type { FieldDescription } from './isSocialLinksField';
import { lazyEditorPart } from './lazyEditorPart';
import { ownFieldMessages } from './ownFieldMessages';
import { VoltoLinksWidget } from './VoltoLinksWidget';

/**
 * Volto's own Field, for a field called `social_links` of another kind: a chunk of its own, which a form with the
 * links behavior's field never loads.
 */
const VoltoOwnFieldWidget = lazyEditorPart<Record<string, unknown> & { id: string }>(
  () => import('./VoltoOwnFieldWidget'),
  ownFieldMessages.loadFailed,
);

/**
 * The widget as Volto registers it. A field called `social_links` that an integrator's type declares otherwise gets
 * the widget Volto would give it.
 */
export default function VoltoSocialLinksWidget(props: SocialLinksWidgetProps & FieldDescription) {
  useForgetNavRootsOnSave();
  if (!isSocialLinksField(props)) return <VoltoOwnFieldWidget {...props} />;
  return <VoltoLinksWidget {...props} />;
}
