// The slash after an X or Facebook profile's name, which keeps the backend from reading a username from it.
import { withoutProfileSlash } from '../../src/editing/profileSlash';

describe('withoutProfileSlash', () => {
  it.each([
    ['x', 'https://x.com/plone/', 'https://x.com/plone'],
    ['x', 'https://mobile.twitter.com/plone/', 'https://mobile.twitter.com/plone'],
    ['facebook', 'https://www.facebook.com/Plone.Br/', 'https://www.facebook.com/Plone.Br'],
    ['facebook', 'http://m.facebook.com/plone/', 'http://m.facebook.com/plone'],
  ])('takes the slash off a profile on a link to %s: %j', (network, address, expected) => {
    expect(withoutProfileSlash(network, address)).toBe(expected);
  });

  it.each([
    ['instagram', 'https://www.instagram.com/plone/'],
    ['website', 'https://x.com/plone/'],
    ['x', 'https://facebook.com/plone/'],
    ['x', 'https://x.com/'],
    ['x', 'https://x.com/plone/media/'],
    ['x', 'https://x.com/plone/?lang=en'],
    ['facebook', 'https://www.facebook.com/groups/plone/'],
    ['facebook', 'https://www.facebook.com/plone'],
    ['toString', 'https://x.com/plone/'],
  ])('leaves the address of a link to %s as it is: %j', (network, address) => {
    expect(withoutProfileSlash(network, address)).toBe(address);
  });
});
