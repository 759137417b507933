// jsdom for a test file that runs in Vitest's node environment: a test of the Volto skin does, because there its
// imports of `@plone/volto/*` (not installed here) reach the file's `vi.mock` stand-ins, where the jsdom environment's
// browser transform would fail to resolve them. Import it first, before Testing Library.
import { afterAll } from 'vitest';
import { builtinEnvironments } from 'vitest/environments';

const dom = await builtinEnvironments.jsdom.setup(globalThis, {});
afterAll(() => dom.teardown(globalThis));
