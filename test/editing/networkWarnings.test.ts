// The home page warning's advice: the address to complete, and the handle where the network takes one.
import { createIntl } from 'react-intl';
import { homePageWarning } from '../../src/editing/networkWarnings';
import { createNetworkRegistry } from '../../src/networks';

const english = createIntl({ locale: 'en', messages: {} });
const registry = createNetworkRegistry({ linkedin: { placeholder: 'https://linkedin.com/in/name' } });
const warning = (network: string, url: string) => homePageWarning({ network, url }, registry, english);

describe('homePageWarning', () => {
  it('offers the handle on a network that knows its profiles by handle', () => {
    expect(warning('x', 'https://x.com/')).toBe(
      'This is the home page of X, not a profile. Complete the address, as in https://x.com/username, ' +
        'or type only the handle, as in @username.',
    );
  });

  it('offers a domain name as the handle on Bluesky, whose handles are one', () => {
    expect(warning('bluesky', 'https://bsky.app')).toBe(
      'This is the home page of Bluesky, not a profile. Complete the address, as in ' +
        'https://bsky.app/profile/example.org, or type only the handle, as in @example.org.',
    );
  });

  it("names only the site's example address on a network whose profiles have no one form", () => {
    expect(warning('linkedin', 'https://www.linkedin.com/')).toBe(
      'This is the home page of LinkedIn, not a profile. Complete the address, as in https://linkedin.com/in/name.',
    );
  });

  it('says nothing of an address that is a profile', () => {
    expect(warning('x', 'https://x.com/plone')).toBeNull();
  });
});
