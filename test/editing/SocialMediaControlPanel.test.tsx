// @vitest-environment jsdom
// The Social Media control panel against the mock backend, through the client: load, edit, save, every kind
// of failed save with the edits kept, the leave prompt, and the refusal for users who may not edit.
import { render, screen, waitFor, within } from '@testing-library/react';
import { editorUser } from './user';
import { button, field, linkRow, loaded } from './panelQueries';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { createClient } from '../../src/client';
import { SocialMediaControlPanel } from '../../src/editing';
import type { SocialMediaControlPanelProps } from '../../src/editing';
import { behaviorNames } from '../../src/contract/behaviors';
import { createMockSite, defaultPortalTypes, DEMO_SITE_LINKS } from '../../src/mock';
import {
  selectSaveStatus,
  selectSettingsSource,
  selectSocialMediaSettings,
  SocialMediaClientProvider,
  socialMediaReducer,
} from '../../src/store';
import { useMockBackend } from '../support/mockBackend';
import { IntlProvider } from '../support/intl';
import { axeViolations } from '../support/axe';

const backend = useMockBackend();

function renderPanel(
  props: Partial<SocialMediaControlPanelProps> = {},
  wrap: (ui: ReactElement) => ReactElement = (ui) => ui,
) {
  return render(
    wrap(
      <IntlProvider locale="en" defaultLocale="en">
        <SocialMediaControlPanel client={backend.admin} {...props} />
      </IntlProvider>,
    ),
  );
}

function patches() {
  return backend.requests.filter((request) => request.method === 'PATCH');
}

/** Changes the X profile, which the backend reads the X username from. */
async function changeXProfile(user: ReturnType<typeof editorUser>, url: string) {
  const address = within(linkRow('X')).getByLabelText('Address');
  await user.clear(address);
  await user.click(address);
  await user.paste(url);
}

describe('SocialMediaControlPanel', () => {
  it('shows the site root’s settings, its profiles and the usernames the backend computed', async () => {
    renderPanel();
    expect(await loaded()).toBeChecked();
    expect(field('Facebook App ID')).toHaveValue('123456789012345');
    expect(screen.getAllByText(/^Link \d+ of 7: /, { selector: 'legend' })).toHaveLength(DEMO_SITE_LINKS.length);
    expect(field('X username')).toHaveValue('plonedemo');
    expect(field('X username')).toHaveAttribute('readonly');
    expect(field('Facebook username')).toHaveValue('plonedemo');
  });

  it('uses the client of the nearest provider when given none', async () => {
    render(
      <IntlProvider locale="en" defaultLocale="en">
        <SocialMediaClientProvider client={backend.admin}>
          <SocialMediaControlPanel />
        </SocialMediaClientProvider>
      </IntlProvider>,
    );
    expect(await loaded()).toBeChecked();
  });

  it('saves with a PATCH, says so, and shows the usernames the backend computes from the new links', async () => {
    const user = editorUser();
    const onSaved = vi.fn();
    renderPanel({ onSaved });
    await user.click(await loaded());
    await changeXProfile(user, 'https://x.com/newhandle');
    await user.click(button('Save'));

    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(field('X username')).toHaveValue('newhandle');
    expect(field('Share social data')).not.toBeChecked();
    expect(patches()).toEqual([{ method: 'PATCH', url: backend.baseUrl }]);
    const stored = backend.site.root.fields;
    expect(stored.share_social_data).toBe(false);
    expect((stored.social_links as typeof DEMO_SITE_LINKS)[0]).toEqual({
      ...DEMO_SITE_LINKS[0],
      href: [{ '@id': 'https://x.com/newhandle', title: 'x.com/plonedemo' }],
    });
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(button('Discard changes')).toBeDisabled();
  });

  it('puts the fresh settings in the store, so every page shows the change', async () => {
    const user = editorUser();
    const store = configureStore({ reducer: { socialMedia: socialMediaReducer } });
    renderPanel({}, (ui) => <Provider store={store}>{ui}</Provider>);
    await loaded();
    await changeXProfile(user, 'https://x.com/fromthestore');
    await user.click(button('Save'));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    const state = store.getState();
    expect(selectSaveStatus(state).status).toBe('succeeded');
    expect(selectSocialMediaSettings(state).x_username).toBe('fromthestore');
    expect(selectSettingsSource(state)).toEqual({ '@id': backend.baseUrl, title: 'Social Media Demo' });
    expect(field('X username')).toHaveValue('fromthestore');
  });

  it('costs one read of what is stored (someone else may have saved meanwhile), one PATCH and one read-back per save, with a store and without one', async () => {
    // Each round saves another handle: the second would otherwise find nothing to save.
    for (const [handle, wrap] of [
      ['onesave', undefined],
      [
        'onesavestore',
        (ui: ReactElement) => (
          <Provider store={configureStore({ reducer: { socialMedia: socialMediaReducer } })}>{ui}</Provider>
        ),
      ],
    ] as const) {
      const user = editorUser();
      const { unmount } = renderPanel({}, wrap);
      await loaded();
      await changeXProfile(user, `https://x.com/${handle}`);
      const before = backend.requests.length;
      await user.click(button('Save'));
      expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
      expect(field('X username')).toHaveValue(handle);
      expect(backend.requests.slice(before).map((request) => request.method)).toEqual(['GET', 'PATCH', 'GET']);
      unmount();
    }
  });

  it('edits the settings of the navigation root it is given', async () => {
    const user = editorUser();
    renderPanel({ path: '/community/meetups' });
    await loaded();
    expect(field('Facebook App ID')).toHaveValue('987654321098765');
    await user.clear(field('Facebook App ID'));
    await user.click(button('Save'));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(patches()).toEqual([{ method: 'PATCH', url: `${backend.baseUrl}/community` }]);
    expect(backend.site.root.fields.facebook_app_id).toBe('123456789012345');
  });

  const failures: Array<[string, () => Response, RegExp]> = [
    [
      'a 400 with Plone’s validation message',
      () =>
        HttpResponse.json(
          {
            context: backend.baseUrl,
            message: "[{'message': 'Wrong contained type', 'field': 'social_links', 'error': 'ValidationError'}]",
            type: 'BadRequest',
          },
          { status: 400 },
        ),
      /The site did not accept these settings\.Profiles: Wrong contained type/,
    ],
    [
      'a 401',
      () =>
        HttpResponse.json(
          {
            context: backend.baseUrl,
            message: 'You are not authorized to access this resource.',
            type: 'Unauthorized',
          },
          { status: 401 },
        ),
      /You are not allowed to change these settings, or your session has expired/,
    ],
    [
      'a 403',
      () => HttpResponse.json({ context: backend.baseUrl, message: 'Forbidden', type: 'Forbidden' }, { status: 403 }),
      /You are not allowed to change these settings, or your session has expired/,
    ],
    [
      'a 500',
      () => HttpResponse.json({ message: 'ZODB conflict', type: 'ConflictError' }, { status: 500 }),
      /The site had a problem and could not save \(error 500\)/,
    ],
    ['a network failure', () => HttpResponse.error(), /The site could not be reached/],
  ];

  it.each(failures)(
    'after %s, says what went wrong and keeps every edit, and a retry saves them',
    async (_, answer, message) => {
      const user = editorUser();
      backend.server.use(http.patch(backend.baseUrl, answer, { once: true }));
      renderPanel();
      await user.click(await loaded());
      await user.clear(field('Facebook App ID'));
      await user.type(field('Facebook App ID'), '42');
      await changeXProfile(user, 'https://x.com/kept');
      await user.click(button('Save'));

      const alert = await waitFor(() => {
        const region = Array.from(document.querySelectorAll('[role="alert"]')).find((element) =>
          message.test(element.textContent ?? ''),
        );
        if (!region) throw new Error(`No alert says ${message}`);
        return region;
      });
      expect(alert).toHaveTextContent('Your changes are still in the form.');
      expect(field('Share social data')).not.toBeChecked();
      expect(field('Facebook App ID')).toHaveValue('42');
      expect(within(linkRow('X')).getByLabelText('Address')).toHaveValue('https://x.com/kept');
      expect(field('X username')).toHaveValue('plonedemo');
      expect(button('Discard changes')).toBeEnabled();
      expect(backend.site.root.fields.facebook_app_id).toBe('123456789012345');

      await user.click(button('Save'));
      expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
      expect(screen.queryByText('Your changes are still in the form.')).not.toBeInTheDocument();
      expect(field('X username')).toHaveValue('kept');
      expect(backend.site.root.fields.facebook_app_id).toBe('42');
    },
  );

  it('saves nothing while a link is unsafe, and says to fix it first', async () => {
    const user = editorUser();
    renderPanel();
    await loaded();
    await changeXProfile(user, 'javascript:alert(1)');
    await user.click(button('Save'));
    expect(await screen.findByText('Nothing was saved. Fix the fields marked below first.')).toBeInTheDocument();
    expect(within(linkRow('X')).getByText(/This kind of address is not allowed/)).toBeInTheDocument();
    expect(within(linkRow('X')).getByLabelText('Address')).toHaveFocus();
    expect(patches()).toEqual([]);
  });

  it('refuses a Facebook App ID the backend would reject, at the field', async () => {
    const user = editorUser();
    renderPanel();
    await loaded();
    await user.type(field('Facebook App ID'), 'é');
    expect(field('Facebook App ID')).toHaveAccessibleDescription(expect.stringContaining('Use only letters, digits'));
    await user.click(button('Save'));
    expect(await screen.findByText('Nothing was saved. Fix the fields marked below first.')).toBeInTheDocument();
    expect(patches()).toEqual([]);
  });

  it('asks before leaving with unsaved changes, and stops asking once they are saved or discarded', async () => {
    const user = editorUser();
    const onDirtyChange = vi.fn();
    renderPanel({ onDirtyChange });
    const share = await loaded();
    const leave = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    expect(leave()).toBe(false);

    await user.click(share);
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    expect(leave()).toBe(true);

    await user.click(button('Discard changes'));
    expect(share).toBeChecked();
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    expect(leave()).toBe(false);

    await user.click(share);
    await user.click(button('Save'));
    await screen.findByText('Changes saved.');
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    expect(leave()).toBe(false);
  });

  it('discards a deleted link back into the list, leaving nothing to undo', async () => {
    const user = editorUser();
    renderPanel();
    await loaded();
    await user.click(within(linkRow('GitHub')).getByRole('button', { name: 'Delete: GitHub' }));
    expect(screen.getByText('Undo', { selector: 'button' })).toBeInTheDocument();
    await user.click(button('Discard changes'));
    expect(linkRow('GitHub')).toBeInTheDocument();
    expect(screen.queryByText('Undo', { selector: 'button' })).not.toBeInTheDocument();
  });

  it('keeps the edits when the client is renewed, as Volto does when the token is renewed', async () => {
    const user = editorUser();
    const view = renderPanel();
    await user.click(await loaded());
    view.rerender(
      <IntlProvider locale="en" defaultLocale="en">
        <SocialMediaControlPanel client={backend.admin.withCredentials({ username: 'admin', password: 'admin' })} />
      </IntlProvider>,
    );
    expect(field('Share social data')).not.toBeChecked();
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
  });

  it('refuses anonymous users instead of showing a form they cannot save', async () => {
    const onUnauthorized = vi.fn();
    renderPanel({ client: backend.anonymous, onUnauthorized });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are not allowed to edit the social media settings.',
    );
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('refuses a logged-in member without the right to edit the site', async () => {
    const onUnauthorized = vi.fn();
    renderPanel({ client: backend.admin.withCredentials({ username: 'member', password: 'member' }), onUnauthorized });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are not allowed to edit the social media settings.',
    );
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('says when no object on the site holds social media settings', async () => {
    const names = behaviorNames();
    const site = createMockSite({
      types: defaultPortalTypes(names).map((type) => ({
        ...type,
        behaviors: type.behaviors.filter((b) => b !== names.settings),
      })),
    });
    const { createHandlers } = await import('../../src/mock');
    backend.server.use(...createHandlers(site, { baseUrl: backend.baseUrl }));
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('No object on this site holds social media settings.');
  });

  it('says the site’s plone.restapi is too old when it ignores the inherit expansion', async () => {
    // plone.restapi before 9.13 has no `inherit` expander: a content GET ignores `expand=inherit` and its
    // `@components` has no `inherit` at all (a newer one answers at least its `@id` whenever a behavior is asked for).
    const { content } = await backend.admin.getContent('', { query: { expand: 'actions' } });
    const { inherit, ...components } = content['@components'] as Record<string, unknown>;
    expect(inherit).toBeDefined();
    backend.server.use(http.get(backend.baseUrl, () => HttpResponse.json({ ...content, '@components': components })));
    renderPanel();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This site’s Plone REST API has no inherit expansion');
    expect(alert).toHaveTextContent('plone.restapi 9.13.3 or later');
    // Not the advice for a site without the behavior, which would send her to enable one that is there.
    expect(alert).not.toHaveTextContent('Enable the behavior');
  });

  it('names the prefix to set when the backend has the settings under another vendor prefix', async () => {
    // A site moved from @plonegovbr/volto-social-media whose own add-on does not set `behaviorPrefix` yet: the site
    // root has the settings behavior enabled, under the backend's name, and the panel asks for this add-on's default.
    const site = createMockSite({ behaviorPrefix: 'plonegovbr' });
    const { createHandlers } = await import('../../src/mock');
    backend.server.use(...createHandlers(site, { baseUrl: backend.baseUrl }));
    renderPanel();
    const alert = await screen.findByRole('alert');
    // The settings are there, under another name: not "no object holds them", not "enable the behavior".
    expect(alert).not.toHaveTextContent('No object on this site holds social media settings');
    expect(alert).toHaveTextContent('example.socialmedia.settings');
    expect(alert).toHaveTextContent('plonegovbr.socialmedia.settings');
    expect(alert).toHaveTextContent("behaviorPrefix: 'plonegovbr'");
  });

  it('names the prefix to set when the add-on is set to the reference backend’s prefix and the backend has its own', async () => {
    const site = createMockSite();
    const { createHandlers } = await import('../../src/mock');
    backend.server.use(...createHandlers(site, { baseUrl: backend.baseUrl }));
    const client = createClient({
      baseUrl: backend.baseUrl,
      behaviorPrefix: 'plonegovbr',
      credentials: { username: 'admin', password: 'admin' },
    });
    renderPanel({ client });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('plonegovbr.socialmedia.settings');
    expect(alert).toHaveTextContent('example.socialmedia.settings');
    expect(alert).toHaveTextContent("behaviorPrefix: 'example'");
  });

  it('has no accessibility violations', async () => {
    const user = editorUser();
    const { container } = renderPanel();
    await loaded();
    await user.type(field('Facebook App ID'), 'é');
    await user.click(button('Save'));
    await screen.findByText('Nothing was saved. Fix the fields marked below first.');
    expect(await axeViolations(container)).toEqual([]);
  });
});
