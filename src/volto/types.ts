// The parts of Volto's configuration registry this add-on reads and writes, typed structurally so that
// nothing of Volto is imported (its own types are wrong for `apiExpanders`; see the reference, section 2).
import type { ComponentType } from 'react';
import type { NetworkOverrides } from '../networks/types';

/** The query parameters an expander adds to the URL. */
export type ExpanderQuery = Record<string, unknown>;

/**
 * Volto ≥ 18.14 calls `querystring(config, acc)` with what the earlier entries produced; older Volto (and 19.0
 * alphas) call `querystring(config)`. The result is merged shallowly, a later entry winning per key.
 */
export type ExpanderQuerystring = ExpanderQuery | ((config: VoltoConfig, acc?: ExpanderQuery) => ExpanderQuery);

export interface ApiExpander {
  /** A react-router path: `''` matches every path, others match by prefix. */
  match: string | { path?: string; exact?: boolean; [key: string]: unknown };
  GET_CONTENT?: string[];
  querystring?: ExpanderQuerystring;
  [actionType: string]: unknown;
}

export interface ControlPanelEntry {
  '@id': string;
  group: string;
  title: string;
}

export interface AddonRoute {
  path: string;
  component: ComponentType<any>;
  exact?: boolean;
  [key: string]: unknown;
}

/** Volto's svg loader output, which `<Icon name={...}>` renders. */
export interface VoltoSvgIcon {
  attributes: Record<string, string>;
  content: string;
}

export interface BlockConfig {
  id: string;
  title: string;
  icon: VoltoSvgIcon;
  group: string;
  view: ComponentType<any>;
  edit: ComponentType<any>;
  blockSchema?: (args: { intl: any; formData?: unknown; data?: unknown }) => unknown;
  restricted: boolean | ((args: unknown) => boolean);
  mostUsed: boolean;
  sidebarTab: number;
  variations?: Array<{
    id: string;
    title: string;
    template?: ComponentType<any>;
    isDefault?: boolean;
    [k: string]: unknown;
  }>;
  [key: string]: unknown;
}

export interface SlotRegistration {
  component: ComponentType<any>;
  predicates?: Array<(args: any) => boolean>;
}

/** Where and how the add-on shows itself; `config.settings.socialMedia`, merged with what a site already set. */
export interface SocialMediaVoltoSettings {
  /** Vendor prefix of the backend's behavior names: `example` (default) or `plonegovbr` for the reference backend. */
  behaviorPrefix: string;
  /** Explicit behavior names; win over `behaviorPrefix`. */
  behaviors: { settings: string; links: string };
  /**
   * The slot that shows the site's links on every page: `belowContent` in core Volto, `followUs` or `footer` under
   * VLT; `false` for none.
   */
  slot: string | false;
  /** Links shown by the slot and the Follow Us block when the backend serves none (same shape as `social_links`). */
  fallbackLinks: unknown[];
  /** Network overrides by id (an object merges over or adds a network, `null` removes it). */
  networks: NetworkOverrides;
  /**
   * Also use our edit widget for every field named `social_links` (`config.widgets.id`). That covers the backend
   * release whose schema names Volto's own `object_list` widget, which we must not replace site-wide.
   */
  widgetForFieldId: boolean;
  /**
   * When a page's content comes without the settings (the backend leaves them out when their closest provider is
   * not viewable by the visitor), show those of its navigation root: one request per navigation root, server-rendered.
   */
  navRootFallback: boolean;
  /** Write the page's schema.org structured data (JSON-LD) while the site shares social data. Default `true`. */
  structuredData: boolean;
  /**
   * Server-rendered icons refer to one cached sprite file that Volto's server serves
   * (`/socialmedia-icons.<hash>.svg`) instead of inlining their paths. Default `true`; `false` inlines them.
   */
  iconSprite: boolean;
  /**
   * The site's accounts credited as a page's author when the page has no link of its own to credit:
   * `fediverse` as `@user@instance` (`fediverse:creator`), `x` as `@user` (`twitter:creator`).
   */
  creator?: { fediverse?: string; x?: string };
  /** The image shared for a page without one of its own (else the site logo), with its size in pixels. */
  defaultShareImage?: { url: string; width?: number; height?: number; alt?: string };
}

/** Volto's middleware (`config.settings.storeExtenders` receive and return the stack of them). */
export type VoltoMiddleware = (
  api: VoltoMiddlewareApi,
) => (next: (action: unknown) => unknown) => (action: unknown) => unknown;

export interface VoltoMiddlewareApi {
  dispatch: (action: unknown) => unknown;
  getState: () => unknown;
}

/** One of the promises Volto's `asyncConnect` awaits before a server render (and runs again on client navigation). */
export interface AsyncPropsItem {
  key?: string;
  promise?: (options: { store: VoltoMiddlewareApi; [option: string]: unknown }) => unknown;
  [key: string]: unknown;
}

/** `config.settings.asyncPropsExtenders`: per route, a function that changes the list of `asyncConnect` items. */
export interface AsyncPropsExtender {
  path: string;
  extend: (items: AsyncPropsItem[]) => AsyncPropsItem[];
  [key: string]: unknown;
}

/** The Volto configuration registry, as far as this add-on uses it. Missing containers are created. */
export interface VoltoConfig {
  settings: {
    apiPath?: string;
    legacyTraverse?: boolean;
    /** Volto 19's API traversal suffix, over `legacyTraverse` when set (`''` for none); `/++api++` by default. */
    apiSuffix?: string;
    apiExpanders?: ApiExpander[];
    controlpanels?: ControlPanelEntry[];
    controlPanelsIcons?: Record<string, unknown>;
    socialMedia?: Partial<SocialMediaVoltoSettings> & Record<string, unknown>;
    storeExtenders?: Array<(stack: VoltoMiddleware[]) => VoltoMiddleware[]>;
    asyncPropsExtenders?: AsyncPropsExtender[];
    internalApiPath?: string;
    publicURL?: string;
    [key: string]: unknown;
  };
  widgets?: {
    id?: Record<string, ComponentType<any>>;
    widget?: Record<string, ComponentType<any>>;
    views?: {
      id?: Record<string, ComponentType<any>>;
      widget?: Record<string, ComponentType<any>>;
      [key: string]: unknown;
    };
    [key: string]: unknown;
  };
  blocks?: { blocksConfig?: Record<string, BlockConfig | Record<string, unknown>>; [key: string]: unknown };
  addonReducers?: Record<string, unknown>;
  addonRoutes?: AddonRoute[];
  registerSlotComponent?: (options: {
    slot: string;
    name: string;
    component: ComponentType<any>;
    predicates?: Array<(args: any) => boolean>;
  }) => void;
  getSlotComponent?: (slot: string, name: string) => SlotRegistration[];
  unRegisterSlotComponent?: (slot: string, name: string, position: number) => void;
  slots?: Record<string, { slots: string[]; data: Record<string, SlotRegistration[]> }>;
  [key: string]: unknown;
}
