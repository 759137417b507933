// The stylesheets a first visit loads with a page: the CSS files of webpack's `client` entry in a Volto build (the
// add-on's stylesheet goes into them), gzipped at level 9. Cached by the browser after the first page, unlike the
// HTML, so reported apart from the pages' weight.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { clientEntryFiles, type EntryStats } from '../../volto/bundle';

export interface StylesheetWeight {
  files: number;
  bytes: number;
  gzip: number;
}

/** The entry stylesheets of the Volto build in `buildDir` (`loadable-stats.json`, then `public/<file>`). */
export function firstLoadStylesheets(buildDir: string): StylesheetWeight {
  const stats = JSON.parse(readFileSync(join(buildDir, 'loadable-stats.json'), 'utf8')) as EntryStats;
  const files = clientEntryFiles(stats, '.css');
  const weight: StylesheetWeight = { files: files.length, bytes: 0, gzip: 0 };
  for (const file of files) {
    const css = readFileSync(join(buildDir, 'public', file));
    weight.bytes += css.length;
    weight.gzip += gzipSync(css, { level: 9 }).length;
  }
  return weight;
}
