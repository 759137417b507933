// News fragments as Volto and its add-ons keep them with towncrier: one file per change in news/, named
// `<issue>.<type>` (`16.feature`), `+<id>.<type>` for a change without an issue, and `.<n>` appended for a second
// fragment of the same issue and type. A release turns them into a CHANGELOG.md section and deletes them.

/** The fragment types in the order a release lists them, with their CHANGELOG headings (Volto's). */
export const FRAGMENT_TYPES = {
  breaking: 'Breaking',
  feature: 'Feature',
  bugfix: 'Bugfix',
  documentation: 'Documentation',
  internal: 'Internal',
} as const;

export type FragmentType = keyof typeof FRAGMENT_TYPES;

export interface NewsFragment {
  /** The issue number, or null for a `+<id>` fragment. */
  issue: number | null;
  type: FragmentType;
  text: string;
  file: string;
}

/** Files in news/ that are not fragments. */
const NOT_FRAGMENTS = new Set(['README.md', '.gitkeep']);

const FRAGMENT_NAME = /^(?:(?<issue>\d+)|\+[\w-]+)\.(?<type>[a-z]+)(?:\.\d+)?$/;

/**
 * Reads a fragment from its file name and contents. Returns null for the files news/ keeps beside the fragments;
 * throws for any other name, so a misspelt fragment fails the release instead of vanishing from the changelog.
 */
export function parseFragment(file: string, contents: string): NewsFragment | null {
  if (NOT_FRAGMENTS.has(file)) return null;
  const match = FRAGMENT_NAME.exec(file);
  const type = match?.groups?.type;
  // Own keys only: `constructor` is `in` every object, and would pass here to land under no heading.
  if (!match || !type || !Object.hasOwn(FRAGMENT_TYPES, type)) {
    const types = Object.keys(FRAGMENT_TYPES).join(', ');
    throw new Error(`news/${file}: a fragment is named <issue>.<type> or +<id>.<type>, with a type of ${types}`);
  }
  const text = contents.trim().replace(/\s*\n\s*/g, ' ');
  if (text === '') throw new Error(`news/${file} is empty`);
  const issue = match.groups?.issue;
  return { issue: issue === undefined ? null : Number(issue), type: type as FragmentType, text, file };
}

/** The version after `current` for changes of these types (semver; while 0.x, a breaking change bumps the minor). */
export function nextVersion(current: string, types: Iterable<FragmentType>): string {
  const [major = 0, minor = 0, patch = 0] = current.split(/[.+-]/).map(Number);
  const present = new Set(types);
  if (present.has('breaking')) return major === 0 ? `0.${minor + 1}.0` : `${major + 1}.0.0`;
  if (present.has('feature')) return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}

/** `#16`, linked to the issue when the package names its issue tracker. */
export function issueReference(issue: number, issuesUrl: string | null): string {
  return issuesUrl === null ? `#${issue}` : `[#${issue}](${issuesUrl.replace(/\/+$/, '')}/${issue})`;
}

/** A fragment's `.n` (0 for the first, which has none), and its name without it. */
const numbered = (file: string) => {
  const counter = /\.(\d+)$/.exec(file);
  return { name: counter ? file.slice(0, counter.index) : file, counter: Number(counter?.[1] ?? 0) };
};

/**
 * Issues in order, then (for fragments without an issue) names, then each name's `.n` as a number, so `.10` comes
 * after `.2`. Names compare by code unit: `localeCompare` follows the system's language, and a Lithuanian
 * maintainer's changelog would list `+yak` before `+iris`.
 */
function fragmentOrder(a: NewsFragment, b: NewsFragment): number {
  const [first, second] = [numbered(a.file), numbered(b.file)];
  const byName = first.name < second.name ? -1 : first.name > second.name ? 1 : 0;
  return (a.issue ?? Infinity) - (b.issue ?? Infinity) || byName || first.counter - second.counter;
}

/** One release's CHANGELOG section: a heading per type present, one line per fragment with its issue. */
export function renderRelease(
  version: string,
  date: string,
  fragments: readonly NewsFragment[],
  issuesUrl: string | null = null,
): string {
  const sections = (Object.keys(FRAGMENT_TYPES) as FragmentType[]).flatMap((type) => {
    const lines = fragments
      .filter((fragment) => fragment.type === type)
      .sort(fragmentOrder)
      .map((fragment) => {
        const reference = fragment.issue === null ? '' : ` ${issueReference(fragment.issue, issuesUrl)}`;
        return `- ${fragment.text}${reference}`;
      });
    return lines.length === 0 ? [] : [`### ${FRAGMENT_TYPES[type]}\n\n${lines.join('\n')}\n`];
  });
  return [`## ${version} (${date})\n`, ...sections].join('\n');
}

/** Where towncrier (and so Volto's CHANGELOG.md) puts each new release: right under this line. */
export const RELEASE_NOTES_START = '<!-- towncrier release notes start -->';

/** The changelog with `section` added above the previous releases; throws when the version is already there. */
export function insertRelease(changelog: string, version: string, section: string): string {
  if (new RegExp(`^## ${version.replace(/\./g, '\\.')} `, 'm').test(changelog)) {
    throw new Error(`CHANGELOG.md already has a section for ${version}`);
  }
  const at = changelog.indexOf(RELEASE_NOTES_START);
  if (at === -1) throw new Error(`CHANGELOG.md lacks the line ${RELEASE_NOTES_START}`);
  const head = changelog.slice(0, at + RELEASE_NOTES_START.length);
  return `${head}\n\n${section.trimEnd()}\n${changelog.slice(at + RELEASE_NOTES_START.length).replace(/^\n*/, '\n')}`;
}
