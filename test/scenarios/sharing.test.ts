// Contract scenarios for local roles given through `@sharing` (Volto's Sharing page), as the add-on's users meet them:
// an editor given Editor on a subsite edits its links and settings there and nowhere else, a member given Reader on a
// private section reads its settings through the inherit expansion of a page inside it.
import { expect, test } from 'vitest';
import type { SocialLink } from '../../src/contract/types';
import { useContractBackend, type ScenarioUser } from './harness';

const backend = useContractBackend();

/** A member a scenario adds: no role but Member site-wide, only what `@sharing` gives her. */
const member: ScenarioUser = {
  username: 'contract-sharing',
  password: 'contract-sharing-secret',
  fullname: 'Sam Shared',
  email: 'shared@example.org',
};

const mastodon: SocialLink = {
  '@id': 'link-mastodon',
  id: 'mastodon',
  title: 'Mastodon',
  href: [{ '@id': 'https://fosstodon.org/@plone', title: 'Mastodon' }],
};

/** `POST <path>/@sharing` by the manager, giving the member `roles`. */
async function share(path: string, roles: Record<string, boolean>): Promise<Response> {
  return backend.admin.raw('POST', `${path}/@sharing`, {
    body: { entries: [{ id: member.username, type: 'user', roles }] },
  });
}

test('an editor given Editor on a subsite edits its links and settings, not those of the site root', async () => {
  await backend.addUser(member);
  const subsite = await backend.scenarioFolder('sharing-editor', { title: 'Subsite' });
  const she = backend.admin.withCredentials(member);
  expect((await she.raw('PATCH', subsite, { body: { social_links: [mastodon] } })).status).toBe(401);
  expect((await share(subsite, { Editor: true })).status).toBe(204);
  // The Sharing page lists her with the role given, and the logged-in users, who always show.
  const sharing = await backend.admin.raw('GET', `${subsite}/@sharing`);
  expect(sharing.status).toBe(200);
  expect(await sharing.json()).toEqual({
    available_roles: [
      { id: 'Contributor', title: 'Can add' },
      { id: 'Editor', title: 'Can edit' },
      { id: 'Reader', title: 'Can view' },
      { id: 'Reviewer', title: 'Can review' },
    ],
    entries: [
      {
        disabled: false,
        id: 'AuthenticatedUsers',
        login: null,
        roles: { Contributor: false, Editor: false, Reader: false, Reviewer: false },
        title: 'Logged-in users',
        type: 'group',
      },
      {
        disabled: false,
        id: member.username,
        login: member.username,
        roles: { Contributor: false, Editor: true, Reader: false, Reviewer: false },
        title: member.fullname,
        type: 'user',
      },
    ],
    inherit: true,
  });
  const patched = await she.raw('PATCH', subsite, {
    body: { social_links: [mastodon], facebook_app_id: '1234', share_social_data: false },
  });
  expect(patched.status).toBe(204);
  expect((await backend.admin.getSettings(subsite))?.settings).toMatchObject({
    social_links: [mastodon],
    facebook_app_id: '1234',
    share_social_data: false,
  });
  expect((await she.raw('PATCH', '/', { body: { facebook_app_id: '1234' } })).status).toBe(401);
  // Editors may share on: she is offered the Sharing page of the subsite, and may give Editor but not Contributor.
  const hers = (await (await she.raw('GET', `${subsite}/@sharing`)).json()) as { available_roles: unknown[] };
  expect(hers.available_roles).toEqual([
    { id: 'Editor', title: 'Can edit' },
    { id: 'Reader', title: 'Can view' },
  ]);
  // Taken back, the role leaves her nothing to edit there.
  expect((await share(subsite, { Editor: false })).status).toBe(204);
  expect((await she.raw('PATCH', subsite, { body: { facebook_app_id: '5678' } })).status).toBe(401);
});

test('a member given Reader on a private section reads its settings on a page inside it', async () => {
  await backend.addUser(member);
  const section = await backend.scenarioFolder('sharing-reader', { title: 'Private section' });
  await backend.admin.patchSettings(section, { facebook_app_id: '42', social_links: [mastodon] });
  await backend.admin.createContent(section, { '@type': 'Document', id: 'page', title: 'A private page' });
  const she = backend.admin.withCredentials(member);
  expect((await she.raw('GET', `${section}/page`)).status).toBe(401);
  expect((await share(section, { Reader: true })).status).toBe(204);
  const { content, settings } = await she.getContent(`${section}/page`);
  expect(content.title).toBe('A private page');
  expect(settings?.from).toEqual({ '@id': `${backend.baseUrl}${section}`, title: 'Private section' });
  expect(settings?.settings).toMatchObject({ facebook_app_id: '42', social_links: [mastodon] });
  // Reading is all: she may neither edit the section nor open its Sharing page.
  expect((await she.raw('PATCH', section, { body: { facebook_app_id: '43' } })).status).toBe(401);
  expect((await she.raw('GET', `${section}/@sharing`)).status).toBe(403);
});

test('a role given on a section is acquired by a subsection, until the subsection stops acquiring roles', async () => {
  await backend.addUser(member);
  const section = await backend.scenarioFolder('sharing-inherit', { title: 'Section' });
  await backend.admin.createContent(section, { '@type': 'Folder', id: 'sub', title: 'Subsection' });
  const subsection = `${section}/sub`;
  expect((await share(section, { Editor: true })).status).toBe(204);
  const she = backend.admin.withCredentials(member);
  expect((await she.raw('PATCH', subsection, { body: { facebook_app_id: '1234' } })).status).toBe(204);
  const sharing = async () => (await (await backend.admin.raw('GET', `${subsection}/@sharing`)).json()) as never;
  expect(await sharing()).toMatchObject({
    entries: [
      { id: 'AuthenticatedUsers' },
      { id: member.username, roles: { Contributor: false, Editor: 'acquired', Reader: false, Reviewer: false } },
    ],
    inherit: true,
  });
  const blocked = await backend.admin.raw('POST', `${subsection}/@sharing`, { body: { inherit: false } });
  expect(blocked.status).toBe(204);
  expect(await sharing()).toMatchObject({ entries: [{ id: 'AuthenticatedUsers' }], inherit: false });
  expect((await she.raw('PATCH', subsection, { body: { facebook_app_id: '5678' } })).status).toBe(401);
  // The section keeps her role.
  expect((await she.raw('PATCH', section, { body: { facebook_app_id: '5678' } })).status).toBe(204);
});

test('the Sharing page’s search finds a member by name or e-mail and the site’s groups, each with its site-wide roles', async () => {
  // plone.app.workflow's sharing view adds to the entries the users whose login, full name or e-mail holds the search
  // text and the groups whose id or title does (the site's Administrators, Site Administrators and Reviewers), those
  // not listed already; a group given a role is listed as a group, with its title and the roles it has site-wide.
  await backend.addUser(member);
  const folder = await backend.scenarioFolder('sharing-search', { title: 'Section' });
  const entries = async (search: string) => {
    const answer = await backend.admin.raw('GET', `${folder}/@sharing?search=${encodeURIComponent(search)}`);
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { entries: unknown[] }).entries;
  };
  const none = { Contributor: false, Editor: false, Reader: false, Reviewer: false };
  const loggedIn = {
    disabled: false,
    id: 'AuthenticatedUsers',
    login: null,
    roles: none,
    title: 'Logged-in users',
    type: 'group',
  };
  const found = { id: member.username, login: member.username, roles: none, title: member.fullname, type: 'user' };
  expect(await entries('shared')).toEqual([loggedIn, found]);
  expect(await entries('sam')).toEqual([loggedIn, found]);
  const reviewers = { id: 'Reviewers', login: null, title: 'Reviewers', type: 'group' };
  expect(await entries('review')).toEqual([loggedIn, { ...reviewers, roles: { ...none, Reviewer: 'global' } }]);
  expect(await entries('no one by this name')).toEqual([loggedIn]);

  const shared = await backend.admin.raw('POST', `${folder}/@sharing`, {
    body: { entries: [{ id: 'Reviewers', type: 'group', roles: { Editor: true } }] },
  });
  expect(shared.status).toBe(204);
  const given = { ...reviewers, disabled: false, roles: { ...none, Editor: true, Reviewer: 'global' } };
  expect(await entries('')).toEqual([loggedIn, given]);
  expect(await entries('review')).toEqual([loggedIn, given]);
});
