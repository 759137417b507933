// The client SDK in a browser, as a plain React app bundles it: its calls to the demo's backend from a page of the
// demo, with the fetch the app hands over.
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, inject, it } from 'vitest';
import type * as ClientModule from '../../src/client';
import { freshDemoTabs } from './support/demo';
import type { DemoTab } from './support/demo';

declare global {
  interface Window {
    socialMediaClient: typeof ClientModule;
  }
}

/** The client's entry point bundled for a page, as an app's bundler would (one script, `window.socialMediaClient`). */
async function clientBundle(): Promise<string> {
  const result = await build({
    entryPoints: [path.resolve(import.meta.dirname, '../../src/client/index.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'socialMediaClient',
    platform: 'browser',
    write: false,
  });
  return result.outputFiles[0]!.text;
}

let tab: DemoTab;
freshDemoTabs((opened) => (tab = opened), { resetBackend: true });

describe('the client SDK in a browser', () => {
  it('loads a page when the app hands over the window’s own fetch', async () => {
    await tab.visit('/');
    await tab.page.addScriptTag({ content: await clientBundle() });
    const title = await tab.page.evaluate(async (baseUrl) => {
      const { createClient } = window.socialMediaClient;
      const client = createClient({ baseUrl, fetch: window.fetch });
      try {
        return (await client.getContent('/about')).content.title;
      } catch (error) {
        return String(error);
      }
    }, inject('backendUrl'));
    expect(title).toBe('About this site');
  });
});
