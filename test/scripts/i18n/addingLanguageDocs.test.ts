// docs/i18n.md tells a translator adding a language which catalogues `npm run i18n` makes for it and which templates it
// rewrites: a catalogue left out there is one the translator never fills in.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { syncCatalogues } from '../../../scripts/i18n/catalogues';

const docs = readFileSync(new URL('../../../docs/i18n.md', import.meta.url), 'utf8');

/** The text of the docs' section under `heading`, up to the next one. */
function section(heading: string): string {
  const start = docs.indexOf(`## ${heading}\n`);
  if (start < 0) throw new Error(`docs/i18n.md has no section ${heading}`);
  const end = docs.indexOf('\n## ', start + 1);
  return docs.slice(start, end < 0 ? undefined : end);
}

/** The files `npm run i18n` writes into an empty locales folder, relative to it. */
function writtenCatalogues(): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'i18n-docs-'));
  syncCatalogues(dir, [{ id: 'x.one', defaultMessage: 'One', references: ['components/One'] }]);
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(folder, entry.name));
      else files.push(relative(dir, join(folder, entry.name)));
    }
  };
  walk(dir);
  return files.sort();
}

describe('docs/i18n.md', () => {
  it('names every catalogue a new language gets from npm run i18n', () => {
    const steps = section('Adding a language');
    const catalogues = writtenCatalogues()
      .filter((file) => file.startsWith('de/'))
      .map((file) => file.split('/').pop()!);
    expect(catalogues.length).toBeGreaterThan(0);
    for (const catalogue of catalogues) expect(steps).toContain(`\`${catalogue}\``);
  });

  it('names every template npm run i18n rewrites', () => {
    const templates = writtenCatalogues().filter((file) => file.endsWith('.pot'));
    expect(templates.length).toBeGreaterThan(0);
    for (const template of templates) expect(section('After changing messages')).toContain(`\`${template}\``);
  });
});
