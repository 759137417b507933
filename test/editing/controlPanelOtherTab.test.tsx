// @vitest-environment jsdom
// An administrator keeps the control panel open in one tab and, in another, saves the home page's edit form with a
// link more. Back in the panel's tab, the panel shows the links as now stored: what she then changes and saves there
// builds on them, and the link she added in the other tab stays.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useMockBackend } from '../support/mockBackend';
import { button, field, linkRow, openPanel } from './panelQueries';
import { editorUser } from './user';
import { BLUESKY, rootLinks, saveHomePageWithBluesky } from './homePageEditForm';

const backend = useMockBackend();

const storedLinks = () => rootLinks(backend);

describe('the control panel after the home page’s edit form saved in another tab', () => {
  it('shows the links saved there once she is back in its tab, and keeps them when she saves', async () => {
    const user = editorUser();
    await openPanel(backend.admin);
    // In another tab, she saves the home page with a Bluesky link more, then comes back to the panel's tab.
    await saveHomePageWithBluesky(backend);
    fireEvent.focus(window);
    await waitFor(() => expect(linkRow('Bluesky')).toBeInTheDocument());

    await user.type(within(linkRow('GitHub')).getByLabelText('Title'), ' org');
    await user.click(button('Save'));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(storedLinks().at(-1)).toEqual(BLUESKY);
    expect(storedLinks().find((link) => link.id === 'github')?.title).toBe('GitHub org');
    expect(field('Facebook App ID')).toHaveValue('123456789012345');
  });

  it('keeps her unsaved changes when she comes back to its tab', async () => {
    const user = editorUser();
    await openPanel(backend.admin);
    await user.clear(field('Facebook App ID'));
    await user.type(field('Facebook App ID'), '42');
    const before = backend.requests.length;
    await saveHomePageWithBluesky(backend);
    fireEvent.focus(window);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(backend.requests.slice(before).map((request) => request.method)).toEqual(['PATCH']);
    expect(field('Facebook App ID')).toHaveValue('42');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
  });
});
