// Contract scenarios for the services Volto loads around every page and in its editor (breadcrumbs,
// navigation, actions, site, workflow, lock, vocabularies, control panels, users, token renewal): each route
// the mock serves is sent to both backends at least once, so the comparison covers it (docs/contract-report.md).
import { describe, expect, onTestFinished, test } from 'vitest';
import { useContractBackend } from './harness';

const backend = useContractBackend();

async function json(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

/** A published folder with a published page in it, as a visitor meets them. */
async function publishedSection(slug: string) {
  const folder = await backend.scenarioFolder(slug, { title: `Section ${slug}` });
  await backend.admin.transition(folder, 'publish');
  await backend.admin.createContent(folder, { '@type': 'Document', id: 'page', title: 'A page' });
  await backend.admin.transition(`${folder}/page`, 'publish');
  return folder;
}

const titles = (items: unknown) => (items as Array<{ title: string }>).map((item) => item.title);
const ids = (items: unknown) => (items as Array<{ id: string }>).map((item) => item.id);

describe('the services of every page', () => {
  test('breadcrumbs name each ancestor below the site root', async () => {
    const folder = await publishedSection('routes-breadcrumbs');
    const body = await json(await backend.anonymous.raw('GET', `${folder}/page/@breadcrumbs`));
    expect(titles(body.items)).toEqual(['Section routes-breadcrumbs', 'A page']);
    expect(body.root).toBe(backend.baseUrl);
    const atRoot = await json(await backend.anonymous.raw('GET', '/@breadcrumbs'));
    expect(atRoot.items).toEqual([]);
  });

  test('the navigation shows Home and the published sections, a private one only to the editor', async () => {
    await publishedSection('routes-navigation');
    const anonymous = await json(await backend.anonymous.raw('GET', '/@navigation'));
    expect(titles(anonymous.items)).toEqual(['Home', 'Section routes-navigation']);
    const inside = await json(await backend.anonymous.raw('GET', '/contract-routes-navigation/page/@navigation'));
    expect(titles(inside.items)).toEqual(['Home', 'Section routes-navigation']);
  });

  test('a private section is in the navigation of the editor only', async () => {
    await backend.scenarioFolder('routes-navigation-private', { title: 'Private section' });
    expect(titles((await json(await backend.anonymous.raw('GET', '/@navigation'))).items)).toEqual(['Home']);
    expect(titles((await json(await backend.admin.raw('GET', '/@navigation'))).items)).toEqual([
      'Home',
      'Private section',
    ]);
  });

  test('the actions offer a visitor to log in, an editor to log out', async () => {
    const folder = await publishedSection('routes-actions');
    const anonymous = await json(await backend.anonymous.raw('GET', `${folder}/@actions`));
    expect((anonymous.user as Array<{ id: string }>).map((action) => action.id)).toContain('login');
    const admin = await json(await backend.admin.raw('GET', `${folder}/@actions`));
    expect((admin.user as Array<{ id: string }>).map((action) => action.id)).toContain('logout');
  });

  test('the navigation root of a page is the site root', async () => {
    const folder = await publishedSection('routes-navroot');
    const body = await json(await backend.anonymous.raw('GET', `${folder}/page/@navroot`));
    expect((body.navroot as Record<string, unknown>)['@id']).toBe(backend.baseUrl);
  });

  test('the site service names the site and its languages', async () => {
    const body = await json(await backend.anonymous.raw('GET', '/@site'));
    expect(body['plone.site_title']).toBe('Plone site');
    expect(body['plone.default_language']).toBe('en');
  });

  test('the expanded components of a content GET are the services themselves', async () => {
    const folder = await publishedSection('routes-expand');
    const response = await backend.anonymous.raw(
      'GET',
      `${folder}/page?expand=breadcrumbs,navigation,navroot,workflow`,
    );
    const components = (await json(response))['@components'] as Record<string, Record<string, unknown>>;
    expect(titles(components.breadcrumbs!.items)).toEqual(['Section routes-expand', 'A page']);
    expect(titles(components.navigation!.items)).toEqual(['Home', 'Section routes-expand']);
  });
});

describe('the services of the editor', () => {
  test('the workflow of a private page offers publishing to the editor', async () => {
    const folder = await backend.scenarioFolder('routes-workflow');
    const body = await json(await backend.admin.raw('GET', `${folder}/@workflow`));
    expect(body.state).toEqual({ id: 'private', title: 'Private' });
    expect(titles(body.transitions)).toContain('Publish');
    const anonymous = await backend.anonymous.raw('GET', `${folder}/@workflow`);
    expect(anonymous.status).toBe(401);
  });

  test('a page is locked, read back and released; a folder cannot be locked', async () => {
    const folder = await backend.scenarioFolder('routes-lock');
    expect(await json(await backend.admin.raw('POST', `${folder}/@lock`, { body: {} }))).toEqual({});
    expect(await json(await backend.admin.raw('GET', `${folder}/@lock`))).toEqual({});
    await backend.admin.createContent(folder, { '@type': 'Document', id: 'page', title: 'A page' });
    const page = `${folder}/page`;
    expect(await json(await backend.admin.raw('GET', `${page}/@lock`))).toEqual({ locked: false, stealable: true });
    const locked = await json(
      await backend.admin.raw('POST', `${page}/@lock`, { body: { stealable: true, timeout: 600 } }),
    );
    expect(locked).toMatchObject({ locked: true, creator: 'admin', stealable: true, timeout: 600 });
    expect(await json(await backend.admin.raw('GET', `${page}/@lock`))).toMatchObject({ locked: true });
    const unlocked = await backend.admin.raw('DELETE', `${page}/@lock`, { body: { force: true } });
    expect(await json(unlocked)).toMatchObject({ locked: false });
  });

  test('the lock’s holder, too, must send its Lock-Token to change the locked page', async () => {
    // plone.restapi's is_locked asks only whether the object is locked and the request carries the lock's token; it
    // does not ask who holds it. An editor whose own edit form holds the lock (another tab, or one that crashed)
    // changes the page elsewhere only with that token.
    const folder = await backend.scenarioFolder('routes-lock-holder');
    await backend.admin.createContent(folder, { '@type': 'Document', id: 'page', title: 'A page' });
    const page = `${folder}/page`;
    const lock = await json(await backend.admin.raw('POST', `${page}/@lock`, { body: {} }));
    onTestFinished(async () => {
      await backend.admin.raw('DELETE', `${page}/@lock`, { body: { force: true } });
    });
    const withoutToken = await backend.admin.raw('PATCH', page, { body: { title: 'Without the token' } });
    expect(withoutToken.status).toBe(403);
    expect(await json(withoutToken)).toEqual({ error: { type: 'Forbidden', message: 'Resource is locked.' } });
    const withToken = await backend.admin.raw('PATCH', page, {
      body: { title: 'With the token' },
      headers: { 'Lock-Token': String(lock.token) },
    });
    expect(withToken.status).toBe(204);
    expect((await json(await backend.admin.raw('GET', page))).title).toBe('With the token');
  });

  test('while another manager holds a page’s lock, the caller is offered no Edit action; her own lock keeps it', async () => {
    const locker = { username: 'contract-locker', password: 'contract-locker-secret' };
    await backend.addUser({ ...locker, fullname: 'Lou Locker', email: 'locker@example.org', roles: ['Manager'] });
    const folder = await backend.scenarioFolder('routes-lock-other');
    await backend.admin.createContent(folder, { '@type': 'Document', id: 'page', title: 'A page' });
    const page = `${folder}/page`;
    const objectActions = async () => ids((await json(await backend.admin.raw('GET', `${page}/@actions`))).object);
    expect(await objectActions()).toContain('edit');
    const lockedByOther = await json(
      await backend.admin.withCredentials(locker).raw('POST', `${page}/@lock`, { body: {} }),
    );
    expect(lockedByOther).toMatchObject({ locked: true, creator: locker.username });
    expect(await objectActions()).not.toContain('edit');
    await backend.admin.raw('DELETE', `${page}/@lock`, { body: { force: true } });
    await backend.admin.raw('POST', `${page}/@lock`, { body: {} });
    expect(await objectActions()).toContain('edit');
    await backend.admin.raw('DELETE', `${page}/@lock`, { body: {} });
  });

  test('the vocabularies of the edit form answer their terms, an unknown one 404', async () => {
    const languages = await json(
      await backend.admin.raw('GET', '/@vocabularies/plone.app.vocabularies.SupportedContentLanguages'),
    );
    expect(languages.items).toContainEqual({ title: 'English', token: 'en' });
    const keywords = await json(await backend.admin.raw('GET', '/@vocabularies/plone.app.vocabularies.Keywords'));
    expect(keywords).toMatchObject({ items: [], items_total: 0 });
    const unknown = await backend.admin.raw('GET', '/@vocabularies/no.such.vocabulary');
    expect(unknown.status).toBe(404);
    // The site's users and keywords are for members and editors: a visitor gets 401, the languages are public.
    for (const name of ['plone.app.vocabularies.Users', 'plone.app.vocabularies.Keywords']) {
      const refused = await backend.anonymous.raw('GET', `/@vocabularies/${name}`);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual({
        error: {
          type: 'Not authenticated',
          message: `You need to be authenticated to access the vocabulary '${name}'.`,
        },
      });
    }
    const visitorLanguages = '/@vocabularies/plone.app.vocabularies.SupportedContentLanguages';
    expect((await backend.anonymous.raw('GET', visitorLanguages)).status).toBe(200);
  });

  test('site setup lists the control panels and the versions to a manager only', async () => {
    const panels = await backend.admin.raw('GET', '/@controlpanels');
    expect(panels.status).toBe(200);
    expect(titles(await panels.json())).toContain('Date and Time');
    const system = await json(await backend.admin.raw('GET', '/@system'));
    expect(system.plone_version).toMatch(/^6\./);
    expect((await backend.anonymous.raw('GET', '/@controlpanels')).status).toBe(401);
    expect((await backend.anonymous.raw('GET', '/@system')).status).toBe(401);
  });

  test('a logged-in user reads their own record; a visitor may not', async () => {
    const user = await backend.admin.raw('GET', '/@users/admin');
    expect([200, 404]).toContain(user.status);
    expect((await backend.anonymous.raw('GET', '/@users/admin')).status).toBe(401);
  });

  test('a token is renewed while valid and a logout ends it', async () => {
    const user = process.env.SOCIALMEDIA_BACKEND_USER?.trim() || 'admin';
    const { token } = await backend.admin.login(user, process.env.SOCIALMEDIA_BACKEND_PASSWORD ?? 'admin');
    const bearer = backend.anonymous.withCredentials({ token });
    const renewed = await bearer.raw('POST', '/@login-renew');
    expect(renewed.status).toBe(200);
    expect(typeof (await json(renewed)).token).toBe('string');
    const logout = await bearer.raw('POST', '/@logout');
    expect(logout.status).toBe(204);
    const anonymousRenew = await backend.anonymous.raw('POST', '/@login-renew');
    expect(anonymousRenew.status).toBe(401);
  });
});
