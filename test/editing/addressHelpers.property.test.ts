// Property-based: whatever an editor types or pastes, what the widget makes of an address on leaving it is a link it
// accepts, or the text as typed; it never turns an address it accepted into one it refuses, and cleaning is done once.
import fc from 'fast-check';
import { createIntl } from 'react-intl';
import { completeAddress } from '../../src/editing/completeAddress';
import { leaveAddress, pastedAddresses } from '../../src/editing/leaveAddress';
import { targetProblem } from '../../src/editing/linkProblems';
import { networkChoices } from '../../src/editing/networkChoices';
import { withoutTracking } from '../../src/editing/withoutTracking';
import { createNetworkRegistry, listNetworks } from '../../src/networks';

const SEED = 20261128;
const registry = createNetworkRegistry();
const choices = networkChoices(registry, createIntl({ locale: 'en', messages: {} }));
const networks = ['', ...listNetworks(registry).map((network) => network.id)];

/** Text made of the pieces addresses are made of, hostile ones included, and of any characters. */
const piece = fc.constantFrom(
  'https://',
  'http://',
  'javascript:',
  'data:',
  'mailto:',
  '//',
  '/',
  '@',
  '.',
  '?',
  '&',
  '#',
  '=',
  ' ',
  '\n',
  ',',
  'x.com',
  'www.instagram.com',
  'bsky.app',
  'example.org',
  'plone',
  'plone.org',
  'utm_source',
  'igsh',
  's',
  'si',
  'fbclid',
  '%E0%A4',
  '%20',
  '\u0000',
  '\u2028',
  'alert(1)',
  '<script>',
);
const typed = fc.oneof(
  fc.array(piece, { maxLength: 12 }).map((parts) => parts.join('')),
  fc.string({ maxLength: 40 }),
);
const runs = { numRuns: 1500, seed: SEED };

describe('for any text an editor leaves in an address field', () => {
  it('completeAddress answers a link the widget accepts, or nothing', () => {
    fc.assert(
      fc.property(typed, fc.constantFrom(...networks), (text, network) => {
        const profile = listNetworks(registry).find((candidate) => candidate.id === network)?.profile;
        const completed = completeAddress(text, network, profile);
        expect(completed === null || targetProblem(completed) === null).toBe(true);
      }),
      runs,
    );
  });

  it('withoutTracking keeps an accepted address accepted, only shortens it, and has nothing left to do after', () => {
    fc.assert(
      fc.property(typed, (text) => {
        const cleaned = withoutTracking(registry, text);
        if (cleaned === null) return;
        expect(cleaned.removed.length).toBeGreaterThan(0);
        expect(cleaned.url.length).toBeLessThan(text.trim().length);
        if (targetProblem(text) === null) expect(targetProblem(cleaned.url)).toBeNull();
        expect(withoutTracking(registry, cleaned.url)).toBeNull();
      }),
      runs,
    );
  });

  it('withoutTracking removes exactly the tracking parameters of a web address, and keeps all else as written', () => {
    const name = fc.constantFrom('utm_source', 'utm_x', 'fbclid', 'igsh', 's', 't', 'si', 'tab', 'page', 'q', 'lang');
    const value = fc.constantFrom('', '1', 'a%20b', 'x=y', '%E0%A4');
    const address = fc.record({
      host: fc.constantFrom('x.com', 'www.instagram.com', 'youtube.com', 'example.org', 'github.com'),
      path: fc.constantFrom('', '/', '/plone', '/@plone', '/a/b/'),
      params: fc.array(fc.tuple(name, value), { minLength: 1, maxLength: 6 }),
      fragment: fc.constantFrom('', '#top', '#s=1&utm_source=x'),
    });
    fc.assert(
      fc.property(address, ({ host, path, params, fragment }) => {
        const pairs = params.map(([key, val]) => `${key}=${val}`);
        const url = `https://${host}${path}?${pairs.join('&')}${fragment}`;
        const tracking = (key: string) =>
          key.startsWith('utm_') ||
          key === 'fbclid' ||
          (host === 'www.instagram.com' && key === 'igsh') ||
          (host === 'x.com' && (key === 's' || key === 't')) ||
          (host === 'youtube.com' && key === 'si');
        const kept = pairs.filter((_, i) => !tracking(params[i]![0]));
        const cleaned = withoutTracking(registry, url);
        const expected = `https://${host}${path}${kept.length > 0 ? `?${kept.join('&')}` : ''}${fragment}`;
        expect(cleaned?.url ?? url).toBe(expected);
        expect(cleaned?.removed ?? []).toEqual(params.map(([key]) => key).filter(tracking));
        expect(targetProblem(cleaned?.url ?? url)).toBeNull();
      }),
      runs,
    );
  });

  it('leaveAddress never makes an accepted address refused, and a pasted list holds only accepted ones', () => {
    fc.assert(
      fc.property(typed, fc.constantFrom(...networks), (text, network) => {
        const done = leaveAddress(text, network, registry, choices);
        if (targetProblem(text) === null) expect(targetProblem(done.address)).toBeNull();
        for (const address of pastedAddresses(text, registry, choices) ?? []) {
          expect(targetProblem(address.address)).toBeNull();
        }
      }),
      runs,
    );
  });
});
