// @vitest-environment jsdom
// The plain-React control panel keeps what an editor does and says it truly: under React's StrictMode, after an
// edit is undone, when Enter submits from a link's address, when its path changes during a save, with a link
// filled in under "Add a link" but not added, and when a save gets no answer.
import { StrictMode } from 'react';
import type { ReactElement } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { SocialMediaControlPanel } from '../../src/editing';
import { socialMediaReducer } from '../../src/store';
import type { SocialMediaControlPanelProps } from '../../src/editing';
import type { SocialLink } from '../../src/contract/types';
import { IntlProvider } from '../support/intl';
import { useMockBackend } from '../support/mockBackend';
import { button, field, linkRow, loaded } from './panelQueries';
import { editorUser } from './user';

const backend = useMockBackend();

function panel(props: Partial<SocialMediaControlPanelProps> = {}): ReactElement {
  return (
    <IntlProvider locale="en" defaultLocale="en">
      <SocialMediaControlPanel client={backend.admin} {...props} />
    </IntlProvider>
  );
}

const socialMediaStore = () => configureStore({ reducer: { socialMedia: socialMediaReducer } });
const storedLinks = (path = '') => backend.site.get(path || '/')!.fields.social_links as SocialLink[];
const patches = () => backend.requests.filter((request) => request.method === 'PATCH').map((request) => request.url);
const unsaved = () => screen.queryByText('You have unsaved changes.');

describe('the control panel keeps the editor’s work', () => {
  it('finishes a save under React’s StrictMode, which mounts the panel twice', async () => {
    const user = editorUser();
    render(<StrictMode>{panel()}</StrictMode>);
    await user.click(await loaded());
    await user.click(button('Save'));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(button('Save')).toBeEnabled();
    expect(backend.site.root.fields.share_social_data).toBe(false);
  });

  it('has nothing unsaved once a deleted link is brought back with Undo', async () => {
    const user = editorUser();
    const onDirtyChange = vi.fn();
    render(panel({ onDirtyChange }));
    await loaded();
    await user.click(within(linkRow('GitHub')).getByRole('button', { name: 'Delete: GitHub' }));
    expect(unsaved()).toBeInTheDocument();
    await user.click(button('Undo'));
    expect(linkRow('GitHub')).toBeInTheDocument();
    expect(unsaved()).not.toBeInTheDocument();
    expect(button('Discard changes')).toBeDisabled();
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    await user.click(button('Save'));
    expect(await screen.findByText('There are no changes to save.')).toBeInTheDocument();
    expect(patches()).toEqual([]);
  });

  it('has nothing unsaved once a title is typed back to what it was', async () => {
    const user = editorUser();
    render(panel());
    await loaded();
    const title = within(linkRow('GitHub')).getByLabelText('Title');
    await user.type(title, 'x');
    expect(unsaved()).toBeInTheDocument();
    await user.type(title, '{Backspace}');
    expect(title).toHaveValue('GitHub');
    expect(unsaved()).not.toBeInTheDocument();
  });

  it('saves an address completed as leaving the field would, when Enter submits from it', async () => {
    const user = editorUser();
    render(panel());
    await loaded();
    const address = within(linkRow('X')).getByLabelText('Address');
    await user.clear(address);
    await user.type(address, 'x.com/newhandle{Enter}');
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(address).toHaveValue('https://x.com/newhandle');
    expect(storedLinks().find((link) => link.id === 'x')!.href[0]!['@id']).toBe('https://x.com/newhandle');
  });

  it('marks the address and takes the keyboard to it, when Enter submits an address that is not one', async () => {
    const user = editorUser();
    render(panel());
    await loaded();
    const address = within(linkRow('X')).getByLabelText('Address');
    await user.clear(address);
    await user.type(address, 'not an address{Enter}');
    expect(await screen.findByText('Nothing was saved. Fix the fields marked below first.')).toBeInTheDocument();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveFocus();
    expect(patches()).toEqual([]);
  });

  it('leaves the settings of a new path alone when a save of the old one ends after it', async () => {
    const user = editorUser();
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The PATCH of /community is answered (by the mock, as usual) only once released.
    backend.server.use(
      http.patch(
        `${backend.baseUrl}/community`,
        async () => {
          await held;
          return undefined;
        },
        { once: true },
      ),
    );
    const view = render(panel({ path: '/community/meetups' }));
    await loaded();
    await user.clear(field('Facebook App ID'));
    await user.type(field('Facebook App ID'), '42');
    await user.click(button('Save'));
    view.rerender(panel({ path: '' }));
    await waitFor(() => expect(field('Facebook App ID')).toHaveValue('123456789012345'));
    release();
    await waitFor(() => expect(backend.site.get('/community')!.fields.facebook_app_id).toBe('42'));

    // The panel edits the site root's settings now: nothing unsaved, and a Save has nothing to send.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.querySelector('.documentDescription')).toHaveTextContent(/^Settings for Social Media Demo\./);
    expect(unsaved()).not.toBeInTheDocument();
    await user.click(button('Save'));
    expect(await screen.findByText('There are no changes to save.')).toBeInTheDocument();
    expect(patches()).toEqual([`${backend.baseUrl}/community`]);
  });

  it('refuses to save without a link filled in under “Add a link” but not added, and asks before leaving it', async () => {
    const user = editorUser();
    render(panel());
    await loaded();
    const adding = screen.getByText('Add a link').closest<HTMLElement>('[role="group"]')!;
    await user.click(within(adding).getByLabelText('Bluesky'));
    await user.click(within(adding).getByLabelText('Address'));
    await user.paste('https://bsky.app/profile/plone.org');
    expect(unsaved()).toBeInTheDocument();
    expect(window.dispatchEvent(new Event('beforeunload', { cancelable: true }))).toBe(false);

    await user.click(button('Save'));
    expect(
      await screen.findByText(
        'Nothing was saved. A link is filled in under “Add a link” but not added: add it, or clear its fields.',
      ),
    ).toBeInTheDocument();
    expect(within(adding).getByText('Add link', { selector: 'button' })).toHaveFocus();
    expect(patches()).toEqual([]);

    await user.click(within(adding).getByText('Add link', { selector: 'button' }));
    await user.click(button('Save'));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(storedLinks().find((link) => link.id === 'bluesky')!.href[0]!['@id']).toBe(
      'https://bsky.app/profile/plone.org',
    );
    expect(window.dispatchEvent(new Event('beforeunload', { cancelable: true }))).toBe(true);
  });

  it.each([
    ['', (ui: ReactElement) => ui],
    // As in Volto, whose panel saves through the store's thunk.
    [' through the store', (ui: ReactElement) => <Provider store={socialMediaStore()}>{ui}</Provider>],
  ])(
    'says the site could not be reached and gives the form back, edits kept, when a save%s gets no answer',
    async (_, wrap) => {
      const user = editorUser();
      // The PATCH is never answered, as when the connection drops without a word.
      backend.server.use(http.patch(backend.baseUrl, () => new Promise<never>(() => undefined), { once: true }));
      render(wrap(panel()));
      await loaded();
      await user.clear(field('Facebook App ID'));
      await user.type(field('Facebook App ID'), '42');
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
      try {
        await user.click(button('Save'));
        expect(button('Saving…')).toBeDisabled();
        await vi.advanceTimersByTimeAsync(60_000);
        expect(await screen.findByText(/The site could not be reached/)).toBeInTheDocument();
      } finally {
        vi.useRealTimers();
      }
      expect(screen.getByText('Your changes are still in the form.')).toBeInTheDocument();
      expect(field('Facebook App ID')).toHaveValue('42');
      expect(field('Facebook App ID')).toBeEnabled();

      await user.click(button('Save'));
      expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
      expect(backend.site.root.fields.facebook_app_id).toBe('42');
    },
  );

  it('shows, once saved, the links another editor saved meanwhile, and a later save of the links keeps them', async () => {
    const user = editorUser();
    render(panel());
    await loaded();
    // Another editor adds a link from their own browser while this one works on the Facebook App ID.
    const theirs = {
      '@id': '5f1c0b7e-9d7a-4a51-8c3e-2b6f0e6d4c11',
      id: 'bluesky',
      title: 'Bluesky',
      href: [{ '@id': 'https://bsky.app/profile/plone.org' }],
    };
    backend.site.root.fields.social_links = [...storedLinks(), theirs];
    await user.clear(field('Facebook App ID'));
    await user.type(field('Facebook App ID'), '42');
    await user.click(button('Save'));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(linkRow('Bluesky')).toBeInTheDocument();
    expect(unsaved()).not.toBeInTheDocument();

    await user.type(within(linkRow('GitHub')).getByLabelText('Title'), ' org');
    await user.click(button('Save'));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(storedLinks().at(-1)).toEqual(theirs);
  });

  it('keeps showing links stored in a shape it reads in part when a save of another field reads them back repaired', async () => {
    const user = editorUser();
    // An address stored as a text, not as a list of targets: the read-back reads the link without it.
    backend.site.root.fields.social_links = [{ '@id': 'x-link', id: 'x', title: 'X', href: 'https://x.com/plone' }];
    render(panel());
    await loaded();
    await user.clear(field('Facebook App ID'));
    await user.type(field('Facebook App ID'), '42');
    await user.click(button('Save'));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(within(linkRow('X')).getByLabelText('Address')).toHaveValue('https://x.com/plone');
    expect(unsaved()).not.toBeInTheDocument();
  });
});
