// Finds every react-intl message the source declares, with @formatjs/cli's extractor (the one react-intl ships
// for this): `defineMessages`, `defineMessage`, `formatMessage` and `<FormattedMessage>`.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';

export interface ExtractedMessage {
  id: string;
  defaultMessage: string;
  /** Source files (relative to the scanned folder, without extension) that declare it, Volto-style. */
  references: string[];
}

/** What `formatjs extract` writes for one message. */
interface FormatjsMessage {
  defaultMessage?: string;
}

const formatjs = join(dirname(createRequire(import.meta.url).resolve('@formatjs/cli/package.json')), 'bin', 'formatjs');

/**
 * Returns the messages declared under `srcDir`, sorted by id.
 * Throws when one id has two default messages, or when a message has no literal id or default message.
 */
export function extractMessages(srcDir: string): ExtractedMessage[] {
  const byId = new Map<string, ExtractedMessage>();
  for (const file of sourceFiles(srcDir)) {
    const reference = relative(srcDir, file)
      .split(sep)
      .join('/')
      .replace(/\.(tsx?|jsx?)$/, '');
    for (const [id, { defaultMessage }] of Object.entries(messagesIn(file))) {
      if (defaultMessage === undefined) throw new Error(`${file}: message "${id}" needs a literal defaultMessage`);
      const known = byId.get(id);
      if (known && known.defaultMessage !== defaultMessage) {
        throw new Error(`Message "${id}" has two default messages: "${known.defaultMessage}" and "${defaultMessage}"`);
      }
      const message = known ?? { id, defaultMessage, references: [] };
      if (!message.references.includes(reference)) message.references.push(reference);
      byId.set(id, message);
    }
  }
  return [...byId.values()].sort((a, b) => a.id.localeCompare(b.id));
}

/**
 * Runs the extractor on one file: one run per file keeps every file that declares an id (a run over many files
 * keeps only the last one), which Volto's catalogues list as references.
 */
function messagesIn(file: string): Record<string, FormatjsMessage> {
  const output = execFileSync(process.execPath, [formatjs, 'extract', file, '--throws'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.parse(output) as Record<string, FormatjsMessage>;
}

/** The source files that can declare a message; the others are skipped to spare a process each. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return sourceFiles(path);
      if (!/\.(tsx?|jsx?)$/.test(name) || /\.d\.ts$/.test(name)) return [];
      return /defaultMessage|defineMessages?\b|FormattedMessage/.test(readFileSync(path, 'utf8')) ? [path] : [];
    });
}
