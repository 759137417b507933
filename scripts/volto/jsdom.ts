// jsdom for the harness's checks of server-rendered HTML: it parses a page and runs no script. Typed here, as the
// repository has no @types/jsdom.
import { createRequire } from 'node:module';

export const { JSDOM } = createRequire(__filename)('jsdom') as {
  JSDOM: new (html: string) => { window: Window & typeof globalThis };
};
