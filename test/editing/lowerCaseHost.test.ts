// A web address's scheme and host as a browser reads them, the rest as the editor wrote it.
import { withLowerCaseHost } from '../../src/editing/lowerCaseHost';

describe('withLowerCaseHost', () => {
  it.each([
    ['HTTPS://WWW.X.COM/Plone', 'https://www.x.com/Plone'],
    ['Https://Facebook.com:443/PloneBr?Tab=About#Top', 'https://facebook.com/PloneBr?Tab=About#Top'],
    ['http://Example.ORG:80', 'http://example.org'],
    ['http://Example.org:8080/A', 'http://example.org:8080/A'],
    ['https://User:Pass@Example.org/', 'https://User:Pass@example.org/'],
    ['https://BÜCHER.de/Über', 'https://bücher.de/Über'],
  ])('makes %j %j', (address, expected) => {
    expect(withLowerCaseHost(address)).toBe(expected);
  });

  it.each(['mailto:Info@Plone.ORG', '/About/Us', 'X.com/plone', ''])('leaves %j as it is', (address) => {
    expect(withLowerCaseHost(address)).toBe(address);
  });
});
