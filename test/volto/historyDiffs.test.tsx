// @vitest-environment node
// Volto's History ("View changes") shows each field of two versions through the view widget its schema's `widget`
// names, and compares the words rendered. plone.restapi serves `social_links` as `widget: "json"`, which Volto takes
// for blocks (nothing shown); in the browser the add-on renames it to our widget, whose view writes each link out.
import { createElement } from 'react';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import applyConfig, { configureSocialMedia, SocialLinksEditWidget } from '../../src';
import { SocialLinkAddresses } from '../../src/components/SocialLinkAddresses';
import type { VoltoConfig, VoltoMiddleware } from '../../src/volto/types';
import { withIntl } from '../components/support/render';
import { useMockBackend } from '../support/mockBackend';
import { createVoltoConfig } from './support/voltoConfig';

const backend = useMockBackend();

type Schema = { properties: Record<string, Record<string, unknown>> };

/** The schema of a Document as the backend serves it to an editor (`GET @types/Document`). */
async function servedSchema(): Promise<Schema> {
  const response = await backend.admin.raw('GET', '/@types/Document');
  expect(response.status).toBe(200);
  return (await response.json()) as Schema;
}

/** What reaches Volto's reducers when `getSchema` succeeds, through the stack `storeExtenders` make. */
function reducedAction(config: VoltoConfig, action: Record<string, unknown>): Record<string, unknown> {
  const stack = (config.settings.storeExtenders ?? []).reduce<VoltoMiddleware[]>((acc, extend) => extend(acc), []);
  let reached: unknown;
  const api = { dispatch: (next: unknown) => next, getState: () => ({}) };
  const dispatch = stack.reduceRight<(action: unknown) => unknown>(
    (next, middleware) => middleware(api)(next),
    (last) => (reached = last),
  );
  dispatch(action);
  return reached as Record<string, unknown>;
}

/** The schema Volto's reducer gets for `schema` as served (a copy: the api middleware's answer is its own). */
function schemaAsReduced(config: VoltoConfig, schema: Schema): Schema {
  return reducedAction(config, { type: 'GET_SCHEMA_SUCCESS', result: structuredClone(schema) }).result as Schema;
}

/** The edit widget Volto's `Field` picks: by field id, then `frontendOptions`, then `widget` (Field.jsx). */
function formWidget(config: VoltoConfig, id: string, property: Record<string, unknown>): unknown {
  const widgets = config.widgets!;
  const frontend = (property.widgetOptions as { frontendOptions?: { widget?: string } } | undefined)?.frontendOptions;
  return (
    widgets.id?.[id] ||
    (typeof frontend?.widget === 'string' ? widgets.widget?.[frontend.widget] : null) ||
    widgets.widget?.[property.widget as string]
  );
}

/** Volto's History shows a field's value through `views.widget[schema.widget]` rendered alone (DiffField.jsx). */
function historyMarkup(config: VoltoConfig, property: Record<string, unknown>, value: unknown): string {
  const View = config.widgets?.views?.widget?.[property.widget as string] as ComponentType<{ value: unknown }>;
  expect(View).toBeDefined();
  return renderToStaticMarkup(withIntl(createElement(View, { value })));
}

/** The words of the markup's text, as Volto's comparison splits them (tags apart, words at spaces). */
function words(markup: string): string[] {
  return markup
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

const link = (id: string, title: string, url: string) => ({
  '@id': `${id}-uuid`,
  id,
  title,
  href: [{ '@id': url, title: url }],
});

// Volto's store gets the add-on's middleware in the browser only.
describe('in the browser', () => {
  beforeEach(() => {
    vi.stubGlobal('window', globalThis);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  describe('the schema Volto holds', () => {
    it('names our widget for social_links and leaves every other field as served', async () => {
      const config = applyConfig(createVoltoConfig());
      const served = await servedSchema();
      expect(served.properties.social_links).toMatchObject({ widget: 'json', type: 'dict' });
      const reduced = schemaAsReduced(config, served);
      expect(reduced.properties.social_links).toEqual({
        ...served.properties.social_links,
        widget: 'social_media_object_list',
      });
      const { social_links: _ours, ...others } = reduced.properties;
      const { social_links: _served, ...servedOthers } = served.properties;
      expect(others).toEqual(servedOthers);
    });

    it('keeps the edit widget Volto’s forms pick for the field', async () => {
      const config = applyConfig(createVoltoConfig());
      const reduced = schemaAsReduced(config, await servedSchema());
      expect(formWidget(config, 'social_links', reduced.properties.social_links!)).toBe(SocialLinksEditWidget);
      configureSocialMedia(config, { widgetForFieldId: false });
      expect(formWidget(config, 'social_links', reduced.properties.social_links!)).toBe(SocialLinksEditWidget);
    });

    it('renames the older backend’s object_list field only where our edit widget takes the field by its id', async () => {
      const served = await servedSchema();
      const older = structuredClone(served);
      (older.properties.social_links!.widgetOptions as { frontendOptions: { widget: string } }).frontendOptions.widget =
        'object_list';
      const config = applyConfig(createVoltoConfig());
      expect(schemaAsReduced(config, older).properties.social_links!.widget).toBe('social_media_object_list');
      configureSocialMedia(config, { widgetForFieldId: false });
      expect(schemaAsReduced(config, older).properties.social_links).toEqual(older.properties.social_links);
    });

    it('passes every other action, and a schema without our field, through unchanged', async () => {
      const config = applyConfig(createVoltoConfig());
      for (const action of [
        { type: 'GET_CONTENT_SUCCESS', result: await servedSchema() },
        { type: 'GET_SCHEMA_SUCCESS', result: { properties: { text: { widget: 'json', title: 'Blocks' } } } },
        { type: 'GET_SCHEMA_SUCCESS', result: null },
        { type: 'GET_SCHEMA_SUCCESS', result: { properties: [] } },
        { type: 'GET_SCHEMA_SUCCESS', result: { properties: { social_links: null, other: 'text' } } },
        { type: 'GET_SCHEMA_SUCCESS' },
      ]) {
        const served = structuredClone(action);
        expect(reducedAction(config, action)).toEqual(served);
      }
    });

    it('is in the add-on’s one middleware, added once however often the add-on is applied, never on the server', () => {
      const config: VoltoConfig = applyConfig(createVoltoConfig());
      applyConfig(config);
      expect(config.settings.storeExtenders).toHaveLength(1);
      vi.unstubAllGlobals();
      const stack = config.settings.storeExtenders!.reduce<VoltoMiddleware[]>((acc, extend) => extend(acc), []);
      expect(stack).toEqual([]);
    });
  });

  describe('a page’s links in Volto’s History', () => {
    it('shows each version’s networks, titles and addresses, and the words that differ are what the editor changed', async () => {
      const config = applyConfig(createVoltoConfig());
      const property = schemaAsReduced(config, await servedSchema()).properties.social_links!;
      const before = [link('x', 'X', 'https://x.com/alice'), link('github', 'GitHub', 'https://github.com/alice')];
      const after = [
        link('x', 'X', 'https://x.com/alice_example'),
        link('github', 'GitHub', 'https://github.com/alice'),
        link('mastodon', 'Alice on Mastodon', 'https://fosstodon.org/@alice'),
      ];
      const one = words(historyMarkup(config, property, before));
      const two = words(historyMarkup(config, property, after));
      expect(one).toEqual(['X', ':', 'https://x.com/alice', 'GitHub', ':', 'https://github.com/alice']);
      expect(two.filter((word) => !one.includes(word))).toEqual([
        'https://x.com/alice_example',
        'Mastodon',
        '(Alice',
        'on',
        'Mastodon)',
        'https://fosstodon.org/@alice',
      ]);
      expect(one.filter((word) => !two.includes(word))).toEqual(['https://x.com/alice']);
    });

    it('shows nothing for a version without links, so that every link of the other reads as added', async () => {
      const config = applyConfig(createVoltoConfig());
      const property = schemaAsReduced(config, await servedSchema()).properties.social_links!;
      for (const none of [null, undefined, [], 'not a list', [42, null]]) {
        expect(historyMarkup(config, property, none)).toBe('');
      }
    });
  });
});

describe('SocialLinkAddresses', () => {
  const render = (value: unknown) => renderToStaticMarkup(withIntl(createElement(SocialLinkAddresses, { value })));

  it('writes an unsafe or missing address as text, never as a link, so that the editor sees what is stored', () => {
    const html = render([
      link('x', 'X', 'javascript:alert(1)'),
      { id: 'github', title: 'GitHub', href: [] },
      link('x', 'X', 'https://x.com/alice'),
    ]);
    expect(html).toBe(
      '<ul class="socialmedia-link-addresses">' +
        '<li><bdi><strong>X</strong></bdi>: <bdi dir="ltr">javascript:alert(1)</bdi></li>' +
        '<li><bdi><strong>GitHub</strong></bdi>: <bdi dir="ltr"></bdi></li>' +
        '<li><bdi><strong>X</strong></bdi>: <bdi dir="ltr"><a href="https://x.com/alice">https://x.com/alice</a></bdi></li>' +
        '</ul>',
    );
  });

  it('keeps a title written right to left, or with a direction override, from turning the address after it around', () => {
    // U+202E (right-to-left override) in a title made the browser show the address after it backwards, so that an
    // editor comparing versions read another address than the one stored; the name and title are set apart (bdi).
    const html = render([
      link('x', 'Alice\u202E', 'https://x.com/alice'),
      link('\u202Eevil', '', 'https://evil.example/'),
    ]);
    expect(html).toContain(
      '<li><bdi><strong>X</strong> (Alice\u202E)</bdi>: <bdi dir="ltr"><a href="https://x.com/alice">',
    );
    expect(html).toContain(
      '<li><bdi><strong>\u202Eevil</strong></bdi>: <bdi dir="ltr"><a href="https://evil.example/">',
    );
  });

  it('keeps each address reading left to right on a right-to-left page, its ending slash or mark in its place', () => {
    // In an Arabic or Hebrew page, the slash ending `https://x.com/alice/` took the page's direction and was drawn
    // before the address (`/https://x.com/alice`); an address set apart left to right is drawn as it is stored.
    const html = renderToStaticMarkup(
      withIntl(
        <div dir="rtl">
          <SocialLinkAddresses
            value={[link('x', 'X', 'https://x.com/alice/'), link('x', 'X', 'javascript:alert(1)/')]}
          />
        </div>,
        {},
        'ar',
      ),
    );
    expect(html).toContain(': <bdi dir="ltr"><a href="https://x.com/alice/">https://x.com/alice/</a></bdi></li>');
    expect(html).toContain(': <bdi dir="ltr">javascript:alert(1)/</bdi></li>');
  });

  it('names a network the site does not know by its stored id, and a link without network by its title', () => {
    const html = render([link('friendica', '', 'https://friendica.example/profile/alice'), link('', 'Blog', '/blog')]);
    expect(html).toContain(
      '<li><bdi><strong>friendica</strong></bdi>: <bdi dir="ltr"><a href="https://friendica.example/profile/alice">',
    );
    expect(html).toContain('<li><bdi><strong>Blog</strong></bdi>: <bdi dir="ltr"><a href="/blog">/blog</a></bdi></li>');
  });
});
