// @vitest-environment jsdom
// The control panel while someone else holds the lock of the page that holds the settings (Volto locks the site root
// while an editor has the home page's edit form open): the administrator is told who holds it and since when, as
// Volto's own edit form tells her ("This item was locked by … on …"), and, as Volto's toolbar offers, she may unlock a
// lock its holder left behind (a tab closed without saving) and save, unless the lock is one Plone keeps from her.
import { render, screen } from '@testing-library/react';
import { SocialMediaControlPanel } from '../../src/editing';
import { demoSite } from '../../src/mock';
import { useMockBackend } from '../support/mockBackend';
import { IntlProvider } from '../support/intl';
import { button, field, loaded, openPanel } from './panelQueries';
import { editorUser } from './user';

/** Noon UTC: the same calendar day in every time zone a test may run in. */
const LOCKED_AT = new Date('2026-03-14T12:00:00Z');
const LOCKED_DAY = 'March 14, 2026';

const backend = useMockBackend({
  site: () => {
    const site = demoSite({ now: () => LOCKED_AT });
    site.addUser({ id: 'eddie', password: 'eddie', roles: ['Manager'], fullname: 'Eddie Editor' });
    return site;
  },
});

/** What Volto's edit form sends as Eddie opens the home page: a lock on the site root, held by him. */
async function eddieLocksRoot(body: Record<string, unknown> = {}) {
  const response = await fetch(`${backend.baseUrl}/@lock`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: `Basic ${btoa('eddie:eddie')}`,
    },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

/**
 * Opens the panel while Eddie holds the root's lock (`lock`, the body of his request for it), and checks that its
 * alert names him and the day he locked it.
 */
async function openPanelOnEddiesLock(lock: Record<string, unknown> = {}) {
  await eddieLocksRoot(lock);
  render(
    <IntlProvider locale="en" defaultLocale="en">
      <SocialMediaControlPanel client={backend.admin} />
    </IntlProvider>,
  );
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Eddie Editor');
  expect(alert).toHaveTextContent(LOCKED_DAY);
}

describe('SocialMediaControlPanel and someone else’s lock', () => {
  it('says who holds the lock that refused her save and since when, and lets her unlock a stealable lock and save', async () => {
    const user = editorUser();
    await openPanel(backend.admin);
    await eddieLocksRoot();
    await user.clear(field('Facebook App ID'));
    await user.type(field('Facebook App ID'), '42');
    await user.click(button('Save'));

    const refusal = await screen.findByText(/Eddie Editor/);
    expect(refusal).toHaveTextContent(LOCKED_DAY);
    expect(backend.site.root.fields.facebook_app_id).not.toBe('42');
    expect(field('Facebook App ID')).toHaveValue('42');

    await user.click(button('Unlock and save'));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(backend.site.root.fields.facebook_app_id).toBe('42');
    expect(backend.site.root.lock).toBeUndefined();
  });

  it('says who holds the lock and since when as the panel opens, and lets her unlock it and edit', async () => {
    await openPanelOnEddiesLock();
    await editorUser().click(button('Unlock'));
    expect(await loaded()).toBeChecked();
    expect(backend.site.root.lock).toBeUndefined();
  });

  it('offers no unlock of a lock its holder made one no one else may take', async () => {
    await openPanelOnEddiesLock({ stealable: false });
    expect(screen.queryByText('Unlock', { selector: 'button' })).toBeNull();
    expect(button('Try again')).toBeInTheDocument();
  });
});
