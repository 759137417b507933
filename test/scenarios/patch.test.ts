// Contract scenarios for writes: PATCH of the settings and links, validation errors, and who may write.
import { describe, expect, test } from 'vitest';
import { createClient, PloneApiError } from '../../src/client';
import type { SocialLink } from '../../src/contract/types';
import { useContractBackend } from './harness';
import { github } from './links';

const backend = useContractBackend();

const mastodon: SocialLink = {
  '@id': 'link-mastodon',
  id: 'mastodon',
  title: 'Mastodon',
  href: [{ '@id': 'https://fosstodon.org/@plone' }],
};

async function errorOf(promise: Promise<unknown>): Promise<PloneApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PloneApiError);
  return error as PloneApiError;
}

describe('writing settings and links', () => {
  test('a PATCH answers 204 with an empty body, and the next read shows the change', async () => {
    const folder = await backend.scenarioFolder('patch-204');
    const response = await backend.admin.raw('PATCH', folder, {
      body: { share_social_data: false, facebook_app_id: '1234' },
    });
    expect(response.status).toBe(204);
    // Plone sets a Content-Type on some 204s and not on others (backend/FINDINGS.md): only the body counts.
    expect(await response.text()).toBe('');
    const settings = await backend.admin.getSettings(folder);
    expect(settings?.settings).toMatchObject({ share_social_data: false, facebook_app_id: '1234' });
  });

  test('a PATCH of social_links replaces the whole list', async () => {
    const folder = await backend.scenarioFolder('patch-replace');
    await backend.admin.putLinks(folder, [github, mastodon]);
    await backend.admin.putLinks(folder, [mastodon]);
    expect(await backend.admin.getLinks(folder)).toEqual([mastodon]);
  });

  test('an empty list is stored as an empty list', async () => {
    const folder = await backend.scenarioFolder('patch-empty');
    await backend.admin.putLinks(folder, [github]);
    await backend.admin.putLinks(folder, []);
    const { content } = await backend.admin.getContent(folder);
    expect(content.social_links).toEqual([]);
  });

  test('a link whose href is empty is kept as written and yields no username', async () => {
    const folder = await backend.scenarioFolder('patch-empty-href');
    const empty: SocialLink = { '@id': 'link-x-empty', id: 'x', title: 'X', href: [] };
    await backend.admin.patchContent(folder, { social_links: [empty] });
    const response = await backend.admin.raw('GET', folder);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body.social_links).toEqual([empty]);
    expect(body.x_username).toBe('');
  });

  test('a page stores its own links with the links behavior, without usernames', async () => {
    const page = await backend.scenarioFolder('patch-page-links', { type: 'Document' });
    await backend.admin.putLinks(page, [github]);
    const response = await backend.admin.raw('GET', page);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body.social_links).toEqual([github]);
    expect(body).not.toHaveProperty('x_username');
    expect(body).not.toHaveProperty('share_social_data');
  });

  test('Prefer: return=representation answers 200 with the changed object', async () => {
    const folder = await backend.scenarioFolder('patch-representation');
    const response = await backend.admin.raw('PATCH', folder, {
      body: { facebook_app_id: '99' },
      headers: { Prefer: 'return=representation' },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Record<string, unknown>).facebook_app_id).toBe('99');
  });
});

describe('how values are read and checked', () => {
  test('share_social_data takes "true" and "True" as true, any other string as false', async () => {
    const folder = await backend.scenarioFolder('patch-bool');
    const read = async (value: unknown) => {
      await backend.admin.patchContent(folder, { share_social_data: value });
      return (await backend.admin.getSettings(folder))?.settings.share_social_data;
    };
    expect(await read('false')).toBe(false);
    expect(await read('True')).toBe(true);
    expect(await read('yes')).toBe(false);
    expect(await read('true')).toBe(true);
  });

  test('unknown keys are ignored with a 204', async () => {
    const folder = await backend.scenarioFolder('patch-unknown');
    const response = await backend.admin.raw('PATCH', folder, { body: { no_such_field: 1, facebook_app_id: '7' } });
    expect(response.status).toBe(204);
    expect((await backend.admin.getSettings(folder))?.settings.facebook_app_id).toBe('7');
  });

  test("links that are not a list of objects are refused with Plone's validation error", async () => {
    const folder = await backend.scenarioFolder('patch-malformed-links');
    for (const social_links of [{ id: 'x' }, ['https://x.com/plone']]) {
      const error = await errorOf(backend.admin.patchContent(folder, { social_links }));
      expect(error.status).toBe(400);
      expect(error.type).toBe('BadRequest');
      expect(error.message).toBe(
        "[{'message': 'Wrong contained type', 'field': 'social_links', 'error': 'ValidationError'}]",
      );
    }
  });

  test('an expiration date before the publishing date is refused, and neither date is stored', async () => {
    // IPublication's invariant (plone.app.dexterity's metadata.py) raises EffectiveAfterExpires; plone.restapi's
    // deserializer reports a schema's invariant errors without a field, after the fields' own errors.
    const folder = await backend.scenarioFolder('patch-expires-before-effective');
    const error = await errorOf(
      backend.admin.patchContent(folder, { effective: '2030-01-01T00:00:00', expires: '2020-01-01T00:00:00' }),
    );
    expect(error.status).toBe(400);
    expect(error.type).toBe('BadRequest');
    expect(error.message).toBe(
      "[{'error': 'ValidationError', 'message': 'Expiration date must be after publishing date.'}]",
    );
    const { content } = await backend.admin.getContent(folder);
    expect([content.effective, content.expires]).toEqual([null, null]);
    // The stored publishing date counts too when only the expiration date is sent.
    await backend.admin.patchContent(folder, { effective: '2030-01-01T00:00:00' });
    const later = await errorOf(backend.admin.patchContent(folder, { expires: '2020-01-01T00:00:00' }));
    expect(later.status).toBe(400);
  });

  test('wrong types are refused field by field, in schema order', async () => {
    const folder = await backend.scenarioFolder('patch-types');
    const error = await errorOf(
      backend.admin.patchContent(folder, {
        social_links: '{"id": "x"}',
        facebook_app_id: 'café',
        share_social_data: [true],
      }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toBe(
      "[{'message': 'Object is of wrong type.', 'field': 'share_social_data', 'error': 'ValidationError'}, " +
        "{'message': 'Invalid value', 'field': 'facebook_app_id', 'error': 'ValidationError'}, " +
        "{'message': 'Wrong contained type', 'field': 'social_links', 'error': 'ValidationError'}]",
    );
    const body = error.body as Record<string, unknown>;
    expect(body.context).toBe(`${backend.baseUrl}${folder}`);
  });

  test('a facebook_app_id with a line break or a number is refused', async () => {
    const folder = await backend.scenarioFolder('patch-asciiline');
    const newline = await errorOf(backend.admin.patchContent(folder, { facebook_app_id: '12\n34' }));
    expect(newline.message).toBe(
      "[{'message': 'Constraint not satisfied', 'field': 'facebook_app_id', 'error': 'ValidationError'}]",
    );
    const number = await errorOf(backend.admin.patchContent(folder, { facebook_app_id: 1234 }));
    expect(number.message).toBe(
      "[{'message': 'Object is of wrong type.', 'field': 'facebook_app_id', 'error': 'ValidationError'}]",
    );
  });

  test('a body that is not JSON gets a DeserializationError nested under error', async () => {
    const folder = await backend.scenarioFolder('patch-not-json');
    const response = await backend.admin.raw('PATCH', folder, {
      body: '{not json',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(400);
    // Plone 6.2 writes the message with quotes around it (backend/FINDINGS.md).
    expect(await response.json()).toEqual({
      error: { type: 'DeserializationError', message: "'No JSON object could be decoded'" },
    });
  });

  test('a title set to null is refused, the required field named first', async () => {
    const folder = await backend.scenarioFolder('patch-null-title');
    const error = await errorOf(backend.admin.patchContent(folder, { title: null }));
    expect(error.message).toBe(
      "[{'field': 'title', 'message': 'title is a required field. Setting it to null is not allowed.', 'error': 'ValidationError'}]",
    );
  });
});

describe('JSON nested deeply inside a link', () => {
  /** A link whose title is `levels` arrays nested in one another, written as text so that any depth can be sent. */
  function nestedLinkBody(levels: number): string {
    const title = '['.repeat(levels) + '"deep"' + ']'.repeat(levels);
    return `{"social_links": [{"@id": "link-deep", "id": "github", "title": ${title}, "href": []}]}`;
  }

  test('a link nested a hundred levels deep is stored and read back as written', async () => {
    const folder = await backend.scenarioFolder('patch-nested-100');
    const patch = await backend.admin.raw('PATCH', folder, { body: nestedLinkBody(100) });
    expect(patch.status).toBe(204);
    const read = await backend.admin.raw('GET', folder);
    const stored = ((await read.json()) as { social_links: Array<{ title: unknown }> }).social_links;
    expect(JSON.stringify(stored[0]!.title)).toBe('['.repeat(100) + '"deep"' + ']'.repeat(100));
  });

  test("a link nested deeper than Python's decoder goes is refused with a 500 RecursionError, and nothing is stored", async () => {
    const folder = await backend.scenarioFolder('patch-nested-1200');
    await backend.admin.putLinks(folder, [github]);
    const patch = await backend.admin.raw('PATCH', folder, { body: nestedLinkBody(1200) });
    expect(patch.status).toBe(500);
    const error = (await patch.json()) as Record<string, unknown>;
    expect(error).toMatchObject({ type: 'RecursionError', context: backend.baseUrl });
    expect(error).not.toHaveProperty('traceback');
    expect(await backend.admin.getLinks(folder)).toEqual([github]);
  });
});

describe('who may write', () => {
  test("an anonymous PATCH gets 401 with Plone's error body", async () => {
    const folder = await backend.scenarioFolder('patch-anonymous');
    await backend.admin.transition(folder, 'publish');
    const response = await backend.anonymous.raw('PATCH', folder, { body: { facebook_app_id: 'x' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      context: `${backend.baseUrl}${folder}`,
      message: 'You are not authorized to access this resource.',
      type: 'Unauthorized',
    });
  });

  test('wrong Basic credentials count as anonymous: public reads work, writes get 401', async () => {
    const folder = await backend.scenarioFolder('patch-wrong-password');
    await backend.admin.transition(folder, 'publish');
    const intruder = createClient({
      baseUrl: backend.baseUrl,
      behaviorPrefix: backend.prefix,
      credentials: { username: 'admin', password: 'wrong' },
    });
    expect((await intruder.getSettings(folder))?.from['@id']).toBe(`${backend.baseUrl}${folder}`);
    const error = await errorOf(intruder.patchSettings(folder, { facebook_app_id: 'x' }));
    expect(error.status).toBe(401);
  });

  test("a missing path answers 404 with Plone's error body", async () => {
    const folder = await backend.scenarioFolder('patch-missing');
    const response = await backend.admin.raw('GET', `${folder}/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      context: backend.baseUrl,
      message: `Resource not found: ${backend.baseUrl}${folder}/no-such-page`,
      type: 'NotFound',
    });
    const patch = await errorOf(backend.admin.patchSettings(`${folder}/no-such-page`, { facebook_app_id: '1' }));
    expect(patch).toMatchObject({ status: 404, type: 'NotFound' });
  });
});
