// @vitest-environment node
// Volto's History ("View changes") draws the blocks of both versions with `renderToStaticMarkup` (DiffField.jsx),
// where a block view whose chunk the tab has not loaded yet draws nothing: a change to a Follow Us or Share block
// was invisible on a first visit to a `/diff` address, or after reaching it from a page without such a block. The
// comparison's versions (`GET_DIFF_SUCCESS`) must reach Volto only once the blocks' views are there to draw them.
// vitest runs no loadable Babel plugin, so what Volto then draws is checked in the real build (`test:volto`,
// blockDiffChecks.ts); here, when the versions reach Volto's reducers.
import applyConfig from '../../src';
import type { VoltoConfig, VoltoMiddleware } from '../../src/volto/types';
import { useMockBackend } from '../support/mockBackend';
import { createVoltoConfig } from './support/voltoConfig';

// The views' chunks arrive when the test lets them (a network is never instant); each records its arrival.
const chunks = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { released, release: () => release(), arrived: [] as string[] };
});
vi.mock('../../src/volto/blockViews', async (importOriginal) => {
  await chunks.released;
  chunks.arrived.push('Follow Us and listing views');
  return importOriginal();
});
vi.mock('../../src/volto/ShareBlockVoltoView', async (importOriginal) => {
  await chunks.released;
  chunks.arrived.push('Share view');
  return importOriginal();
});

const backend = useMockBackend();

/** The two versions of a page as Volto's `getDiff` gets them: `@history/<one>` and `@history/<two>`, in order. */
async function servedVersions(path: string): Promise<unknown[]> {
  const list = await backend.admin.raw('GET', `${path}/@history`);
  expect(list.status).toBe(200);
  const versions = ((await list.json()) as Array<{ version?: number }>)
    .map((entry) => entry.version)
    .filter((version): version is number => typeof version === 'number');
  expect(versions.length).toBeGreaterThan(0);
  const [one, two] = [Math.min(...versions), Math.max(...versions)];
  return Promise.all(
    [one, two].map(async (version) => {
      const answer = await backend.admin.raw('GET', `${path}/@history/${version}`);
      expect(answer.status).toBe(200);
      return answer.json();
    }),
  );
}

/** Dispatches through the add-on's store extenders; records each action reaching the reducers and what had arrived. */
function voltoStore(config: VoltoConfig) {
  const reached: Array<{ type: unknown; viewsThen: string[] }> = [];
  const stack = (config.settings.storeExtenders ?? []).reduce<VoltoMiddleware[]>((acc, extend) => extend(acc), []);
  const api = { dispatch: (next: unknown) => next, getState: () => ({}) };
  const dispatch = stack.reduceRight<(action: unknown) => unknown>(
    (next, middleware) => middleware(api)(next),
    (action) => reached.push({ type: (action as { type: unknown }).type, viewsThen: [...chunks.arrived] }),
  );
  return { dispatch, reached };
}

describe('Volto’s History of a page with the add-on’s blocks', () => {
  beforeEach(() => {
    vi.stubGlobal('window', globalThis);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('gets the two versions once the Follow Us, listing and Share views are loaded, so that it can draw their blocks', async () => {
    const config = applyConfig(createVoltoConfig());
    const store = voltoStore(config);
    const result = await servedVersions('/team/alice');
    store.dispatch({ type: 'GET_DIFF_SUCCESS', result });
    // The views' chunks are still on their way: Volto would draw both versions' blocks as nothing.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.reached).toEqual([]);
    chunks.release();
    await vi.waitFor(() => expect(store.reached).toHaveLength(1));
    expect(store.reached[0]!.type).toBe('GET_DIFF_SUCCESS');
    expect([...store.reached[0]!.viewsThen].sort()).toEqual(['Follow Us and listing views', 'Share view']);
  });
});
