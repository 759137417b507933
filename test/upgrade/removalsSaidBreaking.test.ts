// An integrator upgrading from 0.1.0 reads the Breaking section of the changelog for what to change in the site's own
// code: everything 0.1.0 exported and the current tree no longer does (a value of an entry point, a member of an
// exported namespace, a field of the `socialMedia` state) must be named there, in a `breaking` news fragment before
// the release and in CHANGELOG.md's Breaking section after it.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { readFragments } from '../../scripts/changelog';
import {
  NAMESPACE_MEMBERS_010,
  SOCIAL_MEDIA_STATE_FIELDS_010,
  TYPE_MEMBERS_010,
  VALUE_EXPORTS_010,
} from './publicApi010';

const ROOT = join(import.meta.dirname, '../..');
const run = promisify(execFile);

/** The notes under Breaking: pending fragments, and the Breaking sections of the releases after 0.1.0. */
function breakingNotes(): string[] {
  const pending = readFragments(join(ROOT, 'news'))
    .filter((fragment) => fragment.type === 'breaking')
    .map((fragment) => fragment.text);
  const released = readFileSync(join(ROOT, 'CHANGELOG.md'), 'utf8')
    .split(/^## /m)
    .filter((section) => semver.gt(semver.valid(section.split(' ')[0]) ?? '0.0.0', '0.1.0'))
    .flatMap((section) => /^### Breaking\n([\s\S]*?)(?=^### |$(?![\s\S]))/m.exec(section)?.[1]?.split(/^- /m) ?? []);
  return [...pending, ...released];
}

/** Whether one note names every one of `names` as code (`name`). */
const named = (notes: string[], ...names: string[]) =>
  notes.some((note) => names.every((name) => note.includes(`\`${name}\``)));

async function entry(path: string): Promise<Record<string, unknown>> {
  return (await import(/* @vite-ignore */ join(ROOT, 'src', `${path}.ts`))) as Record<string, unknown>;
}

/**
 * The members each exported type of these entry points declares now (see typeMembers.ts), read in a process of its own:
 * TypeScript's seconds of synchronous work would hold up this test worker's exchanges with Vitest.
 */
async function currentTypeMembers(entries: Record<string, readonly string[]>): Promise<Map<string, string[] | null>> {
  const script = join(import.meta.dirname, 'typeMembers.ts');
  const { stdout } = await run(process.execPath, ['--import', 'tsx', script, JSON.stringify(entries)], {
    cwd: ROOT,
    maxBuffer: 16 * 1024 * 1024,
  });
  return new Map(Object.entries(JSON.parse(stdout) as Record<string, string[] | null>));
}

describe('what 0.1.0 offered and the upgrade takes away', () => {
  it('is named under Breaking: each export an entry point no longer has', async () => {
    const notes = breakingNotes();
    const unsaid: string[] = [];
    for (const [path, names] of Object.entries(VALUE_EXPORTS_010)) {
      const module = await entry(path);
      for (const name of names) if (!(name in module) && !named(notes, name)) unsaid.push(`${path}: ${name}`);
    }
    expect(unsaid).toEqual([]);
  });

  it('is named under Breaking: each member an exported namespace no longer has', async () => {
    const notes = breakingNotes();
    const unsaid: string[] = [];
    for (const [path, namespaces] of Object.entries(NAMESPACE_MEMBERS_010)) {
      const module = await entry(path);
      for (const [namespace, members] of Object.entries(namespaces)) {
        const current = (module[namespace] ?? {}) as Record<string, unknown>;
        for (const member of members) {
          if (!(member in current) && !named(notes, namespace, member)) unsaid.push(`${namespace}.${member}`);
        }
      }
    }
    expect(unsaid).toEqual([]);
  });

  it('is named under Breaking: each field of the socialMedia state a 0.1.0 program read', async () => {
    const store = await entry('store/index');
    const reducer = store.socialMediaReducer as (state: unknown, action: unknown) => Record<string, unknown>;
    const settingsResolved = store.settingsResolved as (payload: unknown) => unknown;
    // What 0.1.0's slice held once an app had resolved the settings (the payload as 0.1.0 typed it).
    const state = reducer(
      undefined,
      settingsResolved({
        settings: {
          share_social_data: true,
          facebook_app_id: '',
          social_links: [{ '@id': 'x', id: 'x', title: 'X', href: [{ '@id': 'https://x.com/plone' }] }],
          facebook_username: '',
          x_username: 'plone',
        },
        from: { '@id': 'http://localhost:8080/Plone', title: 'Plone' },
        problems: [],
      }),
    );
    const gone = SOCIAL_MEDIA_STATE_FIELDS_010.filter((field) => !(field in state));
    const notes = breakingNotes();
    expect(gone.filter((field) => !named(notes, 'SocialMediaState', field))).toEqual([]);
  });

  it('is named under Breaking: each member an exported type no longer declares', async () => {
    const notes = breakingNotes();
    const byEntry = Object.fromEntries(
      Object.entries(TYPE_MEMBERS_010).map(([path, types]) => [path, Object.keys(types)]),
    );
    const current = await currentTypeMembers(byEntry);
    const unsaid: string[] = [];
    for (const [path, types] of Object.entries(TYPE_MEMBERS_010)) {
      for (const [type, members] of Object.entries(types)) {
        const now = current.get(`${path}: ${type}`);
        if (now === null) {
          if (!named(notes, type)) unsaid.push(`${path}: ${type}`);
          continue;
        }
        for (const member of members) {
          if (!now?.includes(member) && !named(notes, type, member)) unsaid.push(`${path}: ${type}.${member}`);
        }
      }
    }
    expect(unsaid).toEqual([]);
    // TypeScript reads the sources of every entry point: seconds of work, more on a busy machine.
  }, 120_000);
});
