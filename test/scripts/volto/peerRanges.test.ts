import { describe, expect, it } from 'vitest';
import { peerRangeProblems, peerRanges } from '../../../scripts/volto/peerRanges';
import { readManifest } from '../../../scripts/package/paths';

/** What Volto 18.33.0 and 19.0.0-alpha.0 install for our peers (their node_modules; msw is not among them). */
const VOLTO_18_INSTALLS: Record<string, string> = {
  react: '18.2.0',
  'react-dom': '18.2.0',
  'react-intl': '3.12.1',
  'react-redux': '8.1.2',
  'react-router-dom': '5.2.0',
  '@loadable/component': '5.14.1',
  '@dnd-kit/core': '6.0.8',
  '@dnd-kit/sortable': '7.0.2',
  '@dnd-kit/utilities': '3.2.2',
};

describe('peer ranges against what a Volto project installs', () => {
  it("admits everything Volto 18 installs, and leaves the optional msw out (the package's own manifest)", () => {
    const peers = peerRanges(readManifest());
    expect(peers.map((peer) => peer.name)).toEqual(expect.arrayContaining(Object.keys(VOLTO_18_INSTALLS)));
    expect(peerRangeProblems(peers, (name) => VOLTO_18_INSTALLS[name] ?? null)).toEqual([]);
  });

  it('names a version outside a range and a required peer that is missing', () => {
    const peers = peerRanges({
      peerDependencies: { 'react-router-dom': '^5.2.0', react: '^18.2.0', msw: '^2.7.0' },
      peerDependenciesMeta: { msw: { optional: true } },
    });
    const installed: Record<string, string> = { 'react-router-dom': '6.30.1' };
    expect(peerRangeProblems(peers, (name) => installed[name] ?? null)).toEqual([
      'react-router-dom: 6.30.1 installed, outside our range ^5.2.0',
      'react: not installed (we need ^18.2.0)',
    ]);
  });

  it('reads a version within an alternative of the range', () => {
    const peers = peerRanges({ peerDependencies: { 'react-intl': '^3.12.1 || ^5 || ^6 || ^7' } });
    expect(peerRangeProblems(peers, () => '6.8.9')).toEqual([]);
    expect(peerRangeProblems(peers, () => '4.7.6')).toEqual([
      'react-intl: 4.7.6 installed, outside our range ^3.12.1 || ^5 || ^6 || ^7',
    ]);
  });
});
