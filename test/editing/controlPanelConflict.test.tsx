// @vitest-environment jsdom
// Two people on the site's links at once: an administrator changes the profiles in the control panel while an editor
// saves the home page's edit form with a link more (another browser: the panel hears nothing of it). A PATCH of
// `social_links` replaces the whole list, so her save would drop his link without a word. Before saving, the panel
// reads what is stored; where someone changed a field she changed too, it saves nothing, shows theirs, and lets her
// keep editing, take theirs, or save hers over it.
import { screen, within } from '@testing-library/react';
import { useMockBackend } from '../support/mockBackend';
import { button, field, linkRow, openPanel } from './panelQueries';
import { editorUser } from './user';
import { BLUESKY, rootLinks, saveHomePageWithBluesky } from './homePageEditForm';

const backend = useMockBackend();

const storedLinks = () => rootLinks(backend);

async function renameGitHub(user: ReturnType<typeof editorUser>) {
  await user.type(within(linkRow('GitHub')).getByLabelText('Title'), ' org');
}

describe('the control panel when someone else saved the links after it loaded', () => {
  it('saves nothing, says so and shows their links, and saves hers over them only when she asks', async () => {
    const user = editorUser();
    await openPanel(backend.admin);
    await renameGitHub(user);
    await saveHomePageWithBluesky(backend);
    await user.click(button('Save'));

    const notice = await screen.findByText(/Someone else saved/);
    expect(notice).toHaveTextContent('Profiles');
    expect(screen.getByRole('alert')).toHaveTextContent('https://bsky.app/profile/plone.org');
    expect(storedLinks().at(-1)).toEqual(BLUESKY);
    expect(storedLinks().find((link) => link.id === 'github')?.title).toBe('GitHub');
    expect(within(linkRow('GitHub org')).getByLabelText('Title')).toHaveValue('GitHub org');

    await user.click(button('Save mine anyway'));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(storedLinks().find((link) => link.id === 'github')?.title).toBe('GitHub org');
    expect(storedLinks().some((link) => link.id === 'bluesky')).toBe(false);
  });

  it('takes their links into the form when she asks, keeping her other changes, and saves both', async () => {
    const user = editorUser();
    await openPanel(backend.admin);
    await renameGitHub(user);
    await user.clear(field('Facebook App ID'));
    await user.type(field('Facebook App ID'), '42');
    await saveHomePageWithBluesky(backend);
    await user.click(button('Save'));
    await screen.findByText(/Someone else saved/);

    await user.click(button('Use theirs'));
    expect(linkRow('Bluesky')).toBeInTheDocument();
    expect(within(linkRow('GitHub')).getByLabelText('Title')).toHaveValue('GitHub');
    expect(field('Facebook App ID')).toHaveValue('42');

    await user.click(button('Save'));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(storedLinks().at(-1)).toEqual(BLUESKY);
    expect(backend.site.root.fields.facebook_app_id).toBe('42');
  });

  it('saves at once when someone else changed only fields she left alone, and keeps theirs', async () => {
    const user = editorUser();
    await openPanel(backend.admin);
    await user.clear(field('Facebook App ID'));
    await user.type(field('Facebook App ID'), '42');
    await saveHomePageWithBluesky(backend);
    await user.click(button('Save'));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(screen.queryByText(/Someone else saved/)).toBeNull();
    expect(storedLinks().at(-1)).toEqual(BLUESKY);
    expect(backend.site.root.fields.facebook_app_id).toBe('42');
  });
});
