// A configuration object built the way Volto 18/19's registry presents it to an add-on's `applyConfig`:
// Volto's default API expanders, widgets, a listing block, empty add-on reducers and routes, and slot
// functions with the registry's documented semantics (reference volto-integration.md §6). Our own code.
import type { ComponentType } from 'react';

type SlotPredicate = (args: Record<string, unknown>) => boolean;
interface SlotEntry {
  component: ComponentType<any>;
  predicates?: SlotPredicate[];
}
interface Slot {
  slots: string[];
  data: Record<string, SlotEntry[]>;
}

const stub = (name: string): ComponentType<any> => {
  const Component = () => null;
  Component.displayName = name;
  return Component;
};

export const voltoWidgets = {
  ObjectListWidget: stub('ObjectListWidget'),
  TextWidget: stub('TextWidget'),
  JsonWidget: stub('JsonWidget'),
  ListingDefaultTemplate: stub('ListingDefaultTemplate'),
  ListingSummaryTemplate: stub('ListingSummaryTemplate'),
  TagsSlot: stub('Tags'),
  RelatedItemsSlot: stub('RelatedItems'),
};

export interface VoltoConfigOptions {
  /** `19` adds `translations` to the default expander, as Volto 19.3.0 does. */
  major?: 18 | 19;
  /** Volto Light Theme defines the footer slots. */
  lightTheme?: boolean;
}

/** Volto's default `apiExpanders` (`config/index.js`). */
export function defaultApiExpanders(major: 18 | 19 = 18) {
  return [
    {
      match: '',
      GET_CONTENT: ['breadcrumbs', 'actions', 'types', 'navroot', ...(major === 19 ? ['translations'] : [])],
    },
    {
      match: '',
      GET_CONTENT: ['navigation'],
      querystring: (config: { settings: { navDepth: number } }) => ({
        'expand.navigation.depth': config.settings.navDepth,
      }),
    },
  ];
}

export function createVoltoConfig(options: VoltoConfigOptions = {}) {
  const slots: Record<string, Slot> = {};
  const register = (options: {
    slot: string;
    name: string;
    component: ComponentType<any>;
    predicates?: SlotPredicate[];
  }) => {
    if (!options.component) throw new Error('No component provided');
    const slot = (slots[options.slot] ??= { slots: [], data: {} });
    const entries = (slot.data[options.name] ??= []);
    // As @plone/registry does: a registration without predicates also replaces the component of the name's first one.
    const byDefault = options.predicates ? undefined : entries.find((entry) => !entry.predicates);
    if (byDefault) byDefault.component = options.component;
    if (!slot.slots.includes(options.name)) slot.slots.push(options.name);
    entries.push({ component: options.component, predicates: options.predicates });
  };

  const config = {
    settings: {
      apiPath: 'http://localhost:8080/Plone',
      publicURL: 'http://localhost:3000',
      navDepth: 1,
      apiExpanders: defaultApiExpanders(options.major ?? 18),
      controlpanels: [] as unknown[],
      controlPanelsIcons: { default: { attributes: {}, content: '<path/>' } } as Record<string, unknown>,
      nonContentRoutes: [/\/controlpanel\/.*$/],
      // Volto's defaults: an anonymous visitor following a File downloads it; no type is shown in the browser.
      downloadableObjects: ['File'],
      viewableInBrowserObjects: [] as string[],
    } as Record<string, any>,
    widgets: {
      id: { title: voltoWidgets.TextWidget } as Record<string, ComponentType<any>>,
      widget: { object_list: voltoWidgets.ObjectListWidget, json: voltoWidgets.JsonWidget } as Record<
        string,
        ComponentType<any>
      >,
      views: { id: {}, widget: {}, default: stub('DefaultViewWidget') } as Record<string, any>,
      default: voltoWidgets.TextWidget,
    },
    blocks: {
      blocksConfig: {
        listing: {
          id: 'listing',
          title: 'Listing',
          variations: [
            { id: 'default', isDefault: true, title: 'Default', template: voltoWidgets.ListingDefaultTemplate },
            { id: 'summary', title: 'Summary', template: voltoWidgets.ListingSummaryTemplate },
          ],
        },
      } as Record<string, any>,
    },
    addonReducers: {} as Record<string, unknown>,
    addonRoutes: [] as Array<{ path: string; component: ComponentType<any> }>,
    get slots() {
      return slots;
    },
    registerSlotComponent: register,
    getSlotComponent(slot: string, name: string): SlotEntry[] {
      const entries = slots[slot]?.data[name];
      if (!entries) throw new Error(`No slot component ${name} in slot ${slot} found`);
      return entries;
    },
    unRegisterSlotComponent(slot: string, name: string, position: number) {
      const current = slots[slot];
      if (!current?.data[name]) throw new Error(`No slot component ${name} in slot ${slot} found`);
      const remaining = current.data[name].filter((_, index) => index !== position);
      current.data[name] = remaining;
      if (remaining.length === 0) current.slots = current.slots.filter((entry) => entry !== name);
    },
    /** Per name, in order: the newest registration whose predicates all hold, else the newest without predicates. */
    getSlot(slot: string, args: Record<string, unknown> = {}) {
      const current = slots[slot];
      if (!current) return undefined;
      return current.slots.flatMap((name) => {
        const newestFirst = [...(current.data[name] ?? [])].reverse();
        const chosen =
          newestFirst.find((entry) => entry.predicates && entry.predicates.every((predicate) => predicate(args))) ??
          newestFirst.find((entry) => !entry.predicates);
        return chosen ? [{ name, component: chosen.component }] : [];
      });
    },
  };

  register({ slot: 'belowContent', name: 'tags', component: voltoWidgets.TagsSlot });
  register({ slot: 'belowContent', name: 'relatedItems', component: voltoWidgets.RelatedItemsSlot });
  if (options.lightTheme) {
    for (const slot of ['preFooter', 'footer', 'postFooter', 'followUs']) slots[slot] ??= { slots: [], data: {} };
  }
  return config;
}

export type TestVoltoConfig = ReturnType<typeof createVoltoConfig>;

/**
 * Serves the site of `config` (what `applyConfig` returned) under `/site`, as Volto 19 does with
 * RAZZLE_SUBPATH_PREFIX=/site: its router's basename, and its public and (seamless) API paths end in it. With
 * `internalApiPath`, Volto's server reaches Plone at that address of its own.
 */
export function serveUnderSubpath(config: { settings: object }, internalApiPath?: string): void {
  Object.assign(config.settings, {
    subpathPrefix: '/site',
    publicURL: 'http://localhost:3000/site',
    apiPath: 'http://localhost:3000/site',
    ...(internalApiPath === undefined ? {} : { internalApiPath }),
  });
}
