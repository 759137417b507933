// A Zope instance for one run: configuration written from backend/instance/*.in, and a clean copy of a
// pristine Plone site (created once by backend/create_site.py and cached next to the venv).
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runCommand, tail } from '../lib/runCommand';
import { log } from './log';
import { contentHash, createSiteScript, instanceTemplates } from './paths';
import type { PloneVenv } from './venv';

export interface PloneInstance {
  dir: string;
  zopeIni: string;
  eventLog: string;
  /** True when this run created the pristine site (false: copied from the cache). */
  siteCreated: boolean;
  siteSeconds: number;
}

/** Writes `etc/` and `var/` of an instance listening on 127.0.0.1:`port`. */
function writeInstance(dir: string, port: number): void {
  const fill = (template: string) =>
    readFileSync(template, 'utf8').replaceAll('@INSTANCE@', dir).replaceAll('@PORT@', String(port));
  for (const sub of ['etc', 'var/log', 'var/cache', 'var/blobstorage'])
    mkdirSync(path.join(dir, sub), { recursive: true });
  writeFileSync(path.join(dir, 'etc', 'zope.conf'), fill(instanceTemplates.zopeConf));
  writeFileSync(path.join(dir, 'etc', 'zope.ini'), fill(instanceTemplates.zopeIni));
  writeFileSync(path.join(dir, 'etc', 'site.zcml'), readFileSync(instanceTemplates.siteZcml));
}

/** The cached pristine site (Data.fs and blobs), created on first use; returns its instance folder. */
async function ensurePristineSite(venv: PloneVenv): Promise<{ dir: string; created: boolean; seconds: number }> {
  const recipe = [createSiteScript, instanceTemplates.zopeConf, instanceTemplates.siteZcml];
  const dir = path.join(venv.dir, `site-${contentHash(recipe)}`);
  const marker = path.join(dir, '.created');
  if (existsSync(marker)) return { dir, created: false, seconds: 0 };

  log('Plone site: creating the pristine site (create_site.py)');
  const started = Date.now();
  rmSync(dir, { recursive: true, force: true });
  writeInstance(dir, 0);
  const result = await runCommand(venv.bin('zconsole'), ['run', path.join(dir, 'etc', 'zope.conf'), createSiteScript], {
    env: { ...process.env, SITE_ID: 'Plone', ADMIN_USER: 'admin', ADMIN_PASSWORD: 'admin' },
    reject: false,
  });
  if (result.code !== 0 || !/create_site: \/Plone ready/.test(result.output)) {
    throw new Error(`Creating the Plone site failed (exit ${result.code}):\n${tail(result.output, 40)}`);
  }
  writeFileSync(marker, `${new Date().toISOString()}\n`);
  const seconds = (Date.now() - started) / 1000;
  log(`Plone site created in ${seconds.toFixed(1)}s`);
  return { dir, created: true, seconds };
}

/** Prepares a fresh instance in `dir` (wiped first) with a clean copy of the pristine site. */
export async function prepareInstance(venv: PloneVenv, dir: string, port: number): Promise<PloneInstance> {
  const pristine = await ensurePristineSite(venv);
  rmSync(dir, { recursive: true, force: true });
  writeInstance(dir, port);
  for (const name of ['Data.fs', 'Data.fs.index', 'blobstorage']) {
    const source = path.join(pristine.dir, 'var', name);
    if (existsSync(source)) cpSync(source, path.join(dir, 'var', name), { recursive: true });
  }
  return {
    dir,
    zopeIni: path.join(dir, 'etc', 'zope.ini'),
    eventLog: path.join(dir, 'var', 'log', 'event.log'),
    siteCreated: pristine.created,
    siteSeconds: pristine.seconds,
  };
}
