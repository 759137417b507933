// The release notes: news fragments become one CHANGELOG.md section per release, and the next version follows the
// kinds of change (semantic versioning).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  insertRelease,
  nextVersion,
  parseFragment,
  RELEASE_NOTES_START,
  renderRelease,
} from '../../scripts/changelogFragments';

describe('a news fragment', () => {
  it('is read from its name: the issue and the kind of change, with its text on one line', () => {
    expect(parseFragment('16.feature', 'Install from a git URL\nor a tarball.\n')).toEqual({
      issue: 16,
      type: 'feature',
      text: 'Install from a git URL or a tarball.',
      file: '16.feature',
    });
    expect(parseFragment('16.bugfix.2', 'Second fix.')?.issue).toBe(16);
    expect(parseFragment('+docs-typo.documentation', 'Typo.')).toMatchObject({ issue: null, type: 'documentation' });
  });

  it('fails the release when misnamed or empty, so no change silently drops out of the changelog', () => {
    expect(() => parseFragment('16.feat', 'Short type name.')).toThrow(/news\/16\.feat: a fragment is named/);
    expect(() => parseFragment('feature-16.md', 'Wrong order.')).toThrow(/a fragment is named/);
    expect(() => parseFragment('16.feature', '  \n')).toThrow('news/16.feature is empty');
  });

  it('leaves the files news/ keeps beside the fragments alone', () => {
    expect(parseFragment('README.md', '# News fragments')).toBeNull();
    expect(parseFragment('.gitkeep', '')).toBeNull();
  });
});

describe('the next version', () => {
  it('is a patch for fixes, docs and internal changes, a minor for features', () => {
    expect(nextVersion('1.4.2', ['bugfix', 'internal', 'documentation'])).toBe('1.4.3');
    expect(nextVersion('1.4.2', ['bugfix', 'feature'])).toBe('1.5.0');
  });

  it('is a major for a breaking change, a minor while the package is 0.x', () => {
    expect(nextVersion('1.4.2', ['feature', 'breaking'])).toBe('2.0.0');
    expect(nextVersion('0.1.0', ['breaking'])).toBe('0.2.0');
  });
});

describe('a release section', () => {
  const fragments = [
    parseFragment('20.bugfix', 'Links keep their order.')!,
    parseFragment('16.feature', 'Install from a git URL.')!,
    parseFragment('+ci.internal', 'CI packs the tarball.')!,
    parseFragment('12.bugfix', 'The main entry loads in Node.')!,
  ];

  it('lists the changes under Volto’s headings, breaking first, each with its issue, issues in order', () => {
    expect(renderRelease('0.2.0', '2026-11-23', fragments, 'https://example.org/issues/')).toBe(
      [
        '## 0.2.0 (2026-11-23)',
        '',
        '### Feature',
        '',
        '- Install from a git URL. [#16](https://example.org/issues/16)',
        '',
        '### Bugfix',
        '',
        '- The main entry loads in Node. [#12](https://example.org/issues/12)',
        '- Links keep their order. [#20](https://example.org/issues/20)',
        '',
        '### Internal',
        '',
        '- CI packs the tarball.',
        '',
      ].join('\n'),
    );
  });

  it('lists the fragments of one issue in the order they were numbered, the tenth after the second', () => {
    const numbered = ['18.feature.10', '18.feature.2', '18.feature', '18.feature.1'].map((file) =>
      parseFragment(file, `Fragment ${file}.`)!,
    );
    const lines = renderRelease('0.2.0', '2026-11-23', numbered).split('\n');
    expect(lines.filter((line) => line.startsWith('- '))).toEqual([
      '- Fragment 18.feature. #18',
      '- Fragment 18.feature.1. #18',
      '- Fragment 18.feature.2. #18',
      '- Fragment 18.feature.10. #18',
    ]);
  });

  it('lists the fragments without an issue in the same order whatever the language of the maintainer’s system', () => {
    // The section rendered in a process of its own, as `npm run changelog` runs on a Lithuanian system (y sorts
    // between i and j there) and on an Estonian one (z between s and t).
    const dir = mkdtempSync(join(tmpdir(), 'fragments-order-'));
    const script = join(dir, 'render.ts');
    const source = join(import.meta.dirname, '../../scripts/changelogFragments.ts');
    writeFileSync(
      script,
      [
        `import { parseFragment, renderRelease } from ${JSON.stringify(source)};`,
        "const files = ['+zoo.bugfix', '+yak.bugfix', '+jam.bugfix', '+iris.bugfix', '+sea.bugfix', '+tern.bugfix'];",
        "console.log(renderRelease('0.2.0', '2026-11-23', files.map((file) => parseFragment(file, file)!)));",
      ].join('\n'),
    );
    const tsx = join(import.meta.dirname, '../../node_modules/.bin/tsx');
    const orders = ['C.UTF-8', 'lt_LT.UTF-8', 'et_EE.UTF-8'].map((locale) => {
      const run = spawnSync(tsx, [script], { encoding: 'utf8', env: { ...process.env, LANG: locale, LC_ALL: locale } });
      return run.stdout.split('\n').filter((line) => line.startsWith('- '));
    });
    rmSync(dir, { recursive: true, force: true });
    const expected = ['iris', 'jam', 'sea', 'tern', 'yak', 'zoo'].map((name) => `- +${name}.bugfix`);
    expect(orders).toEqual([expected, expected, expected]);
  });

  it('names the issue without a link when the package names no issue tracker', () => {
    expect(renderRelease('0.2.0', '2026-11-23', fragments.slice(1, 2))).toContain('- Install from a git URL. #16');
  });

  it('goes above the previous releases, and a version is never released twice', () => {
    const changelog = `# Changelog\n\n${RELEASE_NOTES_START}\n\n## 0.1.0 (2026-11-22)\n\n- First.\n`;
    const updated = insertRelease(changelog, '0.2.0', '## 0.2.0 (2026-11-23)\n\n- Second.\n');
    expect(updated).toBe(
      `# Changelog\n\n${RELEASE_NOTES_START}\n\n## 0.2.0 (2026-11-23)\n\n- Second.\n\n## 0.1.0 (2026-11-22)\n\n- First.\n`,
    );
    expect(() => insertRelease(updated, '0.2.0', '## 0.2.0 (2026-11-24)\n')).toThrow('already has a section for 0.2.0');
    expect(() => insertRelease('# Changelog\n', '0.2.0', '## 0.2.0\n')).toThrow(RELEASE_NOTES_START);
  });
});
