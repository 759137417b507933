// Contract scenarios for the site's user listing (`GET @users`), which Volto's Users control panel asks for first and
// then with its search: plone.restapi answers a manager with every user of the site's own user folder (not Zope's
// admin), each as `@users/<id>` serves it, `?query=` finding users by a part of their id and `?search=` by a part of
// their login, full name or e-mail; a member may not list them.
import { expect, test } from 'vitest';
import { useContractBackend, type ScenarioUser } from './harness';

const backend = useContractBackend();

const listed: ScenarioUser = {
  username: 'contract-listed',
  password: 'contract-listed-secret',
  fullname: 'Lee Listed',
  email: 'listed@example.org',
};

interface UserListing {
  '@id': string;
  items: Array<Record<string, unknown>>;
  items_total: number;
}

test('a manager lists the site’s users and finds them by id, name or e-mail; a member may not list them', async () => {
  await backend.addUser(listed);
  const list = async (query = '') => {
    const answer = await backend.admin.raw('GET', `/@users${query}`);
    expect(answer.status).toBe(200);
    return (await answer.json()) as UserListing;
  };
  const record = (await (await backend.admin.raw('GET', `/@users/${listed.username}`)).json()) as {
    groups: Record<string, unknown>;
  };
  // In a listing each user is the record `@users/<id>` serves, its groups' batch named after the listing's address
  // (its query as Python's urlencode writes it).
  const listedAt = (query: string) => ({
    ...record,
    groups: { ...record.groups, '@id': `${backend.baseUrl}/@users${query}` },
  });
  const all = await list();
  expect(all['@id']).toBe(`${backend.baseUrl}/@users`);
  expect(all.items_total).toBe(all.items.length);
  expect(all.items.find((user) => user.id === listed.username)).toEqual(listedAt(''));
  expect(all.items.map((user) => user.id)).not.toContain('admin');
  const only = (query: string) => ({ '@id': `${backend.baseUrl}/@users`, items: [listedAt(query)], items_total: 1 });
  expect(await list('?query=NTRACT-LIST')).toEqual(only('?query=NTRACT-LIST'));
  expect(await list('?search=lee%20listed')).toEqual(only('?search=lee+listed'));
  expect(await list('?search=listed%40example')).toEqual(only('?search=listed%40example'));
  expect(await list('?query=no-such-user')).toEqual({ ...only(''), items: [], items_total: 0 });

  const member = backend.admin.withCredentials({ username: listed.username, password: listed.password });
  expect((await member.raw('GET', '/@users')).status).toBe(401);
  expect((await member.raw('GET', '/@users?query=contract')).status).toBe(401);
});
