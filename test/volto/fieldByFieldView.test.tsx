// @vitest-environment jsdom
// Volto's DefaultView shows a page without blocks field by field, from the type's schema, which only a signed-in
// editor can load (`GET @types/<type>` is 401 for a visitor), and renders the `belowContent` slot after it. The
// links of such a page (a person of a site's own type, a folder with settings of its own shown with the default
// view) are the slot's to show, as a visitor sees them: an editor must not get them a second time in the fields.
import { configureStore } from '@reduxjs/toolkit';
import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import applyConfig from '../../src';
import { behaviorNames } from '../../src/contract/behaviors';
import { DEMO_SITE_LINKS } from '../../src/mock';
import { socialMediaReducer } from '../../src/store';
import { renderWithIntl } from '../support/intl';
import { useMockBackend } from '../support/mockBackend';
import { contentLoaded } from '../store/support/payloads';
import { voltoContentReducer } from '../store/support/voltoContentReducer';
import { createVoltoConfig, type TestVoltoConfig } from './support/voltoConfig';

const backend = useMockBackend();

type Schema = { fieldsets: Array<{ id: string; title: string; fields: string[] }>; properties: Record<string, any> };
type Content = Record<string, any>;

/** A site's own type without the blocks behavior, with the links behavior: Volto shows it field by field. */
function addPersonType(): void {
  const folder = backend.site.types.get('Folder')!;
  backend.site.types.set('Person', {
    ...structuredClone(folder),
    id: 'Person',
    title: 'Person',
    folderish: false,
    behaviors: ['plone.dublincore', behaviorNames(backend.site.behaviorPrefix).links],
    allowedTypes: [],
    layout: 'view',
    extraKeys: {},
  });
}

/** The page as Volto's GET asks for it (with our `inherit` expansion), and the schema an editor's view loads. */
async function served(path: string): Promise<{ content: Content; schema: Schema | null; anonymous: Content }> {
  const query = `?expand=inherit&expand.inherit.behaviors=${behaviorNames(backend.site.behaviorPrefix).settings}`;
  const content = (await (await backend.admin.raw('GET', `${path}${query}`)).json()) as Content;
  const schemaResponse = await backend.admin.raw('GET', `/@types/${encodeURIComponent(content['@type'])}`);
  expect(schemaResponse.status).toBe(200);
  const anonymousResponse = await backend.anonymous.raw('GET', `${path}${query}`);
  return {
    content,
    schema: (await schemaResponse.json()) as Schema,
    anonymous: anonymousResponse.ok ? ((await anonymousResponse.json()) as Content) : content,
  };
}

/** Volto's `views.getWidget` (helpers/Widget/widget.js): by field id, then by the schema's `widget`, else default. */
function viewWidget(config: TestVoltoConfig, id: string, property: Record<string, any>): ComponentType<any> {
  const views = config.widgets.views;
  const name = id === 'title' ? 'title' : id === 'description' ? 'description' : property?.widget;
  return views.id[id] || (typeof name === 'string' && views.widget[name]) || views.default;
}

/**
 * Volto 18/19's DefaultView (theme/View/DefaultView.jsx) as far as the fields go: a page with blocks shows its blocks
 * (none here), one without shows each fieldset but categorization, dates, ownership and settings, a heading for each
 * but the default, every field with its label and its view widget given only `value`; then the `belowContent` slot.
 */
function VoltoPage({ config, content, schema }: { config: TestVoltoConfig; content: Content; schema: Schema | null }) {
  const excluded = ['categorization', 'dates', 'ownership', 'settings'];
  const hasBlocks = !!content.blocks && Array.isArray(content.blocks_layout?.items);
  const location = { pathname: new URL(content['@id']).pathname };
  return (
    <>
      <div id="page-document">
        {hasBlocks
          ? null
          : schema?.fieldsets
              .filter((fieldset) => !excluded.includes(fieldset.id))
              .map((fieldset) => (
                <div className="fieldset" key={fieldset.id}>
                  {fieldset.id !== 'default' && <h2>{fieldset.title}</h2>}
                  {fieldset.fields.map((id) => {
                    const Widget = viewWidget(config, id, schema.properties[id]);
                    return (
                      <div className="ui grid" key={id}>
                        <div className="ui label" title={id}>
                          {schema.properties[id]?.title}:
                        </div>
                        <Widget value={content[id]} />
                      </div>
                    );
                  })}
                </div>
              ))}
      </div>
      {config.getSlot('belowContent', { content, location })?.map(({ name, component: Slot }) => (
        <Slot key={name} content={content} location={location} />
      ))}
    </>
  );
}

/** The page in Volto's store and our reducer, as Volto renders it after its GET. */
function renderPage(content: Content, schema: Schema | null) {
  const config = createVoltoConfig();
  applyConfig(config as never);
  const store = configureStore({ reducer: { content: voltoContentReducer, socialMedia: socialMediaReducer } });
  store.dispatch(contentLoaded(content));
  return renderWithIntl(
    <Provider store={store}>
      <VoltoPage config={config} content={content} schema={schema} />
    </Provider>,
  );
}

/** How many times the page links to `href`. */
function timesLinked(href: string): number {
  return screen.queryAllByRole('link').filter((link) => link.getAttribute('href') === href).length;
}

describe('a page Volto shows field by field', () => {
  it('shows an editor a person’s own profiles once, below the page where a visitor sees them', async () => {
    addPersonType();
    const people = backend.site.get('team')!;
    backend.site.create(people, {
      type: 'Person',
      id: 'dana',
      title: 'Dana',
      state: 'published',
      fields: {
        social_links: [
          { '@id': 'd1', id: 'github', title: 'GitHub', href: [{ '@id': 'https://github.com/dana-example' }] },
        ],
      },
    });
    const { content, schema } = await served('/team/dana');
    expect(content.blocks).toBeUndefined();
    expect(schema!.fieldsets.map((fieldset) => fieldset.id)).toContain('social_media');

    renderPage(content, schema);
    expect(timesLinked('https://github.com/dana-example')).toBe(1);
    const region = screen.getByRole('region', { name: 'Social media' });
    expect(within(region).getByRole('link', { name: /GitHub/ })).toHaveAttribute(
      'href',
      'https://github.com/dana-example',
    );
  });

  it('shows a visitor, who gets no schema, the same profiles once', async () => {
    addPersonType();
    backend.site.create(backend.site.get('team')!, {
      type: 'Person',
      id: 'dana',
      title: 'Dana',
      state: 'published',
      fields: {
        social_links: [
          { '@id': 'd1', id: 'github', title: 'GitHub', href: [{ '@id': 'https://github.com/dana-example' }] },
        ],
      },
    });
    const { anonymous } = await served('/team/dana');
    renderPage(anonymous, null);
    expect(timesLinked('https://github.com/dana-example')).toBe(1);
  });

  it('shows an editor a folder’s own links (its section’s settings) once when the folder has the default view', async () => {
    backend.site.get('team')!.layout = 'document_view';
    const { content, schema } = await served('/team');
    expect(content.layout).toBe('document_view');

    renderPage(content, schema);
    expect(timesLinked('https://github.com/plone/volto')).toBe(1);
    // The section's other settings stay fields of the view.
    expect(screen.getByRole('heading', { name: 'Social Media' })).toBeInTheDocument();
  });

  it('shows an editor the site’s links once on a site root without blocks (a site moved from Plone Classic)', async () => {
    const root = backend.site.types.get('Plone Site')!;
    delete root.extraKeys.blocks;
    delete root.extraKeys.blocks_layout;
    const { content, schema } = await served('/');
    expect(content.blocks).toBeUndefined();
    const href = DEMO_SITE_LINKS[0]!.href[0]!['@id'];

    renderPage(content, schema);
    expect(timesLinked(href)).toBe(1);
  });

  it('still shows a page with blocks its links once, below its blocks', async () => {
    const { content, schema } = await served('/team/alice');
    expect(content.blocks).toBeDefined();
    renderPage(content, schema);
    expect(timesLinked('https://github.com/alice-example')).toBe(1);
  });
});
