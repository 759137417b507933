// What a visitor and an editor see, registered in Volto: the slot components with the page's own and the site's
// links, the view widgets of `social_links` (nothing by field id, the slot showing its links; its addresses written
// out by widget name, which Volto's History compares), and the edit widget (a lazily loaded chunk).
import type { ComponentType } from 'react';
import type { MarkupRenderer, setServerMarkupRenderer } from '../components/serverMarkup';
import { SocialLinkAddresses } from '../components/SocialLinkAddresses';
import { SOCIAL_LINKS_FIELD, SOCIAL_LINKS_WIDGET } from '../contract/behaviors';
import { configObject } from './configObject';
import { ContentLinksSlot } from './ContentLinksSlot';
import { socialMediaSettings } from './installSettings';
import { lazyEditor } from './lazyEditor';
import { SocialLinksSlot } from './SocialLinksSlot';
import type { VoltoConfig } from './types';

/** Volto defines it in its server bundle only (true) and client bundle (false); elsewhere it is undeclared. */
declare const __SERVER__: boolean | undefined;

/** The name of our entry in the slot. */
export const SLOT_COMPONENT_NAME = 'socialMediaLinks';

/** The name of the entry with the page's own links, registered before the site's. */
export const CONTENT_SLOT_COMPONENT_NAME = 'socialmedia-content-links';

interface SlotComponent {
  name: string;
  component: ComponentType<any>;
}

/** Our slot components, in the order they are registered (Volto renders a slot's names in that order). */
const SLOT_COMPONENTS: readonly SlotComponent[] = [
  { name: CONTENT_SLOT_COMPONENT_NAME, component: ContentLinksSlot as ComponentType<any> },
  { name: SLOT_COMPONENT_NAME, component: SocialLinksSlot },
];

/** The edit widget of `social_links` (its Volto skin): the editing chunk, loaded when a form first shows the field. */
export const SocialLinksEditWidget = lazyEditor<any>(
  () => import('./editing/VoltoSocialLinksWidget') as Promise<{ default: ComponentType<any> }>,
  'SocialLinksEditWidget',
);

/** Registers the slot components and the widgets; running it twice registers each of them once. */
export function installComponents(config: VoltoConfig): VoltoConfig {
  // Volto's server keeps the markup of the lists of links it rendered (see serverMarkup) and writes it into the next
  // page that shows the same: the client bundle leaves this branch out, with the keeping and react-dom's server.
  if (typeof __SERVER__ !== 'undefined' && __SERVER__) {
    /* eslint-disable @typescript-eslint/no-require-imports -- server-only, see above */
    const { renderToString } = require('react-dom/server') as { renderToString: MarkupRenderer };
    const markup = require('../components/serverMarkup') as { setServerMarkupRenderer: typeof setServerMarkupRenderer };
    /* eslint-enable @typescript-eslint/no-require-imports */
    markup.setServerMarkupRenderer(renderToString);
  }
  installSlot(config);
  installWidgets(config);
  return config;
}

/**
 * The backend names the widget `social_media_object_list` (current) or Volto's own `object_list` (3.0.0a0).
 * Replacing `object_list` would change every other object list of the site, so the older backend is served by
 * the field id instead: Volto looks `widgets.id` up first. A site whose other fields are called `social_links`
 * turns that off with `settings.socialMedia.widgetForFieldId = false`.
 */
function installWidgets(config: VoltoConfig): void {
  const widgets = configObject(config, 'widgets');
  const editById = configObject(widgets, 'id');
  const editByName = configObject(widgets, 'widget');
  const views = configObject(widgets, 'views');
  const viewById = configObject(views, 'id');
  const viewByName = configObject(views, 'widget');

  // A widget of that name registered before ours stays: the reference add-on's, which its Follow Us block names for
  // its networks while both are installed (`social_links` still gets ours by field id).
  editByName[SOCIAL_LINKS_WIDGET] = editByName[SOCIAL_LINKS_WIDGET] || SocialLinksEditWidget;
  // Volto's History renders a field's view widget by the schema's `widget`, which schemaWidgets.ts makes ours.
  viewByName[SOCIAL_LINKS_WIDGET] = SocialLinkAddresses as ComponentType<any>;
  if (socialMediaSettings(config).widgetForFieldId) editById[SOCIAL_LINKS_FIELD] = SocialLinksEditWidget;
  else if (editById[SOCIAL_LINKS_FIELD] === SocialLinksEditWidget) delete editById[SOCIAL_LINKS_FIELD];
  // Volto's DefaultView, which alone picks view widgets by field id (then by schema `widget`, see schemaWidgets.ts),
  // shows a page without blocks field by field to an editor (a visitor cannot load the schema): the field shows
  // nothing there, as the slot shows the page's links (or the site's, on the object they come from) below the page,
  // where visitors see them too. Inline: this is first-load code.
  viewById[SOCIAL_LINKS_FIELD] = () => null;
}

/**
 * Puts our slot components in the configured slot once each (the page's own links first, then the site's),
 * and takes them out of a slot configured on an earlier run. A name that has its component without predicates in the
 * slot already keeps it: ours from an earlier run, or a site's own that replaced it (registering ours again would
 * replace the site's, as Volto's registry replaces a name's component without predicates).
 */
function installSlot(config: VoltoConfig): void {
  if (typeof config.registerSlotComponent !== 'function') return;
  const { slot } = socialMediaSettings(config);
  for (const entry of SLOT_COMPONENTS) {
    removeFromOtherSlots(config, slot, entry);
    if (slot && registrations(config, slot, entry.name).every((registered) => registered.predicates))
      config.registerSlotComponent({ slot, name: entry.name, component: entry.component });
  }
}

function removeFromOtherSlots(config: VoltoConfig, keep: string | false, { name, component }: SlotComponent): void {
  if (typeof config.unRegisterSlotComponent !== 'function' || !config.slots) return;
  for (const slot of Object.keys(config.slots)) {
    if (slot === keep) continue;
    // Each removal moves the entries after it, so the next one is looked up again.
    let index: number;
    while ((index = registrations(config, slot, name).findIndex((entry) => entry.component === component)) >= 0)
      config.unRegisterSlotComponent(slot, name, index);
  }
}

/** `name`'s registrations in `slot` (`getSlotComponent` throws when there are none). */
function registrations(
  config: VoltoConfig,
  slot: string,
  name: string,
): Array<{ component: unknown; predicates?: unknown }> {
  try {
    if (typeof config.getSlotComponent === 'function') return config.getSlotComponent(slot, name) || [];
  } catch {
    return [];
  }
  const registered = config.slots && config.slots[slot];
  return (registered && registered.data && registered.data[name]) || [];
}
