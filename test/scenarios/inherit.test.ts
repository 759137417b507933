// Contract scenarios for the `inherit` expansion and `@inherit`: which object's settings a page gets.
import { describe, expect, test } from 'vitest';
import { PloneApiError } from '../../src/client';
import type { SocialLink } from '../../src/contract/types';
import { deviationTest, useContractBackend } from './harness';

const backend = useContractBackend();

const xLink = (handle: string): SocialLink => ({
  '@id': `link-x-${handle}`,
  id: 'x',
  title: 'X',
  href: [{ '@id': `https://x.com/${handle}`, title: `x.com/${handle}` }],
});

async function publishedPage(container: string, id: string, title = id) {
  await backend.admin.createContent(container, { '@type': 'Document', id, title });
  await backend.admin.transition(`${container}/${id}`, 'publish');
  return `${container}/${id}`;
}

async function subsite(slug: string, links: SocialLink[]) {
  const folder = await backend.scenarioFolder(slug);
  await backend.admin.patchSettings(folder, { share_social_data: false, facebook_app_id: '42', social_links: links });
  return folder;
}

describe('where a page gets its settings from', () => {
  test('a page at the site root shows the settings of the site root', async () => {
    await backend.useRootSettings({ share_social_data: true, facebook_app_id: '', social_links: [xLink('rootsite')] });
    const page = await backend.scenarioFolder('inherit-root', { type: 'Document' });
    await backend.admin.transition(page, 'publish');
    const { settings } = await backend.anonymous.getContent(page);
    expect(settings?.from['@id']).toBe(backend.baseUrl);
    expect(settings?.settings.x_username).toBe('rootsite');
    expect(settings?.settings.share_social_data).toBe(true);
  });

  test('a folder that never stored settings still provides them, with the defaults', async () => {
    const folder = await backend.scenarioFolder('inherit-defaults');
    const settings = await backend.admin.getSettings(folder);
    expect(settings?.from).toEqual({ '@id': `${backend.baseUrl}${folder}`, title: 'Contract inherit-defaults' });
    expect(settings?.settings).toEqual({
      share_social_data: true,
      facebook_app_id: '',
      social_links: [],
      facebook_username: '',
      x_username: '',
    });
  });

  test('a page in a subsite with its own settings shows the subsite settings', async () => {
    const folder = await subsite('inherit-subsite', [xLink('subsite')]);
    await backend.admin.transition(folder, 'publish');
    const page = await publishedPage(folder, 'news');
    const { settings } = await backend.anonymous.getContent(page);
    expect(settings?.from['@id']).toBe(`${backend.baseUrl}${folder}`);
    expect(settings?.settings).toMatchObject({
      share_social_data: false,
      facebook_app_id: '42',
      x_username: 'subsite',
    });
  });

  test('an object with settings of its own is its own source', async () => {
    const folder = await subsite('inherit-itself', [xLink('itself')]);
    const { content, settings } = await backend.admin.getContent(folder);
    expect(settings?.from['@id']).toBe(content['@id']);
    expect(content.x_username).toBe('itself');
  });

  test('an anonymous visitor cannot read a private subsite or its settings', async () => {
    const folder = await subsite('inherit-private', [xLink('private')]);
    const read = await backend.anonymous.getInherit(folder).catch((error: unknown) => error);
    expect(read).toBeInstanceOf(PloneApiError);
    expect(read).toMatchObject({ status: 401, type: 'Unauthorized' });
  });

  deviationTest(
    'an anonymous visitor of a published page inside a private subsite gets the settings of the site root',
    'the reference backend does not skip objects the caller may not View',
    async () => {
      await backend.useRootSettings({ social_links: [xLink('rootsite')] });
      const folder = await subsite('inherit-skip', [xLink('private')]);
      const page = await publishedPage(folder, 'public-page');
      const anonymous = await backend.anonymous.getSettings(page);
      expect(anonymous?.from['@id']).toBe(backend.baseUrl);
      expect(anonymous?.settings.x_username).toBe('rootsite');
    },
  );

  test('a manager on the same page gets the settings of the private subsite', async () => {
    const folder = await subsite('inherit-manager', [xLink('private')]);
    const page = await publishedPage(folder, 'public-page');
    const settings = await backend.admin.getSettings(page);
    expect(settings?.from['@id']).toBe(`${backend.baseUrl}${folder}`);
    expect(settings?.settings.x_username).toBe('private');
  });
});

describe('the shape of the inherit component', () => {
  test('@inherit names the requested behaviors in its @id, joined as sent', async () => {
    const folder = await backend.scenarioFolder('inherit-id');
    const names = [backend.behaviors.settings, 'no.such.behavior'];
    const inherit = await backend.admin.getInherit(folder, names);
    expect(inherit['@id']).toBe(`${backend.baseUrl}${folder}/@inherit?expand.inherit.behaviors=${names.join(',')}`);
    expect(Object.keys(inherit).sort()).toEqual(['@id', backend.behaviors.settings]);
  });

  test('a behavior no object in the chain provides is left out', async () => {
    const folder = await backend.scenarioFolder('inherit-absent');
    // Documents provide the links marker, folders and the site root do not.
    const inherit = await backend.admin.getInherit(folder, [backend.behaviors.links]);
    expect(inherit).toEqual({
      '@id': `${backend.baseUrl}${folder}/@inherit?expand.inherit.behaviors=${backend.behaviors.links}`,
    });
  });

  test('an unknown behavior name is left out and the answer is still 200', async () => {
    const response = await backend.anonymous.raw('GET', '/@inherit?expand.inherit.behaviors=invalid.behavior');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      '@id': `${backend.baseUrl}/@inherit?expand.inherit.behaviors=invalid.behavior`,
    });
  });

  test('another vendor’s settings behavior gets only the @id, while the object carries the settings fields', async () => {
    // What the control panel of an add-on set to the wrong `behaviorPrefix` meets: the expansion leaves the name it
    // asked for out, the site root still has the fields, and `@inherit` answers the backend's own name beside it.
    const own = backend.behaviors.settings;
    const other = own.startsWith('plonegovbr.') ? 'example.socialmedia.settings' : 'plonegovbr.socialmedia.settings';
    const response = await backend.admin.raw('GET', `/?expand=inherit&expand.inherit.behaviors=${other}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown> & { '@components': Record<string, unknown> };
    expect(body['@components'].inherit).toEqual({
      '@id': `${backend.baseUrl}/@inherit?expand.inherit.behaviors=${other}`,
    });
    expect(body).toHaveProperty('share_social_data');
    const both = await backend.admin.raw('GET', `/@inherit?expand.inherit.behaviors=${other},${own}`);
    expect(both.status).toBe(200);
    const inherit = (await both.json()) as Record<string, { from: { '@id': string } }>;
    expect(Object.keys(inherit).sort()).toEqual(['@id', own].sort());
    expect(inherit[own]!.from['@id']).toBe(backend.baseUrl);
  });

  test('@inherit without behaviors answers an empty object', async () => {
    for (const path of ['/@inherit', '/@inherit?expand.inherit.behaviors=']) {
      const response = await backend.anonymous.raw('GET', path);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('application/json');
      expect(await response.json()).toEqual({});
    }
  });

  test('the expansion carries the behavior data under @components.inherit', async () => {
    const folder = await subsite('inherit-expansion', [xLink('expanded')]);
    const { content } = await backend.admin.getContent(folder);
    const inherit = content['@components'].inherit!;
    expect(inherit['@id']).toBe(
      `${backend.baseUrl}${folder}/@inherit?expand.inherit.behaviors=${backend.behaviors.settings}`,
    );
    expect(inherit[backend.behaviors.settings]).toEqual({
      from: { '@id': `${backend.baseUrl}${folder}`, title: 'Contract inherit-expansion' },
      data: {
        share_social_data: false,
        facebook_app_id: '42',
        social_links: [xLink('expanded')],
        facebook_username: '',
        x_username: 'expanded',
      },
    });
  });

  test('naming the behaviors without expanding inherit gives only the @id', async () => {
    const folder = await backend.scenarioFolder('inherit-unexpanded');
    const name = backend.behaviors.settings;
    const response = await backend.admin.raw('GET', `${folder}?expand.inherit.behaviors=${name}`);
    const body = (await response.json()) as { '@components': Record<string, unknown> };
    expect(body['@components'].inherit).toEqual({
      '@id': `${backend.baseUrl}${folder}/@inherit?expand.inherit.behaviors=${name}`,
    });
  });

  test('expanding inherit without naming behaviors adds no inherit component', async () => {
    const folder = await backend.scenarioFolder('inherit-nonames');
    const response = await backend.admin.raw('GET', `${folder}?expand=inherit`);
    const body = (await response.json()) as { '@components': Record<string, unknown> };
    expect(body['@components']).not.toHaveProperty('inherit');
    expect(Object.keys(body['@components']).sort()).toEqual([
      'actions',
      'aliases',
      'breadcrumbs',
      'contextnavigation',
      'navigation',
      'navroot',
      'types',
      'workflow',
    ]);
  });
});
