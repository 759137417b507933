// `@vocabularies/<name>` over HTTP, as Volto's edit form loads them for the language, subjects and creators fields.
import { describe, expect, test } from 'vitest';
import { useMockBackend } from '../../support/mockBackend';

const backend = useMockBackend();
const admin = { Accept: 'application/json', Authorization: `Basic ${btoa('admin:admin')}` };

async function get(path: string, headers: Record<string, string> = admin) {
  const response = await fetch(`${backend.baseUrl}${path}`, { headers });
  return { response, body: (await response.json()) as Record<string, unknown> };
}

describe('@vocabularies', () => {
  test('the edit form gets the site languages, keywords and users as title/token terms', async () => {
    const languages = await get(
      '/++api++/@vocabularies/plone.app.vocabularies.SupportedContentLanguages?b_size=-1&b_start=0',
    );
    expect(languages.response.status).toBe(200);
    // `b_size=-1` (Volto's edit form) asks for every term unbatched: Plone 6.2 then leaves out `items_total`.
    expect(languages.body).toEqual({
      '@id': `${backend.baseUrl}/@vocabularies/plone.app.vocabularies.SupportedContentLanguages`,
      items: [{ title: 'English', token: 'en' }],
    });
    const batched = await get('/@vocabularies/plone.app.vocabularies.SupportedContentLanguages');
    expect(batched.body).toEqual({ ...languages.body, items_total: 1 });
    const keywords = await get('/about/@vocabularies/plone.app.vocabularies.Keywords');
    expect(keywords.body).toMatchObject({ items: [], items_total: 0 });
    const users = await get('/@vocabularies/plone.app.vocabularies.Users');
    expect(users.body.items).toContainEqual({ title: expect.any(String), token: 'admin' });
  });

  test("the site's keywords are refused to a member who may not edit there, the users are not", async () => {
    // Plone protects the keywords with "Modify portal content" on the context (a member without it gets 403, the error
    // nested under `error`) and the users with "List portal members", which every member has; the languages need View.
    const member = { Accept: 'application/json', Authorization: `Basic ${btoa('member:member')}` };
    const keywords = await get('/about/@vocabularies/plone.app.vocabularies.Keywords', member);
    expect(keywords.response.status).toBe(403);
    expect(keywords.body).toEqual({
      error: {
        type: 'Not authorized',
        message: "You are not authorized to access the vocabulary 'plone.app.vocabularies.Keywords'.",
      },
    });
    const users = await get('/about/@vocabularies/plone.app.vocabularies.Users', member);
    expect(users.response.status).toBe(200);
    const languages = await get('/about/@vocabularies/plone.app.vocabularies.SupportedContentLanguages', member);
    expect(languages.response.status).toBe(200);
  });

  test('an unknown vocabulary is a 404 with the error nested under error', async () => {
    const { response, body } = await get('/@vocabularies/no.such.vocabulary');
    expect(response.status).toBe(404);
    expect(body).toEqual({
      error: { type: 'Not Found', message: "The vocabulary 'no.such.vocabulary' does not exist" },
    });
  });
});
