// The client SDK as a caller sees it: which requests it sends and what it hands back.
import { createClient } from '../../src/client/createClient';
import { documentResponse, inheritComponent, SITE, summary, xLink } from '../contract/fixtures';
import { json } from './fakeFetch';
import { setup } from './setupClient';

const SETTINGS = 'example.socialmedia.settings';

describe('createClient: URLs', () => {
  it.each([
    ['', `${SITE}?expand=inherit&expand.inherit.behaviors=${SETTINGS}`],
    ['/', `${SITE}?expand=inherit&expand.inherit.behaviors=${SETTINGS}`],
    ['news', `${SITE}/news?expand=inherit&expand.inherit.behaviors=${SETTINGS}`],
    ['/team//alice/', `${SITE}/team/alice?expand=inherit&expand.inherit.behaviors=${SETTINGS}`],
    [`${SITE}/news`, `${SITE}/news?expand=inherit&expand.inherit.behaviors=${SETTINGS}`],
    [SITE, `${SITE}?expand=inherit&expand.inherit.behaviors=${SETTINGS}`],
    ['http://localhost:8080/Plone/news', `${SITE}/news?expand=inherit&expand.inherit.behaviors=${SETTINGS}`],
  ])('fetches the content at %j from %s', async (path, expected) => {
    const { client, last } = setup(() => json(documentResponse()));
    await client.getContent(path);
    expect(last().url).toBe(expected);
  });

  it('ignores a trailing slash on the base URL', async () => {
    const { client, last } = setup(() => json(documentResponse()), { baseUrl: `${SITE}//` });
    expect(client.baseUrl).toBe(SITE);
    await client.getContent('/news');
    expect(last().url.startsWith(`${SITE}/news?`)).toBe(true);
  });

  it('refuses a base URL that is not absolute', () => {
    expect(() => createClient({ baseUrl: '/Plone' })).toThrow(TypeError);
  });

  it('refuses a URL of another site instead of sending credentials there', async () => {
    const { client, requests } = setup(() => json(documentResponse()));
    await expect(client.getContent('https://elsewhere.example/site/page')).rejects.toThrow(TypeError);
    expect(requests).toHaveLength(0);
  });

  it.each(['/a/%2e%2e/%2e%2e/manage_main', '/%2E%2E/OtherSite/page', `${SITE}/.%2e/OtherSite/page`])(
    'refuses %s, whose escaped dots fetch reads as "..", instead of sending credentials above the site',
    async (path) => {
      const { client, requests } = setup(() => json(documentResponse()), {
        credentials: { username: 'admin', password: 'secret' },
      });
      await expect(client.getContent(path)).rejects.toThrow(TypeError);
      expect(requests).toHaveLength(0);
    },
  );

  it("keeps the caller's expanders and behaviors first, adding ours once", async () => {
    const { client, last } = setup(() => json(documentResponse()));
    await client.getContent('/news', {
      query: {
        expand: ['breadcrumbs', 'inherit'],
        'expand.inherit.behaviors': `other.behavior,${SETTINGS}`,
        b_size: 5,
      },
    });
    expect(last().url).toBe(
      `${SITE}/news?expand=breadcrumbs,inherit&expand.inherit.behaviors=other.behavior,${SETTINGS}&b_size=5`,
    );
  });

  it('uses the plonegovbr behavior names with one option, or explicit names', async () => {
    const { client, last } = setup(() => json(documentResponse()), { behaviorPrefix: 'plonegovbr' });
    expect(client.behaviors).toEqual({
      settings: 'plonegovbr.socialmedia.settings',
      links: 'plonegovbr.socialmedia.links',
    });
    await client.getContent('');
    expect(last().url).toContain('expand.inherit.behaviors=plonegovbr.socialmedia.settings');
    const custom = createClient({ baseUrl: SITE, behaviors: { settings: 'my.settings' } });
    expect(custom.behaviors).toEqual({ settings: 'my.settings', links: 'example.socialmedia.links' });
  });

  it('repeats keys for list values and encodes spaces, keeping commas, slashes and colons readable', async () => {
    const { client, last } = setup(() => json({ '@id': `${SITE}/@search`, items: [], items_total: 0 }));
    await client.search('/', {
      portal_type: ['Document', 'News Item'],
      path: '/Plone/news',
      'path.depth': 1,
      SearchableText: 'social & media',
      metadata_fields: ['UID', 'social_links'],
      sort_on: undefined,
    });
    expect(last().url).toBe(
      `${SITE}/@search?portal_type=Document&portal_type=News%20Item&path=/Plone/news&path.depth=1` +
        '&SearchableText=social%20%26%20media&metadata_fields=UID&metadata_fields=social_links',
    );
  });

  it('encodes a type name with a space as one path segment', async () => {
    const { client, last } = setup(() =>
      json(
        { title: 'Plone Site', type: 'object', properties: {}, required: [], fieldsets: [] },
        200,
        'application/json+schema',
      ),
    );
    await client.getTypeSchema('Plone Site');
    expect(last().url).toBe(`${SITE}/@types/Plone%20Site`);
  });

  it('keeps the query of an absolute batching URL it is given', async () => {
    const { client, last } = setup(() => new Response('{}'));
    await client.raw('GET', `${SITE}/@search?b_start=5&b_size=5`);
    expect(last().url).toBe(`${SITE}/@search?b_start=5&b_size=5`);
  });
});

describe('createClient: headers and credentials', () => {
  it('asks for exactly one media type, application/json, on every call', async () => {
    const { client, requests } = setup((request) =>
      request.url.includes('@types/')
        ? json({ properties: {} })
        : request.method === 'GET'
          ? json(documentResponse())
          : new Response(null, { status: 204 }),
    );
    await client.getContent('/news');
    await client.patchSettings('/', { share_social_data: false });
    await client.getTypeSchema('Document');
    expect(requests.map((request) => request.headers.Accept)).toEqual([
      'application/json',
      'application/json',
      'application/json',
    ]);
  });

  it('sends no Authorization header when anonymous', async () => {
    const { client, last } = setup(() => json(documentResponse()));
    await client.getContent('/news');
    expect(last().headers).not.toHaveProperty('Authorization');
  });

  it('sends a Bearer token', async () => {
    const { client, last } = setup(() => json(documentResponse()), { credentials: { token: 'abc.def.ghi' } });
    await client.getContent('/news');
    expect(last().headers.Authorization).toBe('Bearer abc.def.ghi');
  });

  it('sends Basic credentials encoded as UTF-8', async () => {
    const { client, last } = setup(() => json(documentResponse()), {
      credentials: { username: 'admin', password: 'admin' },
    });
    await client.getContent('/news');
    expect(last().headers.Authorization).toBe('Basic YWRtaW46YWRtaW4=');
    await client.withCredentials({ username: 'joão', password: 'pässwörd' }).getContent('/news');
    expect(last().headers.Authorization).toBe(`Basic ${Buffer.from('joão:pässwörd', 'utf8').toString('base64')}`);
  });

  it('makes a client for another user or for anonymous with the same site and options', async () => {
    const { client, last } = setup(() => json(documentResponse()), {
      credentials: { token: 't' },
      behaviorPrefix: 'plonegovbr',
    });
    const anonymous = client.withCredentials(undefined);
    await anonymous.getContent('/news');
    expect(last().headers).not.toHaveProperty('Authorization');
    expect(anonymous.behaviors.settings).toBe('plonegovbr.socialmedia.settings');
  });
});

describe('createClient: reading', () => {
  it('answers the content together with the settings it carried', async () => {
    const { client } = setup(() => json(documentResponse()));
    const { content, settings } = await client.getContent('/news');
    expect(content['@id']).toBe(`${SITE}/news`);
    expect(settings?.from).toEqual({ '@id': SITE, title: 'My site' });
    expect(settings?.settings.x_username).toBe('ploneorgbr');
  });

  it('answers null settings when no object provides them', async () => {
    const { client } = setup(() => json(documentResponse({ '@components': {} })));
    expect((await client.getContent('/news')).settings).toBeNull();
  });

  it('reports repaired payloads to onProblems instead of failing', async () => {
    const onProblems = vi.fn();
    const broken = documentResponse({
      '@components': { inherit: inheritComponent('/news', SETTINGS, { social_links: [{ id: 'x' }] }) },
    });
    const { client } = setup(() => json(broken), { onProblems });
    const { settings } = await client.getContent('/news');
    expect(settings?.settings.social_links).toEqual([{ '@id': '', id: 'x', title: '', href: [] }]);
    expect(onProblems).toHaveBeenCalledWith(
      [expect.objectContaining({ path: 'data.social_links[0]', index: 0 })],
      expect.stringContaining('/news'),
    );
  });

  it('reads @inherit with our behavior, or the names asked for', async () => {
    const { client, requests } = setup(() => json(inheritComponent('/news')));
    const inherit = await client.getInherit('/news');
    await client.getInherit('/news', ['a.one', SETTINGS]);
    expect(requests.map((request) => request.url)).toEqual([
      `${SITE}/news/@inherit?expand.inherit.behaviors=${SETTINGS}`,
      `${SITE}/news/@inherit?expand.inherit.behaviors=a.one,${SETTINGS}`,
    ]);
    expect(inherit[SETTINGS]).toBeDefined();
  });

  it('answers the settings that apply at a path, or null when none do', async () => {
    const { client } = setup((request) => json(request.url.includes('/orphan/') ? {} : inheritComponent('/news')));
    expect((await client.getSettings('/news'))?.settings.facebook_username).toBe('PloneBr');
    expect(await client.getSettings('/orphan')).toBeNull();
  });

  it("reads an object's own links, empty when it has none", async () => {
    const { client } = setup((request) =>
      json(request.url.includes('/empty') ? documentResponse({ social_links: null }) : documentResponse()),
    );
    expect(await client.getLinks('/news')).toEqual([xLink]);
    expect(await client.getLinks('/empty')).toEqual([]);
  });

  it('lists folder children as summaries in the order served, with their total', async () => {
    const children = [
      summary({ '@id': `${SITE}/b`, title: 'B' }),
      summary({ '@id': `${SITE}/a`, title: 'A', social_links: null }),
    ];
    const folder = documentResponse({ is_folderish: true, items: children, items_total: 7 });
    const { client, last } = setup(() => json(folder));
    const listing = await client.listFolder('/folder', { b_size: 2 });
    expect(listing).toEqual({ items: children, items_total: 7 });
    expect(last().url).toBe(`${SITE}/folder?expand=inherit&expand.inherit.behaviors=${SETTINGS}&b_size=2`);
  });

  it('searches with GET and with a POSTed querystring body', async () => {
    const answer = { '@id': `${SITE}/@search`, items: [summary()], items_total: 1 };
    const { client, requests } = setup(() => json(answer));
    expect(await client.search('/news', { portal_type: 'Document' })).toEqual(answer);
    const body = {
      query: [{ i: 'portal_type', o: 'plone.app.querystring.operation.selection.any', v: ['Document'] }],
      b_size: 10,
    };
    await client.querystringSearch('/', body);
    expect(requests[1]).toMatchObject({
      method: 'POST',
      url: `${SITE}/@querystring-search`,
      body: JSON.stringify(body),
    });
    expect(requests[1]?.headers['Content-Type']).toBe('application/json');
  });

  it('reads the addable types and a type schema served as application/json+schema', async () => {
    const schema = {
      title: 'Page',
      type: 'object',
      properties: { social_links: { title: 'Profiles', type: 'dict' } },
      required: [],
      fieldsets: [],
    };
    const { client } = setup((request) =>
      request.url.endsWith('/@types')
        ? json([{ '@id': `${SITE}/@types/Document`, title: 'Page', addable: true, immediately_addable: true }, 'junk'])
        : json(schema, 200, 'application/json+schema'),
    );
    expect(await client.getTypes()).toEqual([
      { '@id': `${SITE}/@types/Document`, title: 'Page', addable: true, immediately_addable: true },
    ]);
    expect(await client.getTypeSchema('Document')).toEqual(schema);
  });
});

describe('createClient: answers typed as checked', () => {
  it('repairs the fields every object has and hands the stored links over exactly as stored', async () => {
    const storedLinks = [xLink, 'https://x.com/typed-by-hand', { id: 7 }];
    const served = documentResponse({
      title: 42,
      description: null,
      review_state: ['published'],
      share_social_data: 'yes',
      x_username: 7,
      social_links: storedLinks,
    });
    const { client } = setup(() => json(served));
    const { content } = await client.getContent('/news');
    expect(content).toMatchObject({ title: '', description: '', review_state: null, is_folderish: false });
    expect(content.share_social_data).toBeUndefined();
    expect(content.x_username).toBeUndefined();
    // An editor who opens this object edits the list as stored: nothing of it is dropped on the way.
    expect(content.social_links).toEqual(storedLinks);
  });

  it('keeps the settings of a content GET whose inherit component has an @id of another type', async () => {
    const inherit = { ...inheritComponent('/news'), '@id': 12 };
    const { client } = setup(() => json(documentResponse({ '@components': { inherit } })));
    const { content, settings } = await client.getContent('/news');
    expect(settings?.settings.x_username).toBe('ploneorgbr');
    expect(content['@components'].inherit?.['@id']).toBeUndefined();
  });

  it('reads @inherit whose @id is of another type, and rejects one that is not an object', async () => {
    const { client } = setup((request) =>
      json(request.url.includes('/list/') ? [inheritComponent('/list')] : { ...inheritComponent('/news'), '@id': 3 }),
    );
    const inherit = await client.getInherit('/news');
    expect(inherit['@id']).toBeUndefined();
    expect(inherit[SETTINGS]).toEqual(inheritComponent('/news')[SETTINGS]);
    await expect(client.getInherit('/list')).rejects.toMatchObject({
      name: 'ResponseFormatError',
      message: expect.stringContaining('expected the inherit component'),
    });
  });

  it('answers a transition record whose fields other than review_state are missing with empty texts', async () => {
    const { client } = setup(() => json({ review_state: 'published', comments: null }));
    expect(await client.transition('/news', 'publish')).toEqual({
      review_state: 'published',
      action: '',
      actor: '',
      comments: '',
      time: '',
      title: '',
    });
  });

  it('leaves out of a type schema the widget options of another type, and keeps the rest of the field', async () => {
    const field = { title: 'Profiles', type: 'dict', factory: 'JSONField', widgetOptions: 'social_media_object_list' };
    const { client } = setup(() => json({ title: 'Page', properties: { social_links: field } }));
    const schema = await client.getTypeSchema('Document');
    expect(schema.properties.social_links).toEqual({ title: 'Profiles', type: 'dict', factory: 'JSONField' });
    expect(schema.properties.social_links?.widgetOptions).toBeUndefined();
  });
});

describe('createClient: writing', () => {
  it('PATCHes settings fields at the top level and resolves on 204', async () => {
    const { client, last } = setup();
    await expect(
      client.patchSettings('/', { share_social_data: false, facebook_app_id: '123' }),
    ).resolves.toBeUndefined();
    expect(last()).toMatchObject({
      method: 'PATCH',
      url: SITE,
      body: '{"share_social_data":false,"facebook_app_id":"123"}',
    });
  });

  it('replaces the whole link list of an object', async () => {
    const { client, last } = setup();
    await client.putLinks('/news', [xLink]);
    expect(last().method).toBe('PATCH');
    expect(JSON.parse(last().body!)).toEqual({ social_links: [xLink] });
  });

  it('patches any fields', async () => {
    const { client, last } = setup();
    await client.patchContent('/news', { title: 'News!' });
    expect(JSON.parse(last().body!)).toEqual({ title: 'News!' });
  });

  it('logs in with login and password and answers the token', async () => {
    const { client, last } = setup(() => json({ token: 'jwt' }));
    expect(await client.login('admin', 'secret')).toEqual({ token: 'jwt' });
    expect(last()).toMatchObject({ method: 'POST', url: `${SITE}/@login` });
    expect(JSON.parse(last().body!)).toEqual({ login: 'admin', password: 'secret' });
  });

  it('creates content in a container and answers what Plone created (201)', async () => {
    const created = documentResponse({ '@id': `${SITE}/folder/page`, id: 'page' });
    const { client, last } = setup(() => json(created, 201));
    expect((await client.createContent('/folder', { '@type': 'Document', id: 'page', title: 'Page' }))['@id']).toBe(
      `${SITE}/folder/page`,
    );
    expect(last()).toMatchObject({ method: 'POST', url: `${SITE}/folder` });
  });

  it('deletes content (204)', async () => {
    const { client, last } = setup();
    await expect(client.deleteContent('/folder/page')).resolves.toBeUndefined();
    expect(last()).toMatchObject({ method: 'DELETE', url: `${SITE}/folder/page`, body: undefined });
  });

  it('runs a workflow transition and answers its record', async () => {
    const record = {
      action: 'publish',
      actor: 'admin',
      comments: '',
      review_state: 'published',
      time: '2025-01-01T00:00:00+00:00',
      title: 'Published',
    };
    const { client, last } = setup(() => json(record));
    expect(await client.transition('/news', 'publish')).toEqual(record);
    expect(last()).toMatchObject({ method: 'POST', url: `${SITE}/news/@workflow/publish` });
  });

  it('hands back the raw Response for any status', async () => {
    const { client, last } = setup(() => json({ type: 'NotFound', message: 'gone' }, 404));
    const response = await client.raw('get', '/missing', { headers: { Prefer: 'return=representation' } });
    expect(response.status).toBe(404);
    expect(last().method).toBe('GET');
    expect(last().headers).toMatchObject({ Accept: 'application/json', Prefer: 'return=representation' });
  });

  it('sends a header the caller names in lower case instead of its own, not both in one', async () => {
    const { client, last } = setup(() => new Response('<html></html>'), { credentials: { token: 'abc' } });
    await client.raw('POST', '/', {
      body: 'plain',
      headers: { accept: 'text/html', authorization: 'Basic YWRtaW46YWRtaW4=', 'content-type': 'text/plain' },
    });
    // As the server reads them: header names are case-insensitive, and a name sent twice is one list.
    const sent = new Headers(last().headers);
    expect(sent.get('Accept')).toBe('text/html');
    expect(sent.get('Authorization')).toBe('Basic YWRtaW46YWRtaW4=');
    expect(sent.get('Content-Type')).toBe('text/plain');
  });
});
