// `@controlpanels` and `@system` over HTTP, as Volto's `/controlpanel` page loads them: managers only,
// on the site root, in plone.restapi's shapes.
import { describe, expect, test } from 'vitest';
import { useMockBackend } from '../../support/mockBackend';

const backend = useMockBackend();
const json = { Accept: 'application/json' };
const admin = { ...json, Authorization: `Basic ${btoa('admin:admin')}` };
const member = { ...json, Authorization: `Basic ${btoa('member:member')}` };

/** A GET over HTTP: the response and its JSON (`Body` names the parts of it a test reads). */
async function get<Body = Record<string, unknown>>(path: string, headers: Record<string, string> = json) {
  const response = await fetch(`${backend.baseUrl}${path}`, { headers });
  return { response, body: (await response.json()) as Body };
}

describe('@controlpanels', () => {
  test('a manager gets the list of panels, each with its URL, group, title and search words (as Plone 6.2)', async () => {
    const { response, body } = await get<Array<Record<string, unknown>>>('/++api++/@controlpanels', admin);
    expect(response.status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    for (const panel of body) {
      expect(Object.keys(panel).sort()).toEqual(['@id', 'group', 'searchable_text', 'title']);
      expect(panel['@id']).toMatch(new RegExp(`^${backend.baseUrl}/@controlpanels/[a-z-]+$`));
    }
    const panel = (id: string) =>
      body.find((candidate) => candidate['@id'] === `${backend.baseUrl}/@controlpanels/${id}`);
    expect(panel('navigation')).toMatchObject({ group: 'General', title: 'Navigation' });
    expect(panel('dexterity-types')).toMatchObject({ group: 'Content', title: 'Content Types' });
    expect(panel('security')).toMatchObject({ group: 'Security', title: 'Security' });
  });

  test('the same list answers without ++api++ to an Accept: application/json request', async () => {
    const withApi = await get('/++api++/@controlpanels', admin);
    const plain = await get('/@controlpanels', admin);
    expect(plain.response.status).toBe(200);
    expect(plain.body).toEqual(withApi.body);
  });

  test('anonymous visitors and members are refused with 401 Unauthorized', async () => {
    for (const headers of [json, member]) {
      const { response, body } = await get('/++api++/@controlpanels', headers);
      expect(response.status).toBe(401);
      expect(body.type).toBe('Unauthorized');
    }
  });

  test('the service lives on the site root only', async () => {
    const { response } = await get('/++api++/about/@controlpanels', admin);
    expect(response.status).toBe(404);
  });
});

describe('@system', () => {
  test('a manager gets the versions of Plone, Zope, CMF, Python and plone.restapi', async () => {
    const { response, body } = await get('/++api++/@system', admin);
    expect(response.status).toBe(200);
    expect(Object.keys(body).sort()).toEqual([
      '@id',
      'cmf_version',
      'debug_mode',
      'distribution',
      'pil_version',
      'plone.distribution',
      'plone_gs_metadata_version_file_system',
      'plone_gs_metadata_version_installed',
      'plone_restapi_version',
      'plone_version',
      'python_version',
      'upgrade',
      'zope_version',
    ]);
    expect(body['@id']).toBe(`${backend.baseUrl}/@system`);
    expect(body.upgrade).toBe(false);
    expect(body.plone_version).toMatch(/^6\./);
  });

  test('anonymous visitors and members are refused with 401 Unauthorized', async () => {
    for (const headers of [json, member]) {
      const { response, body } = await get('/++api++/@system', headers);
      expect(response.status).toBe(401);
      expect(body.type).toBe('Unauthorized');
    }
  });
});
