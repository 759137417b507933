// Schemas of the other answers: search results, type schemas, Plone's two error shapes.
import * as v from 'valibot';
import {
  ContentResponseSchema,
  InheritComponentSchema,
  WorkflowTransitionResponseSchema,
  parseCatalogSummaries,
  parsePloneError,
  parseSearchResponse,
  TypeSchemaSchema,
} from '../../src/contract';
import { documentResponse, inheritComponent, SITE, summary, xLink } from './fixtures';

describe('content responses', () => {
  it('accept a full content GET and keep every key', () => {
    const content = documentResponse();
    const result = v.safeParse(ContentResponseSchema, content);
    expect(result.success && result.output).toEqual(content);
  });

  it('require @id and @type', () => {
    expect(v.is(ContentResponseSchema, { '@type': 'Document' })).toBe(false);
    expect(v.is(ContentResponseSchema, { '@id': `${SITE}/a` })).toBe(false);
  });

  it('read the fields every object has even when a minimal answer leaves them out, as for a bare site root', () => {
    const result = v.safeParse(ContentResponseSchema, { '@id': SITE, '@type': 'Plone Site' });
    expect(result.success && result.output).toStrictEqual({
      '@id': SITE,
      '@type': 'Plone Site',
      '@components': {},
      id: '',
      UID: '',
      title: '',
      description: '',
      review_state: null,
      is_folderish: false,
      parent: {},
    });
  });

  it('drop an inherit component that is not an object, and keep the other components as served', () => {
    const components = { actions: { '@id': `${SITE}/@actions` }, inherit: 'broken' };
    const result = v.safeParse(ContentResponseSchema, documentResponse({ '@components': components }));
    expect(result.success && result.output['@components']).toStrictEqual({
      actions: { '@id': `${SITE}/@actions` },
      inherit: undefined,
    });
  });

  it('hand the stored links and other fields over unchecked, for the readers that know them', () => {
    const stored = { social_links: 'https://x.com/typed-by-hand', items: {}, image: [], seo_title: 3 };
    const result = v.safeParse(ContentResponseSchema, documentResponse(stored));
    expect(result.success && result.output).toMatchObject(stored);
  });

  it('leave out settings fields of another type, for the control panel to show their defaults', () => {
    const served = documentResponse({ share_social_data: 'yes', facebook_app_id: null, x_username: ['x'] });
    const result = v.safeParse(ContentResponseSchema, served);
    expect(result.success && result.output).toMatchObject({
      share_social_data: undefined,
      facebook_app_id: undefined,
      x_username: undefined,
    });
  });

  it('accept the inherit component, also the empty one Plone answers without behaviors', () => {
    expect(v.is(InheritComponentSchema, inheritComponent())).toBe(true);
    expect(v.is(InheritComponentSchema, {})).toBe(true);
  });

  it('read an inherit component whose @id is of another type without it, and keep its behaviors', () => {
    const component = { ...inheritComponent(), '@id': 12 };
    const result = v.safeParse(InheritComponentSchema, component);
    expect(result.success && result.output).toStrictEqual({ ...component, '@id': undefined });
  });
});

describe('workflow transition answers', () => {
  it('need the new review state and read the rest of the record as texts', () => {
    expect(v.is(WorkflowTransitionResponseSchema, { action: 'publish' })).toBe(false);
    const result = v.safeParse(WorkflowTransitionResponseSchema, { review_state: 'published', actor: null });
    expect(result.success && result.output).toStrictEqual({
      review_state: 'published',
      action: '',
      actor: '',
      comments: '',
      time: '',
      title: '',
    });
  });
});

describe('parseSearchResponse', () => {
  const body = {
    '@id': `${SITE}/@search`,
    items: [summary(), summary({ '@id': `${SITE}/news`, social_links: null })],
    items_total: 2,
  };

  it('reads a search answer with summaries, links and null links as served', () => {
    const parsed = parseSearchResponse(body);
    expect(parsed?.problems).toEqual([]);
    expect(parsed?.response).toEqual(body);
    expect(parsed?.response.items[1]?.social_links).toBeNull();
    expect(parsed?.response).not.toHaveProperty('batching');
  });

  it('keeps the batching block when there is more than one page', () => {
    const batching = {
      '@id': `${SITE}/@search?b_size=1`,
      first: `${SITE}/@search?b_start=0&b_size=1`,
      last: `${SITE}/@search?b_start=1&b_size=1`,
      next: `${SITE}/@search?b_start=1&b_size=1`,
    };
    expect(parseSearchResponse({ ...body, batching })?.response.batching).toEqual(batching);
  });

  it('reads the bare empty list Plone answers for an empty SearchableText', () => {
    expect(parseSearchResponse([])).toEqual({ response: { '@id': '', items: [], items_total: 0 }, problems: [] });
  });

  it('drops a summary without @id and an item that is not a link inside a summary, and reports both', () => {
    const parsed = parseSearchResponse({
      ...body,
      items: [{ title: 'orphan' }, summary({ social_links: [xLink, 'x'] as never })],
    });
    expect(parsed?.response.items).toHaveLength(1);
    expect(parsed?.response.items[0]?.social_links).toEqual([xLink]);
    expect(parsed?.problems.map((problem) => problem.path)).toEqual(['items[0]', 'items[1].social_links[1]']);
  });

  it('answers null for a body without an items list', () => {
    expect(parseSearchResponse({ '@id': 'x' })).toBeNull();
    expect(parseSearchResponse('oops')).toBeNull();
  });

  it('turns a summary whose social_links is not a list into null, with a problem', () => {
    const { items, problems } = parseCatalogSummaries([summary({ social_links: 'x' as never })]);
    expect(items[0]?.social_links).toBeNull();
    expect(problems).toHaveLength(1);
  });
});

describe('TypeSchemaSchema', () => {
  const typeSchema = {
    fieldsets: [
      { behavior: 'plone', fields: ['title'], id: 'default', title: 'Default' },
      {
        behavior: 'plone',
        description: '',
        fields: ['share_social_data', 'facebook_app_id', 'social_links'],
        id: 'social_media',
        title: 'Social Media',
      },
    ],
    properties: {
      title: { title: 'Title', type: 'string', factory: 'Text line (String)', behavior: 'plone.dublincore' },
      social_links: {
        behavior: 'example.socialmedia.settings',
        default: [],
        description: '',
        factory: 'JSONField',
        title: 'Profiles',
        type: 'dict',
        widget: 'json',
        widgetOptions: {
          frontendOptions: { widget: 'social_media_object_list', widgetProps: { schemaName: 'socialMedia' } },
        },
      },
    },
    required: ['title'],
    title: 'Plone Site',
    type: 'object',
    layouts: ['document_view'],
  };

  it('accepts the schema of a type with the settings behavior and keeps the widget options', () => {
    const result = v.safeParse(TypeSchemaSchema, typeSchema);
    expect(result.success && result.output).toEqual(typeSchema);
  });

  it('fills in empty required and fieldsets lists, but needs properties', () => {
    const result = v.safeParse(TypeSchemaSchema, { title: 'Page', type: 'object', properties: {} });
    expect(result.success && result.output).toMatchObject({ required: [], fieldsets: [] });
    expect(v.is(TypeSchemaSchema, { title: 'Page', type: 'object' })).toBe(false);
  });
});

describe('parsePloneError', () => {
  it('reads a raised error with its type, message and context', () => {
    const body = { context: SITE, message: `Resource not found: ${SITE}/missing`, type: 'NotFound' };
    expect(parsePloneError(body)).toEqual({ type: 'NotFound', message: `Resource not found: ${SITE}/missing`, body });
  });

  it("reads a Manager's raised error whose traceback is a list of lines or the string sent after another exception", () => {
    const lines = ['Traceback (most recent call last):', '  File "ZPublisher/WSGIPublisher.py", line 181'];
    const another = 'ERROR: Another exception happened before we could render the traceback.';
    for (const traceback of [lines, another]) {
      const body = { context: SITE, message: "'NoneType' object is not iterable", traceback, type: 'TypeError' };
      expect(parsePloneError(body)).toEqual({ type: 'TypeError', message: body.message, body });
    }
  });

  it('reads an error a service returns itself, nested under error', () => {
    const body = { error: { type: 'Invalid credentials', message: 'Wrong login and/or password.' } };
    expect(parsePloneError(body)).toEqual({
      type: 'Invalid credentials',
      message: 'Wrong login and/or password.',
      body,
    });
  });

  it('reads the validation error whose message is a Python repr', () => {
    const message = "[{'message': 'Wrong contained type', 'field': 'social_links', 'error': 'ValidationError'}]";
    expect(parsePloneError({ context: SITE, message, type: 'BadRequest' })?.message).toBe(message);
  });

  it.each([null, 'text', [], { detail: 'nope' }, { error: 'x' }, { type: 5 }])('answers null for %j', (body) => {
    expect(parsePloneError(body)).toBeNull();
  });
});
