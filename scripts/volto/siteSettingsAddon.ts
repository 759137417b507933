// A site's own little add-on, as a real project has one: it sets our package's options in Volto's config.
// The harness adds it only when the backend uses another behavior prefix than ours (e.g. `plonegovbr`).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SITE_SETTINGS_ADDON = 'socialmedia-harness-site';

/** Writes the add-on into `<project>/addons/` and returns its npm spec for `dependencies`. */
export function writeSiteSettingsAddon(projectRoot: string, behaviorPrefix: string): string {
  const dir = join(projectRoot, 'addons', SITE_SETTINGS_ADDON);
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: SITE_SETTINGS_ADDON, version: '0.0.0', private: true, main: 'src/index.js' }, null, 2)}\n`,
  );
  writeFileSync(
    join(dir, 'src', 'index.js'),
    `// Written by scripts/volto: the site's settings for @example/volto-socialmedia.\n` +
      `export default function applyConfig(config) {\n` +
      `  config.settings.socialMedia = { ...(config.settings.socialMedia || {}), behaviorPrefix: ${JSON.stringify(behaviorPrefix)} };\n` +
      `  return config;\n}\n`,
  );
  return `file:addons/${SITE_SETTINGS_ADDON}`;
}
