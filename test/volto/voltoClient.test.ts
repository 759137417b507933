// The client Volto's editors use: Volto's API path with `/++api++` on every request, the user's token, and
// the `@id`s Plone answers with (which carry no `++api++`) accepted back as paths.
import { applyConfig } from '../../src';
import type { VoltoConfig } from '../../src';
import { createVoltoClient } from '../../src/volto/createVoltoClient';
import { useMockBackend } from '../support/mockBackend';

const backend = useMockBackend();

function voltoConfig(settings: Record<string, unknown> = {}): VoltoConfig {
  return applyConfig({ settings: { apiPath: backend.baseUrl, ...settings } } as VoltoConfig);
}

describe('the client made from Volto’s configuration', () => {
  it('sends every request through ++api++ under Volto’s API path', async () => {
    const client = createVoltoClient(voltoConfig());
    const resolved = await client.getSettings('/team/alice');

    expect(resolved?.from['@id']).toBe(`${backend.baseUrl}/team`);
    expect(backend.requests.map(({ url }) => url)).toEqual([
      `${backend.baseUrl}/++api++/team/alice/@inherit?expand.inherit.behaviors=example.socialmedia.settings`,
    ]);
  });

  it('saves at the @id the settings came from, with the logged-in user’s token', async () => {
    const { token } = await backend.anonymous.login('admin', 'admin');
    const client = createVoltoClient(voltoConfig(), token);
    const resolved = await client.getSettings('/about');
    await client.patchSettings(resolved!.from['@id'], { facebook_app_id: '42' });

    expect(backend.site.root.fields.facebook_app_id).toBe('42');
    expect(backend.requests.at(-1)).toEqual({ method: 'PATCH', url: `${backend.baseUrl}/++api++` });
  });

  it('is refused for a visitor, who has no token', async () => {
    const client = createVoltoClient(voltoConfig({ apiPath: `${backend.baseUrl}/` }));
    await expect(client.patchSettings('', { facebook_app_id: '42' })).rejects.toMatchObject({ status: 401 });
  });

  it('leaves the URL alone when Volto uses legacy traversal', async () => {
    const client = createVoltoClient(voltoConfig({ legacyTraverse: true }));
    await client.getSettings('');
    expect(backend.requests[0]!.url).toBe(
      `${backend.baseUrl}/@inherit?expand.inherit.behaviors=example.socialmedia.settings`,
    );
  });

  it('reaches the backend through the traversal suffix Volto 19 is configured with (apiSuffix), as Volto does', async () => {
    // RAZZLE_API_SUFFIX='' (a backend without ++api++, as Nick), or another suffix; it overrides legacyTraverse.
    await createVoltoClient(voltoConfig({ apiSuffix: '' })).getSettings('/about');
    await createVoltoClient(voltoConfig({ apiSuffix: '/++api++', legacyTraverse: true })).getSettings('');
    expect(backend.requests.map(({ url }) => url)).toEqual([
      `${backend.baseUrl}/about/@inherit?expand.inherit.behaviors=example.socialmedia.settings`,
      `${backend.baseUrl}/++api++/@inherit?expand.inherit.behaviors=example.socialmedia.settings`,
    ]);
  });

  it('asks for the behavior of the configured prefix', async () => {
    const client = createVoltoClient(voltoConfig({ socialMedia: { behaviorPrefix: 'plonegovbr' } }));
    expect(client.behaviors.settings).toBe('plonegovbr.socialmedia.settings');
  });
});
