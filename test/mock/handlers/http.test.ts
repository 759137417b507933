// The mock over HTTP (msw, raw fetch): content negotiation, body text, components, Volto's endpoints,
// error shapes and virtual hosting, on the demo site.
import { describe, expect, test } from 'vitest';
import { useMockBackend } from '../../support/mockBackend';

const backend = useMockBackend();
const base = () => backend.baseUrl;
const json = { Accept: 'application/json' };
const admin = { ...json, Authorization: `Basic ${btoa('admin:admin')}` };
const member = { ...json, Authorization: `Basic ${btoa('member:member')}` };

/** The parts of a listing these tests read. */
interface Listing {
  items: Array<{ title: string; social_links?: unknown }>;
}

/** The expanded components these tests read; `expect` judges each one. */
interface ExpandedComponents {
  breadcrumbs: unknown;
  navigation: { items: unknown[] };
  workflow: { state: unknown; transitions: Array<{ title: string }> };
  actions: unknown;
  types: unknown;
  navroot: unknown;
}

/** A GET over HTTP: the response, its text and its JSON (`Body` names the parts of it a test reads). */
async function get<Body = Record<string, unknown>>(path: string, headers: Record<string, string> = json) {
  const response = await fetch(`${base()}${path}`, { headers });
  const text = await response.text();
  return { response, text, body: text ? (JSON.parse(text) as Body) : undefined };
}

describe('content negotiation', () => {
  test('only a single application/json media type or ++api++ gets JSON', async () => {
    const axios = await fetch(`${base()}/about`, { headers: { Accept: 'application/json, text/plain, */*' } });
    expect(axios.headers.get('Content-Type')).toContain('text/html');
    const api = await fetch(`${base()}/++api++/about`);
    expect(api.headers.get('Content-Type')).toBe('application/json');
    expect(((await api.json()) as { '@id': string })['@id']).toBe(`${base()}/about`);
    const charset = await fetch(`${base()}/about`, { headers: { Accept: 'application/json; charset=utf-8' } });
    expect(charset.headers.get('Content-Type')).toBe('application/json');
  });

  test('bodies are written as Python writes them: sorted keys, two-space indent', async () => {
    const { text } = await get('/@inherit?expand.inherit.behaviors=example.socialmedia.settings');
    expect(text.startsWith('{\n  "@id": ')).toBe(true);
    expect(text.indexOf('"data"')).toBeLessThan(text.indexOf('"from"'));
  });
});

describe('content GET', () => {
  test('the site root has the settings at the top level, no parent and no review state', async () => {
    const { body } = await get<Listing>('');
    expect(body).toMatchObject({
      '@type': 'Plone Site',
      parent: {},
      review_state: null,
      share_social_data: true,
      facebook_app_id: '123456789012345',
      x_username: 'plonedemo',
      facebook_username: 'plonedemo',
      title: 'Social Media Demo',
    });
    expect(body).not.toHaveProperty('created');
    expect(body!.items.map((item) => item.title)).toEqual([
      'About this site',
      'We are on social media',
      'Community',
      'Team',
      'Follow us',
    ]);
  });

  test('the parent of a page in a folder is a full summary, of a root page the five root keys', async () => {
    const alice = await get('/team/alice');
    expect(alice.body!.parent).toMatchObject({
      '@id': `${base()}/team`,
      review_state: 'published',
      social_links: expect.any(Array),
    });
    const about = await get<{ parent: object }>('/about');
    expect(Object.keys(about.body!.parent).sort()).toEqual(['@id', '@type', 'description', 'title', 'type_title']);
  });

  test('expanded components have the shapes plone.restapi gives them', async () => {
    const { body } = await get<{ '@components': ExpandedComponents }>(
      '/team/alice?expand=breadcrumbs,navigation,workflow,actions,types',
      admin,
    );
    const components = body!['@components'];
    expect(components.breadcrumbs).toEqual({
      '@id': `${base()}/team/alice/@breadcrumbs`,
      items: [
        { '@id': `${base()}/team`, title: 'Team' },
        { '@id': `${base()}/team/alice`, title: 'Alice Example' },
      ],
      root: base(),
    });
    expect(components.navigation.items[0]).toEqual({
      '@id': base(),
      description: expect.any(String),
      items: [],
      review_state: null,
      title: 'Home',
    });
    expect(components.workflow.state).toEqual({ id: 'published', title: 'Published' });
    expect(components.workflow.transitions.map((t) => t.title)).toEqual(['Send back', 'Retract']);
    expect(components.actions).not.toHaveProperty('@id');
    expect(Array.isArray(components.types)).toBe(true);
    expect(components.navroot).toEqual({ '@id': `${base()}/team/alice/@navroot` });
  });

  test('expanding types as an anonymous visitor fails the whole GET with 401', async () => {
    const { response } = await get('/about?expand=types');
    expect(response.status).toBe(401);
  });

  test('a logged-in Member without rights gets 401, not 403', async () => {
    const { response, body } = await get('/private-page', member);
    expect(response.status).toBe(401);
    expect(body).toEqual({
      context: base(),
      message: 'You are not authorized to access this resource.',
      type: 'Unauthorized',
    });
  });

  test('a PATCH answers 204 without body or Content-Type', async () => {
    const response = await fetch(`${base()}/team`, {
      method: 'PATCH',
      headers: admin,
      body: JSON.stringify({ facebook_app_id: '1' }),
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('Content-Type')).toBeNull();
    expect(await response.text()).toBe('');
  });

  test('a 404 names the first missing id; a non-integer b_size is the ValueError Plone 6.2 answers', async () => {
    const missing = await get('/team/nope/deeper');
    expect(missing.body).toEqual({
      context: base(),
      message: `Resource not found: ${base()}/team/nope`,
      type: 'NotFound',
    });
    const batch = await get('/@search?b_size=x');
    expect(batch.response.status).toBe(500);
    expect(batch.body).toMatchObject({ type: 'ValueError', message: "invalid literal for int() with base 10: 'x'" });
  });

  test('a manager gets a traceback with a 400', async () => {
    const response = await fetch(`${base()}/team`, {
      method: 'PATCH',
      headers: admin,
      body: JSON.stringify({ social_links: 3 }),
    });
    const body = (await response.json()) as Record<string, unknown>;
    expect(response.status).toBe(400);
    expect(body.traceback).toEqual(expect.any(Array));
  });

  test('after social_links is patched to null every read of the settings is a 500', async () => {
    const patch = await fetch(`${base()}/community`, {
      method: 'PATCH',
      headers: admin,
      body: JSON.stringify({ social_links: null }),
    });
    expect(patch.status).toBe(204);
    const { response, body } = await get(
      '/community/meetups?expand=inherit&expand.inherit.behaviors=example.socialmedia.settings',
    );
    expect(response.status).toBe(500);
    expect(body).toMatchObject({ type: 'TypeError', message: "'NoneType' object is not iterable" });
    const listing = await get<Listing>('/community/@search?path.depth=0');
    expect(listing.body!.items[0]?.social_links).toBeNull();
  });
});

describe("Volto's endpoints", () => {
  test('@site, @navroot, @querystring and @workflow answer in plone.restapi shapes', async () => {
    expect((await get('/@site')).body).toMatchObject({
      '@id': `${base()}/@site`,
      'plone.site_title': 'Social Media Demo',
    });
    expect((await get('/about/@navroot')).body!.navroot).toMatchObject({ '@id': base(), '@type': 'Plone Site' });
    expect((await get('/@querystring')).body!.indexes).toHaveProperty('portal_type');
    expect((await get('/@workflow')).body).toEqual({ '@id': `${base()}/@workflow`, history: [], transitions: [] });
    expect((await get('/about/@workflow')).body!.history).toEqual([]);
    expect((await get('/about/@workflow', admin)).body!.history).toHaveLength(2);
  });

  test('@login, @login-renew, @users and @logout work with the token', async () => {
    const login = await fetch(`${base()}/@login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ login: 'admin', password: 'admin' }),
    });
    const { token } = (await login.json()) as { token: string };
    const bearer = { ...json, Authorization: `Bearer ${token}` };
    const renew = await fetch(`${base()}/@login-renew`, { method: 'POST', headers: bearer });
    expect(((await renew.json()) as { token: string }).token).toMatch(/^eyJ/);
    expect((await get('/@users/admin', bearer)).body).toMatchObject({
      id: 'admin',
      fullname: 'Site Administrator',
      roles: ['Manager'],
    });
    expect((await get('/@users/admin')).response.status).toBe(401);
    const logout = await fetch(`${base()}/@logout`, { method: 'POST', headers: bearer });
    expect(logout.status).toBe(204);
    const anonymousRenew = await fetch(`${base()}/@login-renew`, { method: 'POST', headers: json });
    expect(await anonymousRenew.json()).toEqual({
      error: {
        type: 'Invalid or expired authentication token',
        message: 'The authentication token is invalid or expired.',
      },
    });
  });

  test("an unknown service is a 404 with Plone's body", async () => {
    const { response, body } = await get('/team/@nonsense');
    expect(response.status).toBe(404);
    expect(body).toEqual({
      context: base(),
      message: `Resource not found: ${base()}/team/@nonsense`,
      type: 'NotFound',
    });
  });
});

describe('URLs', () => {
  test('batching links encode parameters as Python urlencode does', async () => {
    const { body } = await get<{ '@id': string; batching: { next: string } }>(
      '/@search?portal_type=Document&path=/Plone/team&b_size=1',
    );
    expect(body!['@id']).toBe(`${base()}/@search?portal_type=Document&path=%2FPlone%2Fteam`);
    expect(body!.batching.next).toBe(`${base()}/@search?b_start=1&portal_type=Document&path=%2FPlone%2Fteam&b_size=1`);
  });

  test("virtual hosting as Volto's dev proxy sends it maps URLs onto the public host", async () => {
    const url = new URL(base());
    const response = await fetch(
      `${url.origin}/VirtualHostBase/http/localhost:3000${url.pathname}/++api++/VirtualHostRoot/team/alice`,
      {
        headers: json,
      },
    );
    const body = (await response.json()) as Record<string, unknown>;
    expect(body['@id']).toBe('http://localhost:3000/team/alice');
  });

  test('virtual hosting at a default port (https on 443, as Volto’s dev proxy names it) writes no port, as Zope', async () => {
    const url = new URL(base());
    const answers = await Promise.all(
      ['https/www.example.org:443', 'http/www.example.org:80'].map((host) =>
        fetch(`${url.origin}/VirtualHostBase/${host}${url.pathname}/++api++/VirtualHostRoot/_vh_site/team/alice`, {
          headers: json,
        }).then((response) => response.json() as Promise<Record<string, unknown>>),
      ),
    );
    expect(answers.map((body) => body['@id'])).toEqual([
      'https://www.example.org/site/team/alice',
      'http://www.example.org/site/team/alice',
    ]);
  });

  test('the requests of a test are listed in order', async () => {
    await get('/about');
    await get('/team');
    expect(backend.requests.map((request) => request.url)).toEqual([`${base()}/about`, `${base()}/team`]);
  });
});
