// @vitest-environment jsdom
// The control panel while someone else edits the page that holds the settings: Volto locks the site root while an
// editor has the home page open, and Plone then offers no one else its Edit action. A site administrator who opens
// the panel meanwhile may edit the settings; she is told who holds them and can try again, not turned away.
import { render, screen } from '@testing-library/react';
import { SocialMediaControlPanel } from '../../src/editing';
import { demoSite } from '../../src/mock';
import { useMockBackend } from '../support/mockBackend';
import { IntlProvider } from '../support/intl';
import { button, loaded } from './panelQueries';
import { editorUser } from './user';

const backend = useMockBackend({
  site: () => {
    const site = demoSite();
    site.addUser({ id: 'eddie', password: 'eddie', roles: ['Manager'], fullname: 'Eddie Editor' });
    return site;
  },
});

/**
 * What Volto's edit form sends as an editor opens the home page (POST: a lock on the site root, held by her) and as
 * she saves or leaves it (DELETE).
 */
async function rootLock(method: 'POST' | 'DELETE', username: string) {
  const response = await fetch(`${backend.baseUrl}/@lock`, {
    method,
    headers: { Accept: 'application/json', Authorization: `Basic ${btoa(`${username}:${username}`)}` },
  });
  expect(response.status).toBe(200);
}

describe('SocialMediaControlPanel while another editor holds the home page', () => {
  it('says who is editing the settings’ page and offers to try again, instead of refusing the administrator', async () => {
    await rootLock('POST', 'eddie');
    const onUnauthorized = vi.fn();
    render(
      <IntlProvider locale="en" defaultLocale="en">
        <SocialMediaControlPanel client={backend.admin} onUnauthorized={onUnauthorized} />
      </IntlProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Eddie Editor is editing the page that holds these settings');
    expect(alert).not.toHaveTextContent('You are not allowed');
    expect(onUnauthorized).not.toHaveBeenCalled();

    // Once she is done, trying again shows the form.
    await rootLock('DELETE', 'eddie');
    await editorUser().click(button('Try again'));
    expect(await loaded()).toBeChecked();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
