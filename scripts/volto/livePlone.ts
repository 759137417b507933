// `--with-plone`: starts the real Plone of `npm run test:plone` (scripts/plone: the pinned venv and a fresh copy
// of its pristine site with plonegovbr.socialmedia) for this run, so the Volto checks also run against it.
import { join } from 'node:path';

export interface StartedPlone {
  url: string;
  stop(): Promise<void>;
}

/** Installs (once, from PyPI) and starts Plone on a free port; its instance lives under `cacheDir`. */
export async function startLivePlone(cacheDir: string, log: (line: string) => void): Promise<StartedPlone> {
  const { ensureVenv } = await import('../plone/venv');
  const { prepareInstance } = await import('../plone/instance');
  const { startPlone } = await import('../plone/server');
  const { freePort } = await import('../lib/freePort');
  const venv = await ensureVenv();
  const port = await freePort();
  const instance = await prepareInstance(venv, join(cacheDir, 'volto-live-plone'), port);
  const server = await startPlone(venv, instance, port);
  log(`live Plone at ${server.url} (started in ${server.startSeconds.toFixed(0)} s)`);
  return { url: server.url, stop: () => server.stop() };
}
