// A release writes the news fragments into CHANGELOG.md, above the previous releases, and deletes them, so the next
// release starts from an empty news/.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { planRelease, writeRelease } from '../../scripts/changelog';
import { RELEASE_NOTES_START } from '../../scripts/changelogFragments';

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'changelog-'));
  mkdirSync(join(root, 'news'));
  writeFileSync(join(root, 'package.json'), JSON.stringify({ name: '@example/volto-socialmedia', version: '0.2.3' }));
  writeFileSync(
    join(root, 'CHANGELOG.md'),
    `# Changelog\n\n${RELEASE_NOTES_START}\n\n## 0.2.3 (2026-11-01)\n\n- Old.\n`,
  );
  cpSync(join(import.meta.dirname, '../../news/README.md'), join(root, 'news/README.md'));
  writeFileSync(join(root, 'news/30.feature'), 'A Bluesky default icon.\n');
  writeFileSync(join(root, 'news/31.bugfix'), 'A title that follows its network.\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('a release', () => {
  it('takes the next version from the fragments and dates the section', () => {
    const release = planRelease(undefined, root, new Date('2026-12-01T10:00:00Z'));
    expect(release.version).toBe('0.3.0');
    expect(release.section.split('\n')[0]).toBe('## 0.3.0 (2026-12-01)');
    expect(release.fragments.map((fragment) => fragment.file)).toEqual(['30.feature', '31.bugfix']);
  });

  it('writes the section above the previous release and leaves only news/README.md behind', () => {
    writeRelease(planRelease('0.3.0', root, new Date('2026-12-01T10:00:00Z')), root);
    const changelog = readFileSync(join(root, 'CHANGELOG.md'), 'utf8');
    expect(changelog.indexOf('## 0.3.0 (2026-12-01)')).toBeGreaterThan(changelog.indexOf(RELEASE_NOTES_START));
    expect(changelog.indexOf('## 0.3.0')).toBeLessThan(changelog.indexOf('## 0.2.3'));
    expect(changelog).toContain('- A Bluesky default icon. #30');
    expect(changelog).toContain('- A title that follows its network. #31');
    expect(readdirSync(join(root, 'news'))).toEqual(['README.md']);
    expect(() => planRelease(undefined, root)).toThrow('news/ holds no fragment');
  });

  it('stops before writing anything when a fragment is misnamed', () => {
    writeFileSync(join(root, 'news/32.feat'), 'Misnamed.');
    expect(() => planRelease(undefined, root)).toThrow('news/32.feat');
    expect(existsSync(join(root, 'news/30.feature'))).toBe(true);
  });

  it('stops before writing anything when a fragment’s type is constructor, rather than deleting it unlisted', () => {
    writeFileSync(join(root, 'news/32.constructor'), 'A fragment typed with the wrong word.');
    expect(() => planRelease(undefined, root)).toThrow('news/32.constructor');
    expect(existsSync(join(root, 'news/32.constructor'))).toBe(true);
  });
});
