// @vitest-environment jsdom
// The control panel while someone else edits the page that holds the settings: Volto locks the site root while an
// editor has the home page open, and Plone then offers no one else its Edit action. A site administrator who opens
// the panel meanwhile may edit the settings; she is told who holds them and can try again, not turned away. An
// editor who holds the lock herself (her edit form of the home page in another tab, or in one that crashed) saves.
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { SocialMediaControlPanel } from '../../src/editing';
import { demoSite } from '../../src/mock';
import { socialMediaReducer } from '../../src/store';
import { useMockBackend } from '../support/mockBackend';
import { IntlProvider } from '../support/intl';
import { button, field, loaded, openPanel } from './panelQueries';
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

/** She enters 42 as the Facebook App ID and saves. */
async function saveFacebookAppId(user: ReturnType<typeof editorUser>) {
  await user.clear(field('Facebook App ID'));
  await user.type(field('Facebook App ID'), '42');
  await user.click(button('Save'));
}

/** The panel says the save went through, and the site root stores the App ID she entered. */
async function expectAppIdSaved() {
  expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
  expect(screen.queryByText(/someone else is editing/)).not.toBeInTheDocument();
  expect(backend.site.root.fields.facebook_app_id).toBe('42');
}

describe('SocialMediaControlPanel while the home page is locked', () => {
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

  it.each([
    ['', (ui: ReactElement) => ui],
    // As in Volto, whose panel saves through the store's thunk.
    [
      ' through the store',
      (ui: ReactElement) => (
        <Provider store={configureStore({ reducer: { socialMedia: socialMediaReducer } })}>{ui}</Provider>
      ),
    ],
  ])('saves the changes of an editor whose own edit form of the home page holds its lock%s', async (_, wrap) => {
    // Her home page's edit form is open in another tab (or was, in a tab that crashed): the lock is hers.
    await rootLock('POST', 'admin');
    const user = editorUser();
    render(
      wrap(
        <IntlProvider locale="en" defaultLocale="en">
          <SocialMediaControlPanel client={backend.admin} />
        </IntlProvider>,
      ),
    );
    await loaded();
    await saveFacebookAppId(user);
    await expectAppIdSaved();
  });

  it.each([
    ['opened after the panel loaded', async () => rootLock('POST', 'admin')],
    // She saved or left her edit form (Volto unlocks) and opened it again: a new lock, with a new token.
    [
      'opened again after the panel loaded',
      async () => {
        await rootLock('DELETE', 'admin');
        await rootLock('POST', 'admin');
      },
      true,
    ],
  ])(
    'saves the changes of an administrator whose own edit form of the home page was %s',
    async (_, lockMeanwhile, lockedAtLoad = false) => {
      if (lockedAtLoad) await rootLock('POST', 'admin');
      const user = editorUser();
      render(
        <Provider store={configureStore({ reducer: { socialMedia: socialMediaReducer } })}>
          <IntlProvider locale="en" defaultLocale="en">
            <SocialMediaControlPanel client={backend.admin} />
          </IntlProvider>
        </Provider>,
      );
      await loaded();
      // In another tab, she opens the home page's edit form: Volto locks the site root for her.
      await lockMeanwhile();
      await saveFacebookAppId(user);
      await expectAppIdSaved();
    },
  );

  it('still refuses a save while someone else opened the home page’s edit form after the panel loaded, and leaves them their lock', async () => {
    const user = editorUser();
    await openPanel(backend.admin);
    await rootLock('POST', 'eddie');
    const token = backend.site.root.lock?.token;
    await saveFacebookAppId(user);
    expect(await screen.findByText(/someone else is editing them/)).toBeInTheDocument();
    expect(field('Facebook App ID')).toHaveValue('42');
    expect(backend.site.root.fields.facebook_app_id).not.toBe('42');
    expect(backend.site.root.lock).toMatchObject({ creator: 'eddie', token });
  });
});
