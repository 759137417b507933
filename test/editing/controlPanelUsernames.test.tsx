// @vitest-environment jsdom
// The usernames the site computes from its profiles, after an editor types or pastes a profile's address the way
// people do: the backend reads them with case-sensitive patterns (reference §7), so what the widget keeps decides
// whether pages get their `twitter:site` tag.
import { screen, within } from '@testing-library/react';
import { editorUser } from './user';
import { button, field, linkRow, openPanel } from './panelQueries';
import { useMockBackend } from '../support/mockBackend';

const backend = useMockBackend();

/** Opens the panel, types `text` as the address of the X or Facebook link, and saves. */
async function saveProfile(network: 'X' | 'Facebook', text: string) {
  const user = editorUser();
  await openPanel(backend.admin);
  const address = within(linkRow(network)).getByLabelText('Address');
  await user.clear(address);
  await user.click(address);
  await user.paste(text);
  await user.click(button('Save'));
  expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
}

describe('the usernames the site computes from the profiles an editor saves', () => {
  it.each([
    ['X', 'X.com/newhandle', 'X username'],
    ['X', 'Https://Twitter.com/newhandle', 'X username'],
    ['Facebook', 'HTTPS://WWW.FACEBOOK.COM/newhandle', 'Facebook username'],
    ['Facebook', 'https://m.Facebook.com/newhandle', 'Facebook username'],
  ] as const)('come out of a %s address typed with capitals in its host: %j', async (network, text, username) => {
    await saveProfile(network, text);
    expect(field(username)).toHaveValue('newhandle');
  });

  it.each([
    ['X', 'https://x.com/newhandle/', 'X username'],
    ['X', 'twitter.com/newhandle/', 'X username'],
    ['Facebook', 'https://www.facebook.com/newhandle/', 'Facebook username'],
  ] as const)(
    'come out of a %s profile address copied with a slash at its end: %j',
    async (network, text, username) => {
      await saveProfile(network, text);
      expect(field(username)).toHaveValue('newhandle');
    },
  );
});
