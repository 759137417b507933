// @vitest-environment jsdom
// The social links widget as an editor uses it: add, edit, reorder, delete and undo, validation at the field.
import { screen, within, waitFor } from '@testing-library/react';
import { editorUser } from './user';
import { axeViolations } from '../support/axe';
import { renderWidget, storedLinks } from './renderWidget';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

// Lookups go from visible text (legends, labels) to elements: Testing Library's role queries walk the
// computed styles of every element, which is slow in jsdom on a form this size.

/** The rows of the list, in the order shown. */
function rows(): HTMLElement[] {
  const list = screen.getByText(
    (_, element) => element?.getAttribute('aria-label') === 'Links, in the order visitors see them',
    {
      selector: 'ol',
    },
  );
  return Array.from(list.children) as HTMLElement[];
}

/** The row whose legend names the link `title`. */
function rowFor(title: string): HTMLElement {
  const legend = screen.getByText(new RegExp(`^Link \\d+ of \\d+: ${title}$`), { selector: 'legend' });
  return legend.closest('li')!;
}

/** The control that the label `text` names, inside `scope`. */
function control(scope: HTMLElement, text: string): HTMLInputElement {
  const label = within(scope).getByText(text, { selector: 'label' }) as HTMLLabelElement;
  const element = document.getElementById(label.htmlFor);
  if (!element) throw new Error(`The label ${text} names nothing`);
  return element as HTMLInputElement;
}

function addressOf(row: HTMLElement): HTMLInputElement {
  return control(row, 'Address');
}

/** The widget's own live region (dnd-kit adds another one for dragging). */
function announcer(): HTMLElement {
  const region = document.querySelector<HTMLElement>('#field-social_links [role="status"][aria-live="polite"]');
  if (!region) throw new Error('No polite live region');
  return region;
}

/** Puts `text` into a field at once, as pasting does (typing it key by key is slow and beside the point). */
async function pasteInto(user: ReturnType<typeof editorUser>, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

function newLinkForm(): HTMLElement {
  return screen.getByText('Add a link').closest<HTMLElement>('[role="group"]')!;
}

describe('SocialLinksWidget', () => {
  it('shows the stored links in their order, each with its network, title and address', () => {
    renderWidget(storedLinks);
    const shown = rows();
    expect(shown).toHaveLength(3);
    expect(within(shown[0]!).getByRole('group', { name: 'Link 1 of 3: X' })).toBeInTheDocument();
    expect(control(shown[1]!, 'Network')).toHaveValue('facebook');
    expect(control(shown[1]!, 'Title')).toHaveValue('Facebook');
    expect(addressOf(shown[2]!)).toHaveValue('https://github.com/plone');
  });

  it('keeps its rows a list to VoiceOver in Safari, which reads a list shown without bullets as loose items', () => {
    renderWidget(storedLinks);
    const list = rows()[0]!.parentElement!;
    expect(list.style.listStyle).toBe('none');
    expect(list).toHaveAttribute('role', 'list');
  });

  it('asks a phone for its keyboard for addresses, leaving what the editor types as typed', () => {
    renderWidget(storedLinks);
    // A phone's keyboard would capitalise an address's first letter (`Bsky.app/…`, `@Plone`) and correct its words.
    for (const address of [addressOf(rowFor('X')), control(newLinkForm(), 'Address')]) {
      expect(address).toHaveAttribute('inputmode', 'url');
      expect(address).toHaveAttribute('autocapitalize', 'none');
      expect(address).toHaveAttribute('autocorrect', 'off');
      expect(address).toHaveAttribute('spellcheck', 'false');
    }
  });

  it('labels the field the way Volto forms do', () => {
    const { container } = renderWidget(storedLinks);
    const label = container.querySelector('#fieldset-social_media-field-label-social_links');
    expect(label).toHaveTextContent('Profiles');
    expect(label).toHaveAttribute('for', 'field-social_links');
    expect(screen.getByRole('group', { name: 'Profiles' })).toHaveAttribute('id', 'field-social_links');
  });

  it('adds a link picked by network, titled after the network, with a new UUID', async () => {
    const user = editorUser();
    const widget = renderWidget(storedLinks);
    const form = newLinkForm();
    await user.click(within(form).getByLabelText('Mastodon'));
    expect(control(form, 'Title')).toHaveValue('Mastodon');
    await pasteInto(user, control(form, 'Address'), 'https://mastodon.social/@plone');
    await user.click(within(form).getByRole('button', { name: 'Add link' }));

    const value = widget.last() as unknown[];
    expect(value).toHaveLength(4);
    expect(value.slice(0, 3)).toEqual(storedLinks);
    const added = value[3] as Record<string, unknown>;
    expect(Object.keys(added).sort()).toEqual(['@id', 'href', 'id', 'title']);
    expect(added).toEqual({
      '@id': expect.stringMatching(UUID),
      id: 'mastodon',
      title: 'Mastodon',
      href: [{ '@id': 'https://mastodon.social/@plone' }],
    });
    expect(rows()).toHaveLength(4);
    expect(announcer()).toHaveTextContent('Added Mastodon.');
    expect(control(form, 'Address')).toHaveValue('');
  });

  it('says each change once, also two in a row that read the same (two Mastodon accounts deleted one after the other)', async () => {
    const user = editorUser();
    // Two accounts on one network, each titled after it, as the backend stores them.
    const mastodon = (id: string, address: string) => ({
      '@id': id,
      id: 'mastodon',
      title: 'Mastodon',
      href: [{ '@id': address }],
    });
    renderWidget([
      ...storedLinks,
      mastodon('mastodon', 'https://mastodon.social/@plone'),
      mastodon('0f0c8b5e-6f4e-4d7a-9a57-2d0f3c1e5b21', 'https://fosstodon.org/@plone'),
    ]);
    // What a screen reader hears: the text the live region gains.
    const said: string[] = [];
    const region = announcer();
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') said.push(region.textContent ?? '');
        else if (record.addedNodes.length > 0) said.push(region.textContent ?? '');
      }
    }).observe(region, { childList: true, subtree: true, characterData: true });

    await user.click(within(rows()[3]!).getByRole('button', { name: 'Delete: Mastodon' }));
    await waitFor(() => expect(said).toHaveLength(1));
    await user.click(within(rows()[3]!).getByRole('button', { name: 'Delete: Mastodon' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(said).toEqual([
      'Deleted Mastodon. Use Undo to bring it back.',
      'Deleted Mastodon. Use Undo to bring it back.',
    ]);
  });

  it('keeps a title the editor typed, and adds with Enter without submitting the form around it', async () => {
    const user = editorUser();
    const submitted = vi.fn();
    const widget = renderWidget([]);
    screen.getByRole('group', { name: 'Profiles' }).closest('form')!.addEventListener('submit', submitted);
    const form = newLinkForm();
    await user.click(within(form).getByLabelText('YouTube'));
    const title = control(form, 'Title');
    await user.clear(title);
    await user.type(title, 'Our videos');
    await user.type(control(form, 'Address'), 'https://youtube.com/@plone{Enter}');
    expect(submitted).not.toHaveBeenCalled();
    expect(widget.last()).toEqual([
      {
        '@id': expect.stringMatching(UUID),
        id: 'youtube',
        title: 'Our videos',
        href: [{ '@id': 'https://youtube.com/@plone' }],
      },
    ]);
  });

  it('guesses the network from a pasted address when none is picked', async () => {
    const user = editorUser();
    renderWidget([]);
    const form = newLinkForm();
    await user.click(control(form, 'Address'));
    await user.paste('https://github.com/plone');
    await user.tab();
    expect(within(form).getByLabelText('GitHub')).toBeChecked();
    expect(control(form, 'Title')).toHaveValue('GitHub');
    expect(announcer()).toHaveTextContent('Network set to GitHub, from the address.');
  });

  it('sets the network of a link that has none from its address, once the editor leaves it, and says so', async () => {
    const user = editorUser();
    const widget = renderWidget([{ '@id': 'nameless', id: '', title: '', href: [{ '@id': '' }] }]);
    const address = addressOf(rowFor('untitled link'));
    await pasteInto(user, address, ' https://github.com/plone ');
    expect(control(rowFor('untitled link'), 'Network')).toHaveValue('');
    expect(within(rowFor('untitled link')).getByText('Choose the network this link belongs to.')).toBeVisible();
    await user.tab();
    expect(widget.last()).toEqual([
      { '@id': 'nameless', id: 'github', title: 'GitHub', href: [{ '@id': 'https://github.com/plone' }] },
    ]);
    expect(control(rowFor('GitHub'), 'Network')).toHaveValue('github');
    expect(within(rowFor('GitHub')).queryByText('Choose the network this link belongs to.')).not.toBeInTheDocument();
    expect(announcer()).toHaveTextContent('Network set to GitHub, from the address.');
  });

  it('completes an address left without its scheme, sets the network from it, and says both', async () => {
    const user = editorUser();
    const widget = renderWidget([
      { '@id': 'nameless', id: '', title: '', href: [{ '@id': '' }] },
      { ...storedLinks[2]!, href: [{ '@id': '' }] },
    ]);
    await pasteInto(user, addressOf(rowFor('untitled link')), 'bsky.app/profile/plone.org');
    await user.tab();
    expect(addressOf(rowFor('Bluesky'))).toHaveValue('https://bsky.app/profile/plone.org');
    expect(addressOf(rowFor('Bluesky'))).not.toHaveAttribute('aria-invalid');
    expect(announcer()).toHaveTextContent(
      'Address completed: https://bsky.app/profile/plone.org. Network set to Bluesky, from the address.',
    );
    await pasteInto(user, addressOf(rowFor('GitHub')), 'info@plone.org');
    await user.tab();
    expect(widget.last()).toMatchObject([
      { id: 'bluesky', title: 'Bluesky', href: [{ '@id': 'https://bsky.app/profile/plone.org' }] },
      { id: 'github', title: 'GitHub', href: [{ '@id': 'mailto:info@plone.org' }] },
    ]);
    expect(announcer()).toHaveTextContent(/^Address completed: mailto:info@plone.org\.$/);
    expect(screen.queryByText(/needs? fixing/)).not.toBeInTheDocument();
  });

  it('completes a fediverse handle in the new-link form to its profile, on the Mastodon server it names', async () => {
    const user = editorUser();
    const widget = renderWidget([]);
    const form = newLinkForm();
    await pasteInto(user, control(form, 'Address'), '@plone@fosstodon.org');
    await user.tab();
    expect(control(form, 'Address')).toHaveValue('https://fosstodon.org/@plone');
    expect(within(form).getByLabelText('Mastodon')).toBeChecked();
    expect(announcer()).toHaveTextContent(
      'Address completed: https://fosstodon.org/@plone. Network set to Mastodon, from the address.',
    );
    await user.click(within(form).getByRole('button', { name: 'Add link' }));
    expect(widget.last()).toMatchObject([
      { id: 'mastodon', title: 'Mastodon', href: [{ '@id': 'https://fosstodon.org/@plone' }] },
    ]);
  });

  it("makes of a handle the profile on the link's network, and leaves one it cannot place", async () => {
    const user = editorUser();
    const widget = renderWidget([
      storedLinks[0]!,
      { ...storedLinks[0]!, '@id': 'toot', id: 'mastodon', title: 'Mastodon' },
    ]);
    await user.clear(addressOf(rowFor('X')));
    await pasteInto(user, addressOf(rowFor('X')), '@plone');
    await user.tab();
    expect(addressOf(rowFor('X'))).toHaveValue('https://x.com/plone');
    expect(announcer()).toHaveTextContent(/^Address completed: https:\/\/x.com\/plone\.$/);
    // A Mastodon handle needs its server: the address stays as typed, with its error saying so.
    await user.clear(addressOf(rowFor('Mastodon')));
    await pasteInto(user, addressOf(rowFor('Mastodon')), '@plone');
    await user.tab();
    expect(addressOf(rowFor('Mastodon'))).toHaveValue('@plone');
    expect(addressOf(rowFor('Mastodon'))).toHaveAttribute('aria-invalid', 'true');
    expect(addressOf(rowFor('Mastodon'))).toHaveAccessibleDescription(
      expect.stringContaining('A Mastodon handle names its server too, as in @username@mastodon.social.'),
    );
    expect(widget.last()).toMatchObject([
      { href: [{ '@id': 'https://x.com/plone' }] },
      { href: [{ '@id': '@plone' }] },
    ]);
    // The new-link form: a Bluesky handle is a domain name.
    const form = newLinkForm();
    await user.click(within(form).getByLabelText('Bluesky'));
    await pasteInto(user, control(form, 'Address'), '@plone.org');
    await user.tab();
    expect(control(form, 'Address')).toHaveValue('https://bsky.app/profile/plone.org');
    expect(announcer()).toHaveTextContent(/^Address completed: https:\/\/bsky.app\/profile\/plone.org\.$/);
  });

  it('removes the tracking parameters of an address a share button gave, and says which', async () => {
    const user = editorUser();
    const widget = renderWidget([]);
    const form = newLinkForm();
    await pasteInto(user, control(form, 'Address'), 'instagram.com/plone?utm_source=ig_profile_share&igsh=MXRh');
    await user.tab();
    expect(control(form, 'Address')).toHaveValue('https://instagram.com/plone');
    expect(within(form).getByLabelText('Instagram')).toBeChecked();
    expect(announcer()).toHaveTextContent(
      'Address completed: https://instagram.com/plone. Tracking parameters removed from the address: utm_source, ' +
        'igsh. Network set to Instagram, from the address.',
    );
    await user.click(within(form).getByRole('button', { name: 'Add link' }));
    await pasteInto(user, addressOf(rowFor('Instagram')), '?fbclid=IwAR0');
    await user.tab();
    expect(addressOf(rowFor('Instagram'))).toHaveValue('https://instagram.com/plone');
    expect(announcer()).toHaveTextContent(/^Tracking parameters removed from the address: fbclid\.$/);
    expect(widget.last()).toMatchObject([{ id: 'instagram', href: [{ '@id': 'https://instagram.com/plone' }] }]);
  });

  it('offers to remove the tracking parameters of a stored address, and the keyboard stays at the address', async () => {
    const user = editorUser();
    const tracked = 'https://www.youtube.com/@plone/videos?si=Xy1&view=0&utm_medium=share';
    const widget = renderWidget([{ '@id': 'yt', id: 'youtube', title: 'YouTube', href: [{ '@id': tracked }] }]);
    const warning = within(rowFor('YouTube')).getByText(
      'This address carries parameters that only track who shared it: si, utm_medium.',
    );
    expect(addressOf(rowFor('YouTube'))).toHaveAccessibleDescription(expect.stringContaining(warning.textContent!));
    await user.click(within(rowFor('YouTube')).getByRole('button', { name: 'Remove them' }));
    expect(addressOf(rowFor('YouTube'))).toHaveValue('https://www.youtube.com/@plone/videos?view=0');
    expect(addressOf(rowFor('YouTube'))).toHaveFocus();
    expect(within(rowFor('YouTube')).queryByText(/only track who shared it/)).not.toBeInTheDocument();
    expect(announcer()).toHaveTextContent(/^Tracking parameters removed from the address: si, utm_medium\.$/);
    expect(widget.last()).toEqual([
      expect.objectContaining({ '@id': 'yt', href: [{ '@id': 'https://www.youtube.com/@plone/videos?view=0' }] }),
    ]);
  });

  it('makes a link of each address pasted as a list, in the new-link form or into an empty row', async () => {
    const user = editorUser();
    const widget = renderWidget([{ '@id': 'nameless', id: '', title: '', href: [{ '@id': '' }] }]);
    await pasteInto(user, addressOf(rowFor('untitled link')), 'https://x.com/plone\nbsky.app/profile/plone.org');
    expect(widget.last()).toMatchObject([
      { '@id': 'nameless', id: 'x', title: 'X', href: [{ '@id': 'https://x.com/plone' }] },
      { id: 'bluesky', title: 'Bluesky', href: [{ '@id': 'https://bsky.app/profile/plone.org' }] },
    ]);
    expect(announcer()).toHaveTextContent('Made 2 links of the pasted addresses: X, Bluesky.');
    const form = newLinkForm();
    await pasteInto(user, control(form, 'Address'), 'https://github.com/plone, https://blog.example.org');
    expect(control(form, 'Address')).toHaveValue('');
    expect(widget.last()).toHaveLength(4);
    expect((widget.last() as unknown[]).slice(2)).toMatchObject([
      { id: 'github', title: 'GitHub', href: [{ '@id': 'https://github.com/plone' }] },
      { id: '', title: '', href: [{ '@id': 'https://blog.example.org' }] },
    ]);
    expect(within(rowFor('untitled link')).getByText('Choose the network this link belongs to.')).toBeVisible();
    expect(announcer()).toHaveTextContent('Made 2 links of the pasted addresses: GitHub, untitled link.');
  });

  it('pastes a list as it is into an address not replaced whole or into a title, and one address as it is', async () => {
    const user = editorUser();
    const widget = renderWidget([storedLinks[0]!]);
    const address = addressOf(rowFor('X'));
    await user.click(address);
    await user.keyboard('{End}');
    await user.paste(' https://x.com/more https://x.com/other');
    expect(address).toHaveValue('https://x.com/ploneorgbr https://x.com/more https://x.com/other');
    expect(widget.last()).toHaveLength(1);
    await user.clear(address);
    await user.paste('https://x.com/plone');
    expect(widget.last()).toHaveLength(1);
    expect(address).toHaveValue('https://x.com/plone');
    // Only an address field takes a list: the new-link form's title keeps what is pasted into it.
    const title = control(newLinkForm(), 'Title');
    await pasteInto(user, title, 'https://x.com/a https://x.com/b');
    expect(title).toHaveValue('https://x.com/a https://x.com/b');
    expect(widget.last()).toHaveLength(1);
  });

  it('completes a handle typed in the new-link form before its network once the editor picks one', async () => {
    const user = editorUser();
    const widget = renderWidget([]);
    const form = newLinkForm();
    await pasteInto(user, control(form, 'Address'), '@plone');
    await user.tab();
    expect(control(form, 'Address')).toHaveValue('@plone');
    await user.click(within(form).getByLabelText('Instagram'));
    expect(control(form, 'Address')).toHaveValue('https://instagram.com/plone');
    expect(announcer()).toHaveTextContent(/^Address completed: https:\/\/instagram.com\/plone\.$/);
    await user.click(within(form).getByRole('button', { name: 'Add link' }));
    expect(widget.last()).toMatchObject([
      { id: 'instagram', title: 'Instagram', href: [{ '@id': 'https://instagram.com/plone' }] },
    ]);
  });

  it("warns, once the editor leaves it, of an address that is its network's home page, and says so", async () => {
    const user = editorUser();
    renderWidget(storedLinks);
    const address = addressOf(rowFor('X'));
    const warning =
      'This is the home page of X, not a profile. Complete the address, as in https://x.com/username, ' +
      'or type only the handle, as in @username.';
    await user.clear(address);
    await pasteInto(user, address, 'x.com');
    expect(within(rowFor('X')).queryByText(warning)).not.toBeInTheDocument();
    await user.tab();
    expect(address).toHaveValue('https://x.com');
    expect(address).toHaveAccessibleDescription(expect.stringContaining(warning));
    expect(address).not.toHaveAttribute('aria-invalid');
    expect(announcer()).toHaveTextContent(warning);
    expect(screen.queryByText(/needs? fixing/)).not.toBeInTheDocument();
    await user.clear(address);
    await pasteInto(user, address, 'https://x.com/plone');
    await user.tab();
    expect(within(rowFor('X')).queryByText(warning)).not.toBeInTheDocument();
  });

  it("keeps a link's network when its address is another network's, and sets none from an unknown site", async () => {
    const user = editorUser();
    const widget = renderWidget([storedLinks[0]!, { '@id': 'nameless', id: '', title: 'Blog', href: [{ '@id': '' }] }]);
    const xAddress = addressOf(rowFor('X'));
    await user.clear(xAddress);
    await pasteInto(user, xAddress, 'https://github.com/plone');
    await user.tab();
    await pasteInto(user, addressOf(rowFor('Blog')), 'https://blog.example.org/');
    await user.tab();
    expect(widget.last()).toMatchObject([
      { id: 'x', title: 'X', href: [{ '@id': 'https://github.com/plone' }] },
      { id: '', title: 'Blog', href: [{ '@id': 'https://blog.example.org/' }] },
    ]);
    expect(announcer()).not.toHaveTextContent(/Network set to/);
  });

  it('refuses to add a link without a network or with an unsafe address, and says why at the field', async () => {
    const user = editorUser();
    const widget = renderWidget([]);
    const form = newLinkForm();
    await user.click(within(form).getByRole('button', { name: 'Add link' }));
    expect(within(form).getByText('Choose the network this link belongs to.')).toBeInTheDocument();
    expect(within(form).getByText('Enter the address this link goes to.')).toBeInTheDocument();

    await user.click(within(form).getByLabelText('X'));
    const address = control(form, 'Address');
    await pasteInto(user, address, 'javascript:alert(1)');
    await user.click(within(form).getByRole('button', { name: 'Add link' }));
    expect(address).toHaveAccessibleDescription(expect.stringContaining('This kind of address is not allowed.'));
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(widget.emitted).toEqual([]);
  });

  it('edits the title and address of a link in place', async () => {
    const user = editorUser();
    const widget = renderWidget(storedLinks);
    const row = rowFor('GitHub');
    const title = control(row, 'Title');
    await user.clear(title);
    await user.type(title, 'Code');
    const address = addressOf(row);
    await user.clear(address);
    await user.type(address, 'https://github.com/collective');
    expect(widget.last()).toEqual([
      storedLinks[0],
      storedLinks[1],
      { '@id': 'github', id: 'github', title: 'Code', href: [{ '@id': 'https://github.com/collective' }] },
    ]);
  });

  it('keeps the target title the backend stored when the address changes', async () => {
    const user = editorUser();
    const widget = renderWidget(storedLinks);
    const address = addressOf(rowFor('X'));
    await user.clear(address);
    await pasteInto(user, address, 'https://x.com/plone');
    expect((widget.last() as typeof storedLinks)[0]!.href).toEqual([
      { '@id': 'https://x.com/plone', title: 'x.com/ploneorgbr' },
    ]);
  });

  it('renames a link that was named after its network when the network changes', async () => {
    const user = editorUser();
    const widget = renderWidget(storedLinks);
    await user.selectOptions(control(rowFor('X'), 'Network'), 'bluesky');
    expect((widget.last() as typeof storedLinks)[0]).toMatchObject({ id: 'bluesky', title: 'Bluesky' });
  });

  it("warns of an address on another network's site, and switches the link to that network in one click", async () => {
    const user = editorUser();
    const widget = renderWidget(storedLinks);
    const address = addressOf(rowFor('X'));
    await user.clear(address);
    await pasteInto(user, address, 'https://bsky.app/profile/plone.org');
    await user.tab();
    const warning = 'This address is on Bluesky, but the link is set to X and shows its icon.';
    expect(control(rowFor('X'), 'Network')).toHaveAccessibleDescription(`${warning} Change to Bluesky`);
    // Said to a screen reader as it appears: the editor is in the address, the warning under the network.
    expect(announcer()).toHaveTextContent(warning);
    expect(screen.queryByText(/needs? fixing/)).not.toBeInTheDocument();
    expect((widget.last() as typeof storedLinks)[0]).toMatchObject({ id: 'x', title: 'X' });

    await user.click(within(rowFor('X')).getByRole('button', { name: 'Change to Bluesky' }));
    expect((widget.last() as typeof storedLinks)[0]).toMatchObject({
      id: 'bluesky',
      title: 'Bluesky',
      href: [{ '@id': 'https://bsky.app/profile/plone.org' }],
    });
    expect(control(rowFor('Bluesky'), 'Network')).toHaveValue('bluesky');
    expect(control(rowFor('Bluesky'), 'Network')).toHaveFocus();
    expect(within(rowFor('Bluesky')).queryByText(warning)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Change to/ })).not.toBeInTheDocument();
  });

  it('shows, but does not announce, the warning of a link stored so when the widget opens', () => {
    renderWidget([{ ...storedLinks[0]!, href: [{ '@id': 'https://github.com/plone' }] }]);
    expect(control(rowFor('X'), 'Network')).toHaveAccessibleDescription(
      'This address is on GitHub, but the link is set to X and shows its icon. Change to GitHub',
    );
    expect(announcer()).toBeEmptyDOMElement();
  });

  it("says nothing of an address that may belong to the link's network: a Mastodon server, a website", async () => {
    const user = editorUser();
    renderWidget(storedLinks);
    await user.selectOptions(control(rowFor('X'), 'Network'), 'mastodon');
    const address = addressOf(rowFor('Mastodon'));
    await user.clear(address);
    await pasteInto(user, address, 'https://hachyderm.io/@plone');
    await user.selectOptions(control(rowFor('GitHub'), 'Network'), 'website');
    expect(rows().filter((row) => within(row).queryByText(/^This address is on/))).toEqual([]);
  });

  it('reorders with the keyboard, emits the order shown and keeps the focus on the moved link', async () => {
    const user = editorUser();
    const widget = renderWidget(storedLinks);
    within(rowFor('X')).getByRole('button', { name: 'Move down: X' }).focus();
    await user.keyboard('{Enter}');
    expect((widget.last() as typeof storedLinks).map((link) => link.id)).toEqual(['facebook', 'x', 'github']);
    expect(
      rows()
        .map((row) => control(row, 'Title'))
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['Facebook', 'X', 'GitHub']);
    expect(within(rowFor('X')).getByRole('button', { name: 'Move down: X' })).toHaveFocus();
    expect(announcer()).toHaveTextContent('Moved X to position 2 of 3.');

    await user.keyboard('{Enter}');
    expect((widget.last() as typeof storedLinks).map((link) => link.id)).toEqual(['facebook', 'github', 'x']);
    // The last link cannot move further down: the focus moves to its other move button.
    expect(within(rowFor('X')).getByRole('button', { name: 'Move up: X' })).toHaveFocus();
    await user.keyboard(' ');
    expect((widget.last() as typeof storedLinks).map((link) => link.id)).toEqual(['facebook', 'x', 'github']);
    expect(widget.last()).toEqual([storedLinks[1], storedLinks[0], storedLinks[2]]);
  });

  it("reorders with the drag handle and the arrow keys, as dnd-kit's keyboard sensor does it", async () => {
    // jsdom has no layout: give each row a box 100px below the previous one, as a browser would.
    const layout = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const row = this.closest<HTMLElement>('li[data-link-id]');
      const index = row ? Array.from(row.parentElement!.children).indexOf(row) : 0;
      const top = row ? index * 100 : 0;
      const height = row ? 90 : 0;
      return {
        x: 0,
        y: top,
        top,
        left: 0,
        right: 600,
        bottom: top + height,
        width: 600,
        height,
        toJSON: () => ({}),
      } as DOMRect;
    });
    try {
      const user = editorUser();
      const widget = renderWidget(storedLinks);
      within(rowFor('X')).getByRole('button', { name: 'Drag to reorder: X' }).focus();
      await user.keyboard(' ');
      await user.keyboard('{ArrowDown}');
      await user.keyboard('{ArrowDown}');
      await user.keyboard(' ');
      await waitFor(() =>
        expect((widget.last() as typeof storedLinks | undefined)?.map((link) => link.id)).toEqual([
          'facebook',
          'github',
          'x',
        ]),
      );
      expect(rows().map((row) => row.dataset.linkId)).toEqual([
        '3822d3a9-6c9c-4f04-bee0-5d56b1f5523c',
        'github',
        '7e90497e-3ef4-473c-b781-7d7767ab9f1a',
      ]);
      expect(screen.getByText('X dropped at position 3 of 3.')).toBeInTheDocument();
    } finally {
      layout.mockRestore();
    }
  });

  it('offers a drag handle that explains how to reorder with the keyboard', () => {
    renderWidget(storedLinks);
    const handle = within(rowFor('Facebook')).getByRole('button', { name: 'Drag to reorder: Facebook' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    expect(handle).toHaveAccessibleDescription(expect.stringContaining('press space or enter on the handle'));
  });

  it('deletes a link, announces it, and brings it back in place with Undo', async () => {
    const user = editorUser();
    const widget = renderWidget(storedLinks);
    await user.click(within(rowFor('Facebook')).getByRole('button', { name: 'Delete: Facebook' }));
    expect(widget.last()).toEqual([storedLinks[0], storedLinks[2]]);
    expect(rows()).toHaveLength(2);
    expect(announcer()).toHaveTextContent('Deleted Facebook. Use Undo to bring it back.');
    const undo = screen.getByRole('button', { name: 'Undo: bring back Facebook' });
    expect(undo).toHaveFocus();

    await user.click(undo);
    expect(widget.last()).toEqual(storedLinks);
    expect(announcer()).toHaveTextContent('Restored Facebook at position 2.');
    expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
  });

  it('keeps the announcements out of sight, and beside Undo says what it brings back after later changes', async () => {
    const user = editorUser();
    renderWidget(storedLinks);
    await user.click(within(rowFor('Facebook')).getByRole('button', { name: 'Delete: Facebook' }));
    await user.click(within(rowFor('X')).getByRole('button', { name: 'Move down: X' }));
    expect(announcer()).toHaveTextContent('Moved X to position 2 of 2.');
    expect(announcer()).toHaveClass('socialmedia-visually-hidden');
    const line = document.querySelector('.social-links-widget-deleted');
    expect(line).toHaveTextContent('Deleted Facebook. Use Undo to bring it back.');
    expect(line).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('button', { name: 'Undo: bring back Facebook' })).toBeVisible();
  });

  it('says at the field when an address is emptied or unsafe, once the editor leaves it', async () => {
    const user = editorUser();
    renderWidget(storedLinks);
    const address = addressOf(rowFor('GitHub'));
    await user.clear(address);
    expect(within(rowFor('GitHub')).queryByText('Enter the address this link goes to.')).not.toBeInTheDocument();
    await user.tab();
    expect(within(rowFor('GitHub')).getByText('Enter the address this link goes to.')).toBeInTheDocument();
    expect(screen.getByText('1 link needs fixing before saving.')).toBeInTheDocument();

    await pasteInto(user, address, 'javascript:alert(1)');
    await user.tab();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription(expect.stringContaining('This kind of address is not allowed.'));

    await user.clear(address);
    await pasteInto(user, address, 'github/plone');
    await user.tab();
    expect(address).toHaveAccessibleDescription(expect.stringContaining('This is not a complete address.'));

    await user.clear(address);
    await pasteInto(user, address, '/about/contact');
    await user.tab();
    expect(address).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/needs? fixing/)).not.toBeInTheDocument();
  });

  it('accepts a second link to the same network but flags it', async () => {
    const user = editorUser();
    const widget = renderWidget(storedLinks);
    const form = newLinkForm();
    await user.click(within(form).getByLabelText('Facebook'));
    expect(within(form).getByText('There is already a link to Facebook. You can add another one.')).toBeInTheDocument();
    await pasteInto(user, control(form, 'Address'), 'https://facebook.com/plone');
    await user.click(within(form).getByRole('button', { name: 'Add link' }));
    expect(widget.last()).toHaveLength(4);
    const second = rows()[3]!;
    expect(control(second, 'Network')).toHaveAccessibleDescription(
      'Link 2 already goes to Facebook. Both links are kept; check that you want two.',
    );
    expect(within(rowFor('X')).queryByText(/already goes to/)).not.toBeInTheDocument();
  });

  it('shows a stored value that is not a list, so the editor can fix it instead of losing it', async () => {
    const user = editorUser();
    const widget = renderWidget('https://x.com/plone');
    expect(screen.getByText(/The stored links were not a list/)).toBeInTheDocument();
    const [row] = rows();
    expect(addressOf(row!)).toHaveValue('https://x.com/plone');
    expect(control(row!, 'Network')).toHaveAccessibleDescription('Choose the network this link belongs to.');
    await user.selectOptions(control(row!, 'Network'), 'x');
    expect(widget.last()).toEqual([
      { '@id': expect.stringMatching(UUID), id: 'x', title: 'X', href: [{ '@id': 'https://x.com/plone' }] },
    ]);
  });

  it('shows items without an address or of the wrong shape, and keeps the others as they were when one is deleted', async () => {
    const user = editorUser();
    const widget = renderWidget([
      storedLinks[0],
      { '@id': 'no-href', id: 'github', title: 'GitHub' },
      'https://example.org/odd',
    ]);
    expect(rows()).toHaveLength(3);
    const noHref = rowFor('GitHub');
    expect(within(noHref).getByText('Enter the address this link goes to.')).toBeInTheDocument();
    expect(within(noHref).getByText(/stored incomplete or in an unexpected form/)).toBeInTheDocument();
    expect(addressOf(rows()[2]!)).toHaveValue('https://example.org/odd');
    expect(screen.getByText('2 links need fixing before saving.')).toBeInTheDocument();

    await user.click(within(noHref).getByRole('button', { name: 'Delete: GitHub' }));
    const value = widget.last() as Array<Record<string, unknown>>;
    expect(value).toHaveLength(2);
    expect(value[0]).toEqual(storedLinks[0]);
    expect(value[1]).toMatchObject({ id: '', title: '', href: [{ '@id': 'https://example.org/odd' }] });
  });

  it('starts empty from a null value', () => {
    renderWidget(null);
    expect(screen.getByText('No links yet. Add the first one below.')).toBeInTheDocument();
  });

  it('shows the errors the form passes in', () => {
    renderWidget(storedLinks, { error: ['Wrong contained type'] });
    expect(screen.getByText('Wrong contained type')).toBeInTheDocument();
  });

  it('ties the errors the form passes in to the field, so a screen reader says them with it', () => {
    renderWidget(storedLinks, { error: ['Wrong contained type'], description: 'The profiles of the site.' });
    const field = screen.getByRole('group', { name: 'Profiles' });
    expect(field).toHaveAccessibleDescription('The profiles of the site. Wrong contained type');
  });

  it('disables every control when the form says so', () => {
    renderWidget(storedLinks, { isDisabled: true });
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    for (const input of screen.getAllByRole('textbox')) expect(input).toBeDisabled();
  });

  it('has no accessibility violations, with problems shown too', async () => {
    const user = editorUser();
    const widget = renderWidget([
      ...storedLinks,
      { '@id': 'broken', id: 'x', title: 'Old X', href: [] },
      { '@id': 'elsewhere', id: 'gitlab', title: 'Code', href: [{ '@id': 'https://github.com/plone' }] },
    ]);
    expect(within(rowFor('Code')).getByRole('button', { name: 'Change to GitHub' })).toBeInTheDocument();
    await user.click(within(newLinkForm()).getByRole('button', { name: 'Add link' }));
    await user.click(within(rowFor('X')).getByRole('button', { name: 'Delete: X' }));
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(await axeViolations(widget.container)).toEqual([]);
  });
});
