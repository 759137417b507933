// Starts what every browser test file shares: the demo (mock backend + a production build of the site)
// on free ports and one headless Chromium; files connect to both through the values provided here.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startDemo } from '../../../demo/startDemo';
import { CHROMIUM_PATH } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    demoUrl: string;
    backendUrl: string;
    browserEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`No Chromium at ${CHROMIUM_PATH}: install Debian's package (apt-get install -y chromium).`);
  }
  const [demo, browser] = await Promise.all([
    startDemo({
      backendPort: 0,
      webPort: 0,
      mode: 'build',
      buildCacheDir: path.resolve(import.meta.dirname, '../../../node_modules/.cache/socialmedia-demo-build'),
      logLevel: 'error',
      logRequests: false,
    }),
    chromium.launchServer({ executablePath: CHROMIUM_PATH }),
  ]);
  project.provide('demoUrl', demo.url);
  project.provide('backendUrl', demo.backendUrl);
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await Promise.all([browser.close(), demo.close()]);
  };
}
