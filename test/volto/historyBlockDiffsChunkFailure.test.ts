// @vitest-environment node
// Volto's History of a page, when a block view's chunk cannot load (the network dropped, or a CDN still serves the
// last deployment's pages, whose chunks are gone): the comparison is not held back for ever; the page's other fields
// and blocks show, and the block whose view is missing is left out, as on a page (blockViewChunkFailure.test.tsx).
import applyConfig from '../../src';
import type { VoltoConfig, VoltoMiddleware } from '../../src/volto/types';
import { useMockBackend } from '../support/mockBackend';
import { createVoltoConfig } from './support/voltoConfig';

vi.mock('../../src/volto/blockViews', () => {
  throw new Error('Loading chunk 7 failed. (error: https://www.example.org/static/js/7.chunk.js)');
});
vi.mock('../../src/volto/ShareBlockVoltoView', () => {
  throw new Error('Loading chunk sm-share failed. (error: https://www.example.org/static/js/sm-share.chunk.js)');
});

const backend = useMockBackend();

describe('Volto’s History of a page whose block views cannot load', () => {
  beforeEach(() => {
    vi.stubGlobal('window', globalThis);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('still gets the two versions, so that the editor sees every other change', async () => {
    const config: VoltoConfig = applyConfig(createVoltoConfig());
    const answers = await Promise.all(
      ['/team/alice/@history/0', '/team/alice/@history/0'].map((path) => backend.admin.raw('GET', path)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const result = await Promise.all(answers.map((answer) => answer.json()));
    const reached: unknown[] = [];
    const stack = (config.settings.storeExtenders ?? []).reduce<VoltoMiddleware[]>((acc, extend) => extend(acc), []);
    const api = { dispatch: (next: unknown) => next, getState: () => ({}) };
    const dispatch = stack.reduceRight<(action: unknown) => unknown>(
      (next, middleware) => middleware(api)(next),
      (action) => reached.push(action),
    );
    const action = { type: 'GET_DIFF_SUCCESS', result };
    await dispatch(action);
    expect(reached).toEqual([action]);
  });
});
