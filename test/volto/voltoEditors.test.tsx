// The Volto skin of the editors, with stand-ins for Volto's parts (test/volto/support/voltoParts.tsx): the widget
// in Volto's field wrapper with compact rows that open to edit, and the control panel whose Save and Cancel are
// in Volto's toolbar. The same hooks as the plain-React skin: undo, focus, announcements, kept edits.
import './support/jsdomGlobals';
import './support/voltoEditorMocks';
import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ToastContainer } from 'react-toastify';
import { SocialLinksEditWidget } from '../../src';
import VoltoSocialLinksWidget from '../../src/volto/editing/VoltoSocialLinksWidget';
import { VoltoSettingsForm } from '../../src/volto/editing/VoltoSettingsForm';
import { SocialMediaClientProvider } from '../../src/store';
import type { SocialLink } from '../../src/contract/types';
import { DEMO_SITE_LINKS } from '../../src/mock';
import { axeViolations } from '../support/axe';
import { IntlProvider } from '../support/intl';
import { useMockBackend } from '../support/mockBackend';
import { editorUser } from '../editing/user';
import { storedLinks } from '../editing/storedLinks';

const history = vi.hoisted(() => ({ push: vi.fn(), goBack: vi.fn(), block: vi.fn(() => () => undefined) }));
// react-router's history gives an entry a key once the app has navigated to it; the tab's first page has none.
const location = vi.hoisted(() => ({ pathname: '/controlpanel/social-media', key: undefined as string | undefined }));
vi.mock('react-router-dom', () => ({
  useHistory: () => history,
  useLocation: () => location,
}));

function renderVoltoWidget(value: unknown) {
  const emitted: SocialLink[][] = [];
  function Form() {
    const [current, setCurrent] = useState<unknown>(value);
    return (
      <form>
        <VoltoSocialLinksWidget
          id="social_links"
          title="Profiles"
          description="The site’s profiles"
          fieldSet="social_media"
          value={current}
          onChange={(_, next) => {
            emitted.push(next);
            setCurrent(next);
          }}
        />
      </form>
    );
  }
  render(
    <IntlProvider locale="en" defaultLocale="en">
      <main>
        <Form />
      </main>
    </IntlProvider>,
  );
  return { emitted, last: () => emitted[emitted.length - 1] };
}

/** The widget's own polite region (dnd-kit adds one of its own). */
function announcement(): HTMLElement {
  return document.querySelector<HTMLElement>('.social-links-widget-announcement')!;
}

function row(title: string): HTMLElement {
  const toggle = screen.getByText(title, { selector: '.social-links-volto-row-label' });
  return toggle.closest('li')!;
}

describe('the social links widget in Volto', () => {
  it('is what Volto registers, a busy placeholder until its chunk has loaded', async () => {
    render(
      <IntlProvider locale="en" defaultLocale="en">
        <SocialLinksEditWidget id="social_links" title="Profiles" value={[]} onChange={() => {}} />
      </IntlProvider>,
    );
    expect(document.querySelector('.socialmedia-editor-loading[aria-busy="true"]')).not.toBeNull();
    await waitFor(() => expect(screen.getByText('Profiles')).toBeInTheDocument(), { timeout: 10_000 });
    expect(document.querySelector('.socialmedia-editor-loading')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add link' })).toBeInTheDocument();
  });

  it('sits in Volto’s field wrapper: its label names the list, and each link is one compact line', () => {
    renderVoltoWidget(storedLinks);
    const label = document.getElementById('fieldset-social_media-field-label-social_links')!;
    expect(label).toHaveTextContent('Profiles');
    const list = screen.getByRole('list', { name: 'Profiles' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(list)
        .getAllByRole('button', { expanded: false })
        .map((button) => button.textContent),
    ).toEqual(['X', 'Facebook', 'GitHub']);
    expect(within(list).queryAllByRole('textbox')).toEqual([]);
    expect(screen.getByText('The site’s profiles')).toBeInTheDocument();
  });

  it('keeps its lines a list to VoiceOver in Safari, which reads a list shown without bullets as loose items', () => {
    renderVoltoWidget(storedLinks);
    const list = screen.getByRole('list', { name: 'Profiles' });
    expect(list.style.listStyle).toBe('none');
    expect(list).toHaveAttribute('role', 'list');
  });

  it('opens a link to edit it with Volto’s widgets, and sends the changed address', async () => {
    const user = editorUser();
    const widget = renderVoltoWidget(storedLinks);
    await user.click(within(row('GitHub')).getByRole('button', { name: 'GitHub' }));
    const address = document.getElementById('field-social_links-2-url') as HTMLInputElement;
    expect(address).toHaveValue('https://github.com/plone');
    await user.clear(address);
    await user.type(address, 'https://github.com/collective');
    expect(widget.last()?.[2]?.href).toEqual([{ '@id': 'https://github.com/collective' }]);
  });

  it('writes an address left to right, as it reads, on a right-to-left site too', async () => {
    // Laid out right to left, `https://` reads `//:https` and a handle `@alice@mastodon.social` `alice@mastodon.social@`.
    const user = editorUser();
    renderVoltoWidget(storedLinks);
    await user.click(within(row('GitHub')).getByRole('button', { name: 'GitHub' }));
    expect(document.getElementById('field-social_links-2-url')).toHaveAttribute('dir', 'ltr');
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    expect(document.getElementById('field-social_links-3-url')).toHaveAttribute('dir', 'ltr');
  });

  it('asks a phone for its keyboard for addresses, leaving what the editor types as typed', async () => {
    // Volto's TextWidget asks for the keyboard of prose: no `/` nor `.` on its first page, the first letter capitalised
    // (`Bsky.app/…`, `@Plone`) and words corrected.
    const user = editorUser();
    renderVoltoWidget(storedLinks);
    await user.click(within(row('GitHub')).getByRole('button', { name: 'GitHub' }));
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    for (const id of ['field-social_links-2-url', 'field-social_links-3-url']) {
      const address = document.getElementById(id);
      expect(address).toHaveAttribute('inputmode', 'url');
      expect(address).toHaveAttribute('autocapitalize', 'none');
      expect(address).toHaveAttribute('autocorrect', 'off');
      expect(address).toHaveAttribute('spellcheck', 'false');
    }
  });

  it("warns under the network of an address on another network's site, and switches to that network", async () => {
    const user = editorUser();
    const widget = renderVoltoWidget(storedLinks);
    await user.click(within(row('GitHub')).getByRole('button', { name: 'GitHub' }));
    const address = document.getElementById('field-social_links-2-url') as HTMLInputElement;
    await user.clear(address);
    await user.click(address);
    await user.paste('https://gitlab.com/plone');
    const warnings = document.getElementById('social_links-2-network-warnings')!;
    expect(warnings).toHaveTextContent(
      'This address is on GitLab, but the link is set to GitHub and shows its icon. Change to GitLab',
    );
    expect(warnings.querySelector('[data-level="warning"]')).not.toBeNull();
    expect(announcement()).toHaveTextContent(
      'This address is on GitLab, but the link is set to GitHub and shows its icon.',
    );
    expect(screen.queryByText(/needs? fixing/)).not.toBeInTheDocument();

    await user.click(within(warnings).getByRole('button', { name: 'Change to GitLab' }));
    expect(widget.last()?.[2]).toMatchObject({
      id: 'gitlab',
      title: 'GitLab',
      href: [{ '@id': 'https://gitlab.com/plone' }],
    });
    expect(within(row('GitLab')).getByRole('button', { name: 'GitLab' })).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('field-social_links-2-network')).toHaveFocus();
    expect(document.getElementById('social_links-2-network-warnings')).toBeNull();
  });

  it('adds a link with one chooser for the network, the keyboard landing in it, and the title following it', async () => {
    const user = editorUser();
    const widget = renderVoltoWidget([]);
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    const chooser = document.getElementById('field-social_links-0-network') as HTMLSelectElement;
    expect(chooser).toBeInTheDocument();
    await user.selectOptions(chooser, 'bluesky');
    await user.type(document.getElementById('field-social_links-0-url')!, 'https://bsky.app/profile/plone.org');
    expect(widget.last()).toEqual([
      expect.objectContaining({
        id: 'bluesky',
        title: 'Bluesky',
        href: [{ '@id': 'https://bsky.app/profile/plone.org' }],
      }),
    ]);
    expect(announcement()).toHaveTextContent('Added');
    // Said to a screen reader, not left in sight: Volto's own list widgets show no such line.
    expect(announcement()).toHaveClass('socialmedia-visually-hidden');
  });

  it("completes the address a new link's editor leaves, sets the network from it, title following, and says so", async () => {
    const user = editorUser();
    const widget = renderVoltoWidget([]);
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    const address = document.getElementById('field-social_links-0-url')!;
    await user.click(address);
    await user.paste('bsky.app/profile/plone.org ');
    expect(document.getElementById('field-social_links-0-network')).toHaveValue('');
    expect(within(row('untitled link')).getByText('Choose the network this link belongs to.')).toBeVisible();
    await user.tab();
    expect(widget.last()).toEqual([
      expect.objectContaining({
        id: 'bluesky',
        title: 'Bluesky',
        href: [{ '@id': 'https://bsky.app/profile/plone.org' }],
      }),
    ]);
    expect(document.getElementById('field-social_links-0-network')).toHaveValue('bluesky');
    expect(within(row('Bluesky')).queryByText('Choose the network this link belongs to.')).not.toBeInTheDocument();
    expect(document.getElementById('field-social_links-0-url')).toHaveValue('https://bsky.app/profile/plone.org');
    expect(announcement()).toHaveTextContent(
      'Address completed: https://bsky.app/profile/plone.org. Network set to Bluesky, from the address.',
    );
  });

  it('removes the tracking parameters of an address the editor leaves, and says which', async () => {
    const user = editorUser();
    const widget = renderVoltoWidget(storedLinks);
    await user.click(within(row('X')).getByRole('button', { name: 'X' }));
    const address = document.getElementById('field-social_links-0-url') as HTMLInputElement;
    await user.clear(address);
    await user.click(address);
    await user.paste('https://x.com/plone?s=21&t=Ab3dE&lang=de');
    await user.tab();
    expect(address).toHaveValue('https://x.com/plone?lang=de');
    expect(widget.last()?.[0]).toMatchObject({ id: 'x', href: [{ '@id': 'https://x.com/plone?lang=de' }] });
    expect(announcement()).toHaveTextContent(/^Tracking parameters removed from the address: s, t\.$/);
  });

  it('marks a closed link that holds warnings, and says how many, until it is opened', async () => {
    const user = editorUser();
    renderVoltoWidget([
      { '@id': 'shared', id: 'x', title: 'X', href: [{ '@id': 'https://x.com/plone?s=20' }] },
      { '@id': 'ok', id: 'github', title: 'GitHub', href: [{ '@id': 'https://github.com/plone' }] },
      { '@id': 'home', id: 'x', title: 'News', href: [{ '@id': 'https://x.com/' }] },
    ]);
    expect(within(row('X')).getByRole('button', { name: 'X (1 warning)' })).toBeInTheDocument();
    const toggle = within(row('News')).getByRole('button', { name: 'News (2 warnings)' });
    expect(row('News').querySelector('.social-links-volto-row-warnings svg')).toBeInTheDocument();
    expect(within(row('GitHub')).getByRole('button', { name: 'GitHub' })).toBeInTheDocument();
    expect(row('GitHub').querySelector('.social-links-volto-row-warnings')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('News');
    expect(row('News').querySelector('.social-links-volto-row-warnings')).not.toBeInTheDocument();
    expect(within(row('News')).getByText(/^Link 1 already goes to X\./)).toBeVisible();
    expect(within(row('News')).getByText(/^This is the home page of X, not a profile\./)).toBeVisible();
  });

  it('offers to remove the tracking parameters of a stored address once its link is open', async () => {
    const user = editorUser();
    const tracked = 'https://instagram.com/plone?igsh=MXRh&hl=de';
    const widget = renderVoltoWidget([
      { '@id': 'ig', id: 'instagram', title: 'Instagram', href: [{ '@id': tracked }] },
    ]);
    await user.click(within(row('Instagram')).getByRole('button', { name: 'Instagram (1 warning)' }));
    const warning = within(row('Instagram')).getByText(
      'This address carries parameters that only track who shared it: igsh.',
    );
    expect(warning).toHaveClass('orange');
    await user.click(within(row('Instagram')).getByRole('button', { name: 'Remove them' }));
    const address = document.getElementById('field-social_links-0-url');
    expect(address).toHaveValue('https://instagram.com/plone?hl=de');
    expect(address).toHaveFocus();
    expect(within(row('Instagram')).queryByText(/only track who shared it/)).not.toBeInTheDocument();
    expect(widget.last()).toEqual([
      expect.objectContaining({ '@id': 'ig', href: [{ '@id': 'https://instagram.com/plone?hl=de' }] }),
    ]);
    expect(announcement()).toHaveTextContent(/^Tracking parameters removed from the address: igsh\.$/);
  });

  it("makes a link of each address pasted as a list into a new link's address, each with its network", async () => {
    const user = editorUser();
    const widget = renderVoltoWidget([]);
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    await user.click(document.getElementById('field-social_links-0-url')!);
    await user.paste('https://x.com/plone\ngithub.com/plone\nhttps://www.instagram.com/plone/?igsh=MXRh');
    expect(widget.last()).toEqual([
      expect.objectContaining({ id: 'x', title: 'X', href: [{ '@id': 'https://x.com/plone' }] }),
      expect.objectContaining({ id: 'github', title: 'GitHub', href: [{ '@id': 'https://github.com/plone' }] }),
      expect.objectContaining({ id: 'instagram', href: [{ '@id': 'https://www.instagram.com/plone/' }] }),
    ]);
    expect(document.getElementById('field-social_links-0-url')).toHaveValue('https://x.com/plone');
    expect(announcement()).toHaveTextContent('Made 3 links of the pasted addresses: X, GitHub, Instagram.');
    // The title is no address: a list pasted there is its text.
    const title = document.getElementById('field-social_links-0-title') as HTMLInputElement;
    await user.clear(title);
    await user.paste('https://x.com/a https://x.com/b');
    expect(title).toHaveValue('https://x.com/a https://x.com/b');
    expect(widget.last()).toHaveLength(3);
  });

  it('keeps a handle typed before its network, says why, and completes it once the network is chosen', async () => {
    const user = editorUser();
    const widget = renderVoltoWidget([]);
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    const address = document.getElementById('field-social_links-0-url')!;
    await user.click(address);
    await user.paste('@plone');
    await user.tab();
    expect(address).toHaveValue('@plone');
    expect(
      within(row('untitled link')).getByText(/^This is a handle, not an address\. Choose the link's network/),
    ).toBeVisible();
    await user.selectOptions(document.getElementById('field-social_links-0-network')!, 'x');
    expect(widget.last()).toEqual([
      expect.objectContaining({ id: 'x', title: 'X', href: [{ '@id': 'https://x.com/plone' }] }),
    ]);
    expect(address).toHaveValue('https://x.com/plone');
    expect(within(row('X')).queryByText(/handle/)).not.toBeInTheDocument();
    expect(announcement()).toHaveTextContent(/^Address completed: https:\/\/x.com\/plone\.$/);
  });

  it("warns under the address, once the editor leaves it, that it is its network's home page; a handle completes it", async () => {
    const user = editorUser();
    renderVoltoWidget(storedLinks);
    await user.click(within(row('GitHub')).getByRole('button', { name: 'GitHub' }));
    const address = document.getElementById('field-social_links-2-url') as HTMLInputElement;
    const warning =
      'This is the home page of GitHub, not a profile. Complete the address, as in https://github.com/username, ' +
      'or type only the handle, as in @username.';
    await user.clear(address);
    await user.click(address);
    await user.paste('https://github.com/');
    expect(document.getElementById('social_links-2-url-warnings')).toBeNull();
    await user.tab();
    expect(document.getElementById('social_links-2-url-warnings')).toHaveTextContent(warning);
    expect(announcement()).toHaveTextContent(warning);
    // Completed from the handle, the address is a profile: the warning goes.
    await user.clear(address);
    await user.click(address);
    await user.paste('@plone');
    await user.tab();
    expect(address).toHaveValue('https://github.com/plone');
    expect(announcement()).toHaveTextContent(/^Address completed: https:\/\/github.com\/plone\.$/);
    expect(document.getElementById('social_links-2-url-warnings')).toBeNull();
  });

  it('keeps a link with an unsafe address open, says why, and never renders the address as a link', () => {
    renderVoltoWidget([{ ...storedLinks[0]!, href: [{ '@id': 'javascript:alert(1)' }] }]);
    const line = row('X');
    expect(within(line).getByRole('button', { name: 'X' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(line).getByText(/This kind of address is not allowed/)).toBeInTheDocument();
    expect(document.querySelector('a[href^="javascript:"]')).toBeNull();
    expect(screen.getByText('1 link needs fixing before saving.')).toBeInTheDocument();
  });

  it('deletes with the bin icon, moves the keyboard to Undo, and Undo brings the link back where it was', async () => {
    const user = editorUser();
    const widget = renderVoltoWidget(storedLinks);
    await user.click(screen.getByRole('button', { name: 'Delete: Facebook' }));
    expect(widget.last()?.map((link) => link.id)).toEqual(['x', 'github']);
    const undo = screen.getByRole('button', { name: 'Undo: bring back Facebook' });
    expect(undo).toHaveFocus();
    expect(announcement()).toHaveTextContent('Deleted Facebook. Use Undo to bring it back.');
    expect(announcement()).toHaveClass('socialmedia-visually-hidden');
    // Beside Undo, in sight, a line says what it brings back, while later changes are announced.
    const deleted = () => document.querySelector('.social-links-widget-deleted');
    expect(deleted()).toHaveTextContent('Deleted Facebook. Use Undo to bring it back.');
    await user.click(undo);
    expect(widget.last()?.map((link) => link.id)).toEqual(['x', 'facebook', 'github']);
    expect(announcement()).toHaveTextContent('Restored Facebook at position 2.');
    expect(deleted()).toBeNull();
    expect(within(row('Facebook')).getByRole('button', { name: 'Drag to reorder: Facebook' })).toHaveFocus();
  });

  it('reorders with the keyboard on the drag handle, and says where the link was dropped', async () => {
    // jsdom has no layout: give each row a box 100px below the previous one, as a browser would.
    const layout = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const line = this.closest<HTMLElement>('li[data-link-id]');
      const index = line ? Array.from(line.parentElement!.children).indexOf(line) : 0;
      const top = line ? index * 100 : 0;
      const height = line ? 90 : 0;
      return {
        x: 0,
        y: top,
        top,
        left: 0,
        right: 375,
        bottom: top + height,
        width: 375,
        height,
        toJSON: () => ({}),
      } as DOMRect;
    });
    try {
      const user = editorUser();
      const widget = renderVoltoWidget(storedLinks);
      within(row('X')).getByRole('button', { name: 'Drag to reorder: X' }).focus();
      await user.keyboard(' ');
      await user.keyboard('{ArrowDown}');
      await user.keyboard(' ');
      await waitFor(() => expect(widget.last()?.map((link) => link.id)).toEqual(['facebook', 'x', 'github']));
      expect(screen.getByText('X dropped at position 2 of 3.')).toBeInTheDocument();
    } finally {
      layout.mockRestore();
    }
  });

  it('lets a finger drag a link by its handle on a touch screen, where the browser would scroll the sidebar instead', () => {
    renderVoltoWidget(storedLinks);
    // dnd-kit's pointer sensor drags only while the browser leaves the touch to the page: on a handle the browser may
    // pan with, the drag ends (pointercancel) as soon as the finger moves, and the sidebar scrolls. Volto's CSS says
    // nothing of the handle's touch-action, so the handle says it itself (jsdom knows no touch-action in stylesheets,
    // so the handle's own style is read).
    for (const title of ['X', 'Facebook', 'GitHub']) {
      const handle = within(row(title)).getByRole('button', { name: `Drag to reorder: ${title}` });
      expect(handle.style.touchAction).toBe('none');
    }
  });

  it('has no accessibility violations, closed or open, with a warning and its button shown', async () => {
    const user = editorUser();
    renderVoltoWidget([...storedLinks, { ...storedLinks[0]!, '@id': 'code', id: 'gitlab', title: 'Code' }]);
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(within(row('X')).getByRole('button', { name: 'X' }));
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(within(row('Code')).getByRole('button', { name: 'Code (1 warning)' }));
    expect(within(row('Code')).getByRole('button', { name: 'Change to X' })).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

describe('the Social Media control panel in Volto', () => {
  const backend = useMockBackend();
  // Each test starts on the tab's first page with a history nobody has used, whatever the test before did.
  afterEach(() => {
    location.key = undefined;
    history.push.mockClear();
    history.goBack.mockClear();
  });

  function renderPanel() {
    const toolbar = document.createElement('div');
    toolbar.id = 'toolbar';
    document.body.appendChild(toolbar);
    const dirty: boolean[] = [];
    const view = render(
      <IntlProvider locale="en" defaultLocale="en">
        <SocialMediaClientProvider client={backend.admin}>
          <VoltoSettingsForm onUnauthorized={() => undefined} onDirtyChange={(value) => dirty.push(value)} />
        </SocialMediaClientProvider>
        {/* Volto's App renders react-toastify's container, where the panel's toasts show. */}
        <ToastContainer />
      </IntlProvider>,
    );
    return { toolbar, dirty, unmount: () => (view.unmount(), toolbar.remove()) };
  }

  const input = (id: string) => document.getElementById(`field-${id}`) as HTMLInputElement;

  /** The loaded panel with the X link opened and its address emptied. */
  async function openXAddress(user: ReturnType<typeof editorUser>) {
    const panel = renderPanel();
    await waitFor(() => expect(input('facebook_app_id')).toHaveValue('123456789012345'));
    await user.click(screen.getByRole('button', { name: 'X' }));
    const address = document.getElementById('field-social_links-0-url') as HTMLInputElement;
    await user.clear(address);
    return { panel, address };
  }

  it('is one segment headed by the panel’s title, every field in Volto’s wrapper, Save and Cancel in the toolbar', async () => {
    const panel = renderPanel();
    await waitFor(() => expect(input('facebook_app_id')).toHaveValue('123456789012345'));
    expect(document.querySelector('.ui.raised.segments .ui.segment.primary h1')).toHaveTextContent('Social Media');
    for (const field of ['share_social_data', 'facebook_app_id', 'social_links', 'x_username', 'facebook_username']) {
      expect(document.querySelector(`[data-volto-wrapper="${field}"]`)).not.toBeNull();
    }
    expect(screen.getAllByRole('listitem')).toHaveLength(DEMO_SITE_LINKS.length);
    expect(input('x_username')).toBeDisabled();
    expect(input('x_username')).toHaveValue('plonedemo');
    // Each computed username says where it comes from, as each of a core panel's fields has its own help.
    expect(document.querySelector('[data-volto-wrapper="x_username"] .help')).toHaveTextContent(
      'The site computes this from the first X profile after each save. It cannot be edited here.',
    );
    expect(document.querySelector('[data-volto-wrapper="facebook_username"] .help')).toHaveTextContent(
      'The site computes this from the first Facebook profile after each save. It cannot be edited here.',
    );
    const save = within(panel.toolbar).getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('id', 'toolbar-save');
    expect(within(panel.toolbar).getByRole('button', { name: 'Cancel' })).toHaveClass('cancel');
    expect(screen.queryByRole('button', { name: 'Save', hidden: false })).toBe(save);
    panel.unmount();
  });

  it('saves from the toolbar with one PATCH, and shows the usernames the backend computed from the change', async () => {
    const user = editorUser();
    const { panel, address } = await openXAddress(user);
    await user.type(address, 'https://x.com/fromvolto');
    expect(panel.dirty).toContain(true);
    await user.click(within(panel.toolbar).getByRole('button', { name: 'Save' }));
    // As on Volto's core control panels: Volto's toast, with Volto's own words, and no message of the panel's own.
    const toast = (await screen.findByText('Changes saved')).closest<HTMLElement>('.Toastify__toast')!;
    expect(toast).toHaveClass('Toastify__toast--info');
    expect(toast).toHaveTextContent('InfoChanges saved');
    expect(screen.queryByText('Changes saved.')).not.toBeInTheDocument();
    expect(backend.requests.filter((request) => request.method === 'PATCH')).toHaveLength(1);
    await waitFor(() => expect(input('x_username')).toHaveValue('fromvolto'));
    panel.unmount();
  });

  it('completes and checks an address on Enter, as leaving the field does, and leaves saving to the toolbar', async () => {
    const user = editorUser();
    const { panel, address } = await openXAddress(user);
    await user.type(address, 'x.com/fromenter{Enter}');
    expect(address).toHaveValue('https://x.com/fromenter');
    expect(address).toHaveFocus();
    await user.clear(address);
    await user.type(address, 'not an address{Enter}');
    expect(within(row('X')).getByText(/This is not a complete address/)).toBeInTheDocument();
    // As on a core panel, whose Save is in the toolbar: Enter sends nothing.
    expect(backend.requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);
    panel.unmount();
  });

  it('says in the toast that there is nothing to save, and sends nothing, when nothing changed', async () => {
    const user = editorUser();
    const panel = renderPanel();
    await waitFor(() => expect(input('facebook_app_id')).toHaveValue('123456789012345'));
    await user.click(within(panel.toolbar).getByRole('button', { name: 'Save' }));
    const toast = (await screen.findByText('There are no changes to save.')).closest<HTMLElement>('.Toastify__toast')!;
    expect(toast).toHaveClass('Toastify__toast--info');
    expect(backend.requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);
    panel.unmount();
  });

  it('keeps every edit when the save fails, and a second Save stores them', async () => {
    const user = editorUser();
    backend.server.use(
      http.patch(backend.baseUrl, () => HttpResponse.json({ message: 'boom' }, { status: 500 }), { once: true }),
    );
    const panel = renderPanel();
    await waitFor(() => expect(input('facebook_app_id')).toHaveValue('123456789012345'));
    await user.clear(input('facebook_app_id'));
    await user.type(input('facebook_app_id'), '42');
    await user.click(within(panel.toolbar).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your changes are still in the form.')).toBeInTheDocument();
    expect(input('facebook_app_id')).toHaveValue('42');
    expect(backend.site.root.fields.facebook_app_id).toBe('123456789012345');
    await user.click(within(panel.toolbar).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(screen.queryByText('Your changes are still in the form.')).not.toBeInTheDocument();
    expect(backend.site.root.fields.facebook_app_id).toBe('42');
    panel.unmount();
  });

  it('saves nothing while a link is unsafe', async () => {
    const user = editorUser();
    const { panel, address } = await openXAddress(user);
    await user.type(address, 'javascript:alert(1)');
    await user.click(within(panel.toolbar).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nothing was saved. Fix the fields marked below first.')).toBeInTheDocument();
    expect(backend.requests.filter((request) => request.method === 'PATCH')).toEqual([]);
    panel.unmount();
  });

  it('Cancel goes back to the page the editor came from, as on a core control panel', async () => {
    const user = editorUser();
    location.key = 'k3y';
    const panel = renderPanel();
    await waitFor(() => expect(input('facebook_app_id')).toHaveValue('123456789012345'));
    await user.click(within(panel.toolbar).getByRole('button', { name: 'Cancel' }));
    expect(history.goBack).toHaveBeenCalledTimes(1);
    expect(history.push).not.toHaveBeenCalled();
    panel.unmount();
  });

  it("Cancel on a panel opened as the tab's first page goes to the control panels", async () => {
    const user = editorUser();
    const panel = renderPanel();
    await waitFor(() => expect(input('facebook_app_id')).toHaveValue('123456789012345'));
    await user.click(within(panel.toolbar).getByRole('button', { name: 'Cancel' }));
    expect(history.push).toHaveBeenCalledWith('/controlpanel');
    expect(history.goBack).not.toHaveBeenCalled();
    panel.unmount();
  });
});
