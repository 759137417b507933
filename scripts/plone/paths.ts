// Where the Plone backend of `npm run test:plone` lives: the repository's `backend/` files, and a cache
// outside the repository keyed by the lock file (the venv) and by the site recipe (the pristine site).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');
export const backendDir = path.join(repoRoot, 'backend');
export const lockFile = path.join(backendDir, 'requirements-plone.lock');
export const createSiteScript = path.join(backendDir, 'create_site.py');
export const instanceTemplates = {
  zopeConf: path.join(backendDir, 'instance', 'zope.conf.in'),
  zopeIni: path.join(backendDir, 'instance', 'zope.ini.in'),
  siteZcml: path.join(backendDir, 'instance', 'site.zcml'),
};
/** Recordings, logs and the latest run's files (git-ignored). */
export const workDir = path.join(repoRoot, '.cache', 'plone-contract');
export const reportFile = path.join(repoRoot, 'docs', 'contract-report.md');

/** The cache root: `$SOCIALMEDIA_PLONE_CACHE`, else `${XDG_CACHE_HOME:-~/.cache}/example-volto-socialmedia`. */
export function cacheRoot(): string {
  if (process.env.SOCIALMEDIA_PLONE_CACHE) return path.resolve(process.env.SOCIALMEDIA_PLONE_CACHE);
  const base = process.env.XDG_CACHE_HOME || path.join(homedir(), '.cache');
  return path.join(base, 'example-volto-socialmedia');
}

/** A short content hash of files (and extra strings), used to name cache folders. */
export function contentHash(files: string[], extra: string[] = []): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(readFileSync(file)).update('\0');
  for (const value of extra) hash.update(value).update('\0');
  return hash.digest('hex').slice(0, 12);
}
