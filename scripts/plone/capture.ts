// `npm run plone:capture`: refreshes the answers recorded from a real Plone in backend/captured/ (the same
// Plone 6.2 + plonegovbr.socialmedia site `npm run test:plone` starts, fresh from its pristine copy), then
// regenerates what the mock builds from them (src/mock/model/coreTypeFields.ts and recordedServices.ts). The site
// root URL is written as `{site}`; each file is the JSON as Plone served it, indented. The Plone server is stopped
// whatever happens.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../lib/freePort';
import { CAPTURED_TYPES, capturedDir, generatedModule, writeCoreTypeFields } from './coreTypeFields';
import { RECORDED_SERVICES, recordedServicesModule, writeRecordedServices } from './recordedServices';
import { prepareInstance } from './instance';
import { log } from './log';
import { repoRoot, workDir } from './paths';
import { startPlone } from './server';
import { PyPIUnreachableError, ensureVenv } from './venv';

/** What is recorded: the file, and the path below the site root that answers it (as the manager). */
export const CAPTURES: ReadonlyArray<[file: string, sitePath: string]> = [
  ['site-root.json', '/'],
  ['types-list.json', '/@types'],
  ...CAPTURED_TYPES.map(([typeId, file]): [string, string] => [file, `/@types/${encodeURIComponent(typeId)}`]),
  ...RECORDED_SERVICES.map(({ file, sitePath }): [string, string] => [file, sitePath]),
  // For test:volto's picture of a core control panel next to ours (scripts/volto/corePanel.ts), not for the mock.
  ['controlpanel-site.json', '/@controlpanels/site'],
  ['vocabulary-roles.json', '/@vocabularies/plone.app.vocabularies.Roles'],
];

/**
 * A recorded answer's text: the site URL replaced by `{site}` and UIDs by `<UID>` (they change with every new
 * site), indented by two spaces.
 */
export function capturedText(body: unknown, siteUrl: string): string {
  const text = JSON.stringify(body, (key, value: unknown) => (key === 'UID' ? '<UID>' : value), 2);
  return `${text.split(siteUrl).join('{site}')}\n`;
}

async function main(): Promise<void> {
  const venv = await ensureVenv();
  const port = await freePort();
  const instance = await prepareInstance(venv, path.join(workDir, 'capture-instance'), port);
  const server = await startPlone(venv, instance, port);
  try {
    const authorization = `Basic ${Buffer.from('admin:admin').toString('base64')}`;
    for (const [file, sitePath] of CAPTURES) {
      const url = `${server.url}${sitePath === '/' ? '' : sitePath}`;
      const response = await fetch(url, { headers: { Accept: 'application/json', Authorization: authorization } });
      if (!response.ok) throw new Error(`GET ${sitePath} answered ${response.status}`);
      writeFileSync(path.join(capturedDir, file), capturedText(await response.json(), server.url));
      log(`recorded ${path.relative(repoRoot, path.join(capturedDir, file))} (GET ${sitePath})`);
    }
  } finally {
    await server.stop();
    log('Plone stopped');
  }
  for (const [file, write] of [
    [generatedModule, writeCoreTypeFields],
    [recordedServicesModule, writeRecordedServices],
  ] as const) {
    log(`${path.relative(repoRoot, file)} ${(await write()) ? 'regenerated' : 'unchanged'}`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('\n[plone] capture FAIL:', error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(error instanceof PyPIUnreachableError ? 2 : 1);
  },
);
