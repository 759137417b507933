// The properties that hold for any JSON the backend may serve: the readers, `settingsFromContent`, `buildHeadTags`,
// both reducers and every visitor component (rendered on the server, and in a DOM when one is given) never throw;
// no rendered element gets an unsafe href, an event handler or an element of a payload's making; every view shows
// the same links. The unit suite runs them briefly (test/reading), `npm run fuzz` for a long time (scripts/fuzz.ts).
import fc from 'fast-check';
import { Component, createElement } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import {
  ContentSocialLinks,
  FollowUsBlockView,
  ShareBlockView,
  NetworkIcon,
  SiteSocialLinks,
  SocialHeadTags,
  SocialLinkAddresses,
  SocialLinks,
  SocialLinksListing,
  SummarySocialLinks,
} from '../src/components';
import {
  parseCatalogSummaries,
  parseInheritSource,
  parseSearchResponse,
  parseSettingsData,
  parseSocialLinks,
} from '../src/contract';
import { buildHeadTags, settingsFromContent, settingsFromInherit, visibleLinks } from '../src/core';
import { createSocialMediaReducer, createSocialMediaSlice, selectSiteSocialLinks } from '../src/store';
import type { SocialMediaState } from '../src/store';
import { HOSTILE_TEXTS, UNSAFE_URL_FORMS } from './fuzzHostileInputs';

const BEHAVIOR = 'example.socialmedia.settings';

/** One property: values to try, and a check that throws when the property does not hold for a value. */
export interface FuzzProperty {
  name: string;
  values: fc.Arbitrary<unknown>;
  check(value: unknown): void;
}

// ---------------------------------------------------------------------------------------------------------------
// Values: JSON as `JSON.parse` makes it (own `__proto__` keys included), leaning towards the shapes of the contract.

const texts = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...UNSAFE_URL_FORMS, ...HOSTILE_TEXTS) },
  {
    weight: 3,
    arbitrary: fc.constantFrom('', ' ', 'None', 'null', '/', '/about', 'https://x.com/a', 'mailto:a@example.org', 'x'),
  },
  { weight: 2, arbitrary: fc.webUrl({ withQueryParameters: true, withFragments: true }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
);
const keys = fc.oneof(
  fc.constantFrom(
    '@id',
    'id',
    'title',
    'href',
    'social_links',
    '@type',
    'description',
    'download',
    'scales',
    'large',
    'width',
    'height',
    'headline',
    'networks',
    'from',
    'data',
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'valueOf',
    'hasOwnProperty',
    'length',
  ),
  fc.string({ maxLength: 8 }),
);
const leaves = fc.oneof(texts, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));

/** Objects built as `JSON.parse` builds them: own data properties, even one named `__proto__`. */
function objectOf<T>(entries: fc.Arbitrary<Array<[string, T]>>): fc.Arbitrary<Record<string, T>> {
  return entries.map((pairs) => {
    const object: Record<string, T> = {};
    for (const [key, value] of pairs)
      Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
    return object;
  });
}

const { json } = fc.letrec<{ json: unknown; list: unknown[]; object: Record<string, unknown> }>((tie) => ({
  json: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaves, tie('list'), tie('object')),
  list: fc.array(tie('json'), { maxLength: 4 }),
  object: objectOf(fc.array(fc.tuple(keys, tie('json')), { maxLength: 5 })),
}));

/** `value` wrapped `levels` deep, alternating lists and objects. */
export function nested(value: unknown, levels: number): unknown {
  let current = value;
  for (let level = 0; level < levels; level += 1) current = level % 2 ? [current] : { '@id': current };
  return current;
}

/** Mostly `values`; now and then wrapped thousands of levels deep, past what any recursive walk survives. */
function sometimesDeep<T>(values: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 30, arbitrary: values },
    {
      weight: 1,
      arbitrary: fc
        .tuple(values, fc.integer({ min: 2_000, max: 20_000 }))
        .map(([value, levels]) => nested(value, levels)),
    },
  );
}

const anyJson = sometimesDeep(json);
const textOrJson = fc.oneof({ weight: 3, arbitrary: texts }, { weight: 1, arbitrary: anyJson });
const target = fc.oneof(
  { weight: 4, arbitrary: fc.record({ '@id': textOrJson, title: textOrJson }, { requiredKeys: [] }) },
  { weight: 1, arbitrary: anyJson },
);
const networkIds = fc.oneof(
  fc.constantFrom('x', 'facebook', 'github', 'mastodon', 'email', 'website', '', 'X'),
  anyJson,
);
/** A block's alignment: Volto's three, and some it does not know. */
const alignments = fc.constantFrom('left', 'center', 'right', 'middle', '', 'CENTER');
const linkItem = fc.oneof(
  {
    weight: 5,
    arbitrary: objectOf(
      fc
        .tuple(
          fc.record(
            {
              '@id': textOrJson,
              id: networkIds,
              title: textOrJson,
              href: fc.oneof(fc.array(target, { maxLength: 3 }), anyJson),
            },
            {
              requiredKeys: [],
            },
          ),
          fc.array(fc.tuple(keys, anyJson), { maxLength: 2 }),
        )
        .map(([fields, extra]) => [...Object.entries(fields), ...extra]),
    ),
  },
  { weight: 1, arbitrary: anyJson },
);
/** A `social_links` value: mostly a list of link-like items, sometimes anything. */
export const linkLists = fc.oneof(
  { weight: 5, arbitrary: fc.array(linkItem, { maxLength: 5 }) },
  { weight: 1, arbitrary: anyJson },
);

const settingsData = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record(
      {
        share_social_data: fc.oneof(fc.constant(true), anyJson),
        facebook_app_id: textOrJson,
        facebook_username: textOrJson,
        x_username: textOrJson,
        social_links: linkLists,
      },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: anyJson },
);
const image = fc.oneof(
  fc.record(
    {
      download: textOrJson,
      width: fc.oneof(fc.integer(), anyJson),
      height: anyJson,
      scales: fc.oneof(anyJson, fc.record({ large: anyJson })),
    },
    {
      requiredKeys: [],
    },
  ),
  anyJson,
);
/** A content GET: Plone's fields, the `inherit` component with our settings, all of any shape. */
export const contents = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record(
      {
        '@id': textOrJson,
        '@type': fc.oneof(fc.constantFrom('Plone Site', 'Document', 'LRF'), anyJson),
        title: textOrJson,
        description: textOrJson,
        opengraph_title: textOrJson,
        seo_canonical_url: textOrJson,
        opengraph_image: image,
        image,
        social_links: linkLists,
        '@components': fc.oneof(
          {
            weight: 4,
            arbitrary: fc.record({
              inherit: fc.oneof(
                fc.record({ [BEHAVIOR]: fc.oneof(fc.record({ from: anyJson, data: settingsData }), anyJson) }),
                anyJson,
              ),
            }),
          },
          { weight: 1, arbitrary: anyJson },
        ),
      },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: anyJson },
);

const requestIds = fc.constantFrom('r1', 'r2');
const ourTypes = [
  'socialMedia/settingsResolved',
  'socialMedia/saveStatusCleared',
  ...['loadContent', 'loadSettings', 'saveSettings'].flatMap((thunk) =>
    ['pending', 'fulfilled', 'rejected'].map((phase) => `socialMedia/${thunk}/${phase}`),
  ),
];
/** Actions of every type the reducers read, with payloads of any shape; Volto's content loads with any content. */
const actions = fc.oneof(
  fc.record(
    { type: fc.constant('GET_CONTENT_SUCCESS'), result: contents, subrequest: fc.oneof(fc.constant(null), anyJson) },
    { requiredKeys: ['type'] },
  ),
  fc.record(
    {
      type: fc.constantFrom(...ourTypes),
      payload: fc.oneof(
        anyJson,
        fc.record({ settings: anyJson, resolved: anyJson, refreshed: anyJson, error: anyJson, content: contents }),
      ),
      meta: fc.oneof(fc.record({ requestId: requestIds, arg: fc.record({ patch: anyJson }) }), anyJson),
      error: anyJson,
    },
    { requiredKeys: ['type'] },
  ),
  fc.record({ type: fc.oneof(fc.string(), fc.constantFrom(...ourTypes)) }),
);

// ---------------------------------------------------------------------------------------------------------------
// Checks.

/** Whether an href a browser follows stays on the web, in a mail program or on this site. */
export function isAllowedHref(href: string): boolean {
  // Control characters are exactly what a browser skips inside a scheme.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007F-\u009F\\]/.test(href)) return false;
  return /^https?:\/\/[^/]/i.test(href) || /^mailto:./i.test(href) || /^\/(?!\/)/.test(href);
}

// The elements the visitor components write; any other in their output would have come from backend data.
const ELEMENTS = new Set([
  'ul',
  'li',
  'a',
  'span',
  'strong',
  'bdi',
  'div',
  'h2',
  'h3',
  'p',
  'meta',
  'svg',
  'path',
  'button',
]);

function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Fails when server-rendered HTML holds an unsafe href, an event handler, or an element no view renders. */
export function checkMarkup(html: string): void {
  // React escapes `<` in text and `"` in attribute values, so each `<` before a letter opens a real element.
  const elements = [...html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/g)];
  if (elements.length !== (html.match(/<[a-zA-Z]/g) ?? []).length) throw new Error('an element of unexpected syntax');
  for (const [, tag, attributes] of elements) {
    if (!ELEMENTS.has(tag!.toLowerCase())) throw new Error(`unexpected <${tag}> element`);
    for (const [, name, value] of attributes!.matchAll(/\s+([^\s=>/]+)(?:="([^"]*)")?/g)) {
      if (/^on/i.test(name!)) throw new Error(`event handler ${name}`);
      if (name === 'href' && !isAllowedHref(decodeAttribute(value ?? '')))
        throw new Error(`unsafe href ${JSON.stringify(value)}`);
    }
  }
  if (/<(?![a-zA-Z/!])/.test(html.replace(/<\/[a-zA-Z][a-zA-Z0-9-]*>/g, '')))
    throw new Error('a stray < in the markup');
}

/** Fails when a rendered DOM holds an unsafe href, an event handler, or an element no view renders. */
export function checkDom(root: Element): void {
  for (const element of Array.from(root.querySelectorAll('*'))) {
    if (!ELEMENTS.has(element.localName)) throw new Error(`unexpected <${element.localName}> element`);
    for (const { name, value } of Array.from(element.attributes)) {
      if (/^on/i.test(name)) throw new Error(`event handler ${name}`);
      if (name === 'href' && !isAllowedHref(value)) throw new Error(`unsafe href ${JSON.stringify(value)}`);
    }
  }
}

function withIntl(children: ReactNode): ReactElement {
  return createElement(IntlProvider, { locale: 'en', defaultLocale: 'en', messages: {}, onError: () => {} }, children);
}

class Catch extends Component<{ onError: (error: unknown) => void; children?: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Renders `element` in the DOM the way a browser does (createRoot), checks it, and fails on any render error. */
export function renderInDom(element: ReactElement, check: (root: Element) => void = checkDom): void {
  const container = document.createElement('div');
  const root = createRoot(container);
  const errors: unknown[] = [];
  const consoleError = console.error;
  console.error = () => {};
  try {
    flushSync(() => root.render(withIntl(createElement(Catch, { onError: (error) => errors.push(error) }, element))));
  } finally {
    console.error = consoleError;
  }
  try {
    if (errors.length > 0) throw errors[0];
    check(container);
  } finally {
    root.unmount();
  }
}

/** Renders `element` on the server and checks the HTML. */
export function renderOnServer(element: ReactElement): string {
  const html = renderToString(withIntl(element));
  checkMarkup(html);
  return html;
}

/** Every visitor component with props built from `props`, each of any shape. */
export function visitorViews(props: Record<string, unknown>): ReactElement[] {
  const any = props as Record<string, never>;
  return [
    // `label` is the site's own text (a prop, never backend data), so it gets a hostile string, not any JSON.
    createElement(SocialLinks, { links: any.links, label: any.label }),
    createElement(ContentSocialLinks, { value: any.links }),
    createElement(SocialLinkAddresses, { value: any.links }),
    createElement(SummarySocialLinks, { item: any.item }),
    createElement(SiteSocialLinks, { links: any.links, fallbackLinks: any.other }),
    createElement(SocialLinksListing, { items: any.items, linkHref: any.linkHref, linkTitle: any.title }),
    createElement(FollowUsBlockView, { data: any.blockData, links: any.links }),
    createElement(FollowUsBlockView, { data: any.blockData, links: any.other, isEditMode: true }),
    // The Share block reads the same fields (headline, networks, animate, styles), and shares any page address.
    createElement(ShareBlockView, { data: any.blockData, url: any.pageUrl, title: any.title }),
    createElement(NetworkIcon, { network: any.network }),
    createElement(SocialHeadTags, {
      tags: buildHeadTags({ content: any.content, settings: any.settings, publicUrl: any.publicUrl }),
    }),
  ];
}

const viewProps = fc.record({
  links: linkLists,
  other: linkLists,
  title: textOrJson,
  label: texts,
  item: fc.oneof(fc.record({ '@id': textOrJson, title: textOrJson, social_links: linkLists }), anyJson),
  items: fc.oneof(
    fc.array(
      fc.oneof(
        fc.record({ '@id': textOrJson, title: textOrJson, description: textOrJson, social_links: linkLists }),
        anyJson,
      ),
      { maxLength: 3 },
    ),
    anyJson,
  ),
  linkHref: fc.oneof(fc.array(fc.record({ '@id': textOrJson }), { maxLength: 2 }), anyJson),
  blockData: fc.oneof(
    fc.record({
      headline: textOrJson,
      networks: fc.oneof(fc.array(networkIds, { maxLength: 3 }), anyJson),
      animate: fc.oneof(fc.boolean(), anyJson),
      styles: fc.oneof(fc.record({ align: fc.oneof(alignments, anyJson) }), anyJson),
    }),
    // A Follow Us block as @plonegovbr/volto-social-media stores it, which the view reads too.
    fc.record({
      '@type': fc.constant('followUsBlock'),
      title: textOrJson,
      allowedNetworks: fc.oneof(fc.array(fc.oneof(fc.record({ id: networkIds }), anyJson), { maxLength: 3 }), anyJson),
      animate: fc.oneof(fc.boolean(), anyJson),
      styles: fc.oneof(fc.record({ 'align:noprefix': fc.oneof(alignments, anyJson) }), anyJson),
    }),
    anyJson,
  ),
  network: networkIds,
  content: contents,
  settings: fc.oneof(
    settingsData,
    settingsData.map((data) => parseSettingsData(data).settings),
  ),
  publicUrl: textOrJson,
  // A page's address for the Share block: mostly one it shares, else anything.
  pageUrl: fc.oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), textOrJson),
});

/** The hrefs a rendering shows in its link lists, in order. */
function listHrefs(html: string): string[] {
  return [...html.matchAll(/<li class="socialmedia-link[^"]*"><a href="([^"]*)"/g)].map(([, href]) => href!);
}

function expectEqual(actual: unknown, expected: unknown, what: string): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`${what}: ${JSON.stringify(actual)} instead of ${JSON.stringify(expected)}`);
  }
}

function assertTexts(link: Record<string, unknown>): void {
  for (const field of ['@id', 'id', 'title'])
    if (typeof link[field] !== 'string') throw new Error(`${field} is not a string`);
}

/** Runs `work` without the development warnings of skipped links and ignored actions: they are expected here. */
function quietly(work: () => void): void {
  const warn = console.warn;
  console.warn = () => {};
  try {
    work();
  } finally {
    console.warn = warn;
  }
}

/** Applies `actions` to both reducers from their initial state; each state must stay plain, serialisable JSON. */
function runReducers(list: unknown[]): void {
  const volto = createSocialMediaReducer();
  const slice = createSocialMediaSlice().reducer;
  let voltoState: SocialMediaState = volto(undefined, { type: '@@INIT' });
  let sliceState: SocialMediaState = slice(undefined, { type: '@@INIT' });
  quietly(() => {
    for (const action of list) {
      voltoState = volto(voltoState, action as never);
      sliceState = slice(sliceState, action as never);
    }
  });
  for (const state of [voltoState, sliceState]) {
    JSON.stringify(state);
    if (!Array.isArray(selectSiteSocialLinks({ socialMedia: state }))) throw new Error('social_links is not a list');
  }
}

/** The properties; `dom` adds the browser rendering (it needs a `document`). */
export function fuzzProperties({ dom = false }: { dom?: boolean } = {}): FuzzProperty[] {
  const properties: FuzzProperty[] = [
    {
      name: 'the readers never throw and answer typed values',
      values: fc.oneof(anyJson, linkLists, settingsData),
      check(value) {
        for (const link of parseSocialLinks(value).links) assertTexts(link as never);
        const { settings } = parseSettingsData(value);
        if (!Array.isArray(settings.social_links) || typeof settings.share_social_data !== 'boolean')
          throw new Error('settings');
        const { from } = parseInheritSource(value);
        if (typeof from['@id'] !== 'string' || typeof from.title !== 'string') throw new Error('from');
        parseCatalogSummaries(value);
        parseSearchResponse(value);
        for (const { link, href } of visibleLinks(value)) {
          assertTexts(link as never);
          if (!isAllowedHref(href)) throw new Error(`visibleLinks let ${JSON.stringify(href)} through`);
        }
      },
    },
    {
      name: 'settingsFromContent never throws',
      values: contents,
      check(content) {
        const resolved = settingsFromContent(content, BEHAVIOR);
        const component = content as { '@components'?: { inherit?: unknown } } | null;
        settingsFromInherit(
          component && typeof component === 'object' ? component['@components']?.inherit : content,
          BEHAVIOR,
        );
        if (resolved) for (const link of resolved.settings.social_links) assertTexts(link as never);
      },
    },
    {
      name: 'buildHeadTags never throws and writes only safe addresses',
      values: fc.record({
        content: contents,
        settings: viewProps.map((props) => props.settings),
        publicUrl: textOrJson,
        backendUrl: textOrJson,
        isSiteRoot: anyJson,
      }),
      check(value) {
        const options = value as Parameters<typeof buildHeadTags>[0];
        for (const tag of buildHeadTags(options)) {
          if (typeof tag.content !== 'string' || tag.content === '') throw new Error('empty tag');
          const key = 'property' in tag ? tag.property : tag.name;
          if (['og:url', 'og:image', 'og:article:publisher'].includes(key) && !/^https?:\/\/[^/]/i.test(tag.content)) {
            throw new Error(`${key} = ${JSON.stringify(tag.content)}`);
          }
          if (!isAllowedHref(tag.content) && ['og:url', 'og:image'].includes(key)) throw new Error(key);
        }
      },
    },
    {
      name: 'both reducers never throw and keep a serialisable state',
      values: fc.array(actions, { maxLength: 6 }),
      check(list) {
        runReducers(list as unknown[]);
      },
    },
    {
      name: 'every visitor component renders on the server, with safe links only',
      values: viewProps,
      check(props) {
        quietly(() => {
          for (const view of visitorViews(props as Record<string, unknown>)) renderOnServer(view);
        });
      },
    },
    {
      name: 'every view shows the same links for the same stored list',
      values: linkLists,
      check(links) {
        const expected = visibleLinks(links).map(({ href }) => href);
        const stored = parseSettingsData({ social_links: links }).settings.social_links;
        const views: Array<[string, ReactElement]> = [
          ['footer (from the settings)', createElement(SiteSocialLinks, { links: stored })],
          ['content', createElement(ContentSocialLinks, { value: links })],
          ['listing', createElement(SummarySocialLinks, { item: { social_links: links } })],
          ['Follow Us', createElement(FollowUsBlockView, { links: stored })],
        ];
        quietly(() => {
          for (const [name, view] of views) {
            expectEqual(listHrefs(renderToString(withIntl(view))).map(decodeAttribute), expected, name);
          }
        });
      },
    },
  ];
  if (dom) {
    properties.push({
      name: 'every visitor component renders in the browser, with safe links only',
      values: viewProps,
      check(props) {
        quietly(() => {
          for (const view of visitorViews(props as Record<string, unknown>)) renderInDom(view);
        });
      },
    });
  }
  // The development warnings of skipped links and ignored actions are expected here: the checks say what failed.
  return properties.map((property) => ({ ...property, check: (value) => quietly(() => property.check(value)) }));
}

/** The own keys of the built-in prototypes, to check afterwards that no input added or changed one. */
export function prototypeSnapshot(): string {
  const prototypes = [Object, Array, String, Number, Boolean, Function, RegExp, Date, Map, Set, Promise, Error];
  return JSON.stringify(
    prototypes.map((constructor) =>
      Object.getOwnPropertyNames(constructor.prototype).map((key) => {
        const descriptor = Object.getOwnPropertyDescriptor(constructor.prototype, key)!;
        return [key, typeof descriptor.value, Boolean(descriptor.get)];
      }),
    ),
  );
}
