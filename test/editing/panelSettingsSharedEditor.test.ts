// The Social Media control panel for an editor whom the Sharing page (`@sharing`) made Editor of one subsite only, on
// the mock backend, which gives that role its due as Plone does: her subsite's settings are hers to edit, the site
// root's are not.
import { describe, expect, it } from 'vitest';
import { loadPanelSettings } from '../../src/editing/loadPanelSettings';
import { useMockBackend } from '../support/mockBackend';

const backend = useMockBackend();

const member = { username: 'member', password: 'member' };

/** Makes the demo's member Editor of `path`, as a manager does on its Sharing page. */
async function shareEditor(path: string): Promise<void> {
  const response = await backend.admin.raw('POST', `${path}/@sharing`, {
    body: { entries: [{ id: member.username, type: 'user', roles: { Editor: true } }] },
  });
  expect(response.status).toBe(204);
}

describe('the control panel of an editor given Editor on a subsite', () => {
  it('offers her the subsite’s settings to edit, and saves them', async () => {
    const she = backend.admin.withCredentials(member);
    expect(await loadPanelSettings(she, '/community')).toMatchObject({ kind: 'found', canEdit: false });
    await shareEditor('/community');
    const panel = await loadPanelSettings(she, '/community');
    expect(panel).toMatchObject({ kind: 'found', canEdit: true, source: { '@id': `${backend.baseUrl}/community` } });
    await she.patchSettings('/community', { facebook_app_id: '1234' });
    expect((await backend.admin.getSettings('/community'))?.settings.facebook_app_id).toBe('1234');
  });

  it('does not offer her the site root’s settings', async () => {
    await shareEditor('/community');
    const she = backend.admin.withCredentials(member);
    expect(await loadPanelSettings(she, '')).toMatchObject({ kind: 'found', canEdit: false });
  });
});
