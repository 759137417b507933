// Several addresses pasted at once: each as leaving an address field makes it, or the paste stays as it is.
import { leaveAddress, pastedAddresses } from '../../src/editing/leaveAddress';
import { networkChoices } from '../../src/editing/networkChoices';
import { createNetworkRegistry } from '../../src/networks';
import { createIntl } from 'react-intl';

const registry = createNetworkRegistry();
const choices = networkChoices(registry, createIntl({ locale: 'en', messages: {} }));
const pasted = (text: string) => pastedAddresses(text, registry, choices);

describe('leaveAddress', () => {
  it('completes, cleans and places an address in one go, and says what it did', () => {
    expect(leaveAddress(' instagram.com/plone?igsh=MXRh ', '', registry, choices)).toEqual({
      address: 'https://instagram.com/plone',
      completed: true,
      removed: ['igsh'],
      network: 'instagram',
    });
    expect(leaveAddress('https://x.com/plone', 'x', registry, choices)).toEqual({
      address: 'https://x.com/plone',
      completed: false,
      removed: [],
      network: null,
    });
  });
});

describe('pastedAddresses', () => {
  it('reads a list of addresses, one per line or between commas, spaces or semicolons', () => {
    const list =
      'https://x.com/plone\r\ngithub.com/plone,  https://www.instagram.com/plone/?igsh=MXRh;mailto:info@plone.org\n';
    expect(pasted(list)?.map(({ address, network }) => [address, network])).toEqual([
      ['https://x.com/plone', 'x'],
      ['https://github.com/plone', 'github'],
      ['https://www.instagram.com/plone/', 'instagram'],
      ['mailto:info@plone.org', null],
    ]);
  });

  it('leaves an address on no known site without a network, for the editor to choose', () => {
    expect(pasted('https://blog.example.org https://x.com/plone')?.map((done) => done.network)).toEqual([null, 'x']);
  });

  it.each([
    ['one address', 'https://x.com/plone'],
    ['one address with spaces around it', '  https://x.com/plone \n'],
    ['a sentence', 'Follow us on https://x.com/plone'],
    ['a handle, which needs its network', 'https://x.com/plone @plone'],
    ['an unsafe address', 'https://x.com/plone javascript:alert(1)'],
    ['nothing', ' \n '],
  ])('leaves %s to the field: %j', (_, text) => {
    expect(pasted(text)).toBeNull();
  });
});
