// The browser suite (`npm run test:browser`): headless Chromium from Debian's `chromium` package,
// driven by playwright-core, against the demo on free ports. `npm test` never collects these files.
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default defineConfig({
  root: repoRoot,
  test: {
    include: ['test/browser/**/*.test.ts'],
    globalSetup: ['test/browser/support/globalSetup.ts'],
    environment: 'node',
    // One demo, one browser, one mock: files take turns, and each starts from the demo content.
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
