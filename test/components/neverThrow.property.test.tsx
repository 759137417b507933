// @vitest-environment jsdom
// Property-based: for any JSON the backend may serve, the readers, the head tags, both reducers and every visitor
// component (on the server and in the browser) never throw, render only safe links, and every view shows the same
// links. `npm run fuzz` runs the same properties for far longer (docs/reliability.md).
import fc from 'fast-check';
import { fuzzProperties, prototypeSnapshot } from '../../scripts/fuzzProperties';

// A fixed seed: a failure here is the same failure on every machine; `npm run fuzz` explores other seeds.
const SEED = 20261123;
const RUNS: Record<string, number> = { 'in the browser': 60, 'on the server': 120 };

describe('for any JSON input', () => {
  const before = prototypeSnapshot();

  for (const property of fuzzProperties({ dom: true })) {
    const runs = Object.entries(RUNS).find(([part]) => property.name.includes(part))?.[1] ?? 300;
    it(`${property.name} (${runs} cases)`, () => {
      fc.assert(
        fc.property(property.values, (value) => {
          property.check(value);
        }),
        { numRuns: runs, seed: SEED },
      );
    });
  }

  it('leaves the built-in prototypes as they were', () => {
    expect(prototypeSnapshot()).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
