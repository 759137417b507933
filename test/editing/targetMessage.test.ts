// What an editor is told of an address that cannot be saved, a handle above all.
import { createIntl } from 'react-intl';
import { targetErrorText } from '../../src/editing/targetMessage';
import { createNetworkRegistry } from '../../src/networks';

const english = createIntl({ locale: 'en', messages: {} });
const registry = createNetworkRegistry();
const told = (network: string, url: string) => targetErrorText('malformed', { network, url }, registry, english);

describe('targetErrorText', () => {
  it('asks for the network of a handle on a link without one', () => {
    expect(told('', '@plone')).toBe(
      "This is a handle, not an address. Choose the link's network: the handle becomes the address of its profile there.",
    );
  });

  it('asks for the server of a Mastodon handle', () => {
    expect(told('mastodon', ' @plone ')).toBe(
      'A Mastodon handle names its server too, as in @username@mastodon.social.',
    );
  });

  it("asks for the profile's address on a network that takes no handle alone", () => {
    expect(told('linkedin', '@plone')).toBe(
      "LinkedIn does not take a handle alone. Paste the profile's address, as in https://linkedin.com/company/name.",
    );
    expect(told('myspace', '@plone')).toBe(
      "myspace does not take a handle alone. Paste the profile's address, as in https://example.org.",
    );
  });

  it("shows a handle that does not fit the network's profiles, as Bluesky's domain names", () => {
    expect(told('bluesky', '@plone')).toBe(
      "This handle does not make a Bluesky address. Type it as in @example.org, or paste the profile's address, as " +
        'in https://bsky.app/profile/example.org.',
    );
  });

  it('gives the general advice for what is no handle, and for the other problems', () => {
    const general = 'This is not a complete address. Start it with https:// (or http://), mailto: for email, or / for';
    expect(told('', 'plone')).toContain(general);
    expect(told('x', '@plone/about')).toContain(general);
    expect(targetErrorText('required', { network: '', url: '' }, registry, english)).toBe(
      'Enter the address this link goes to.',
    );
    expect(targetErrorText('unsafe', { network: 'x', url: 'javascript:x' }, registry, english)).toMatch(
      /^This kind of address is not allowed/,
    );
  });
});
