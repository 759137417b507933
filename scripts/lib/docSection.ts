// A generated section of a docs file: the lines between a start marker and an end marker, which a script writes
// anew each time while every other line of the file stays as it is (another script's section, or prose by hand).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';

export interface SectionOptions {
  /** The file's text when it does not exist yet. */
  newFile?: string;
  /** When the markers are missing: append the section at the end (the default), or throw. */
  missing?: 'append' | 'throw';
}

/** Replaces the lines between `start` and `end` in `file` (the markers kept) with `lines`. */
export function replaceSection(
  file: string,
  start: string,
  end: string,
  lines: readonly string[],
  options: SectionOptions = {},
): void {
  const section = [start, ...lines, end].join('\n');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : (options.newFile ?? '');
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  if (from >= 0 && to > from) {
    writeFileSync(file, `${current.slice(0, from)}${section}${current.slice(to + end.length)}`);
    return;
  }
  if (options.missing === 'throw') throw new Error(`${file} has no ${start} … ${end} block`);
  writeFileSync(file, `${current.trimEnd()}\n\n${section}\n`);
}

/** When and on what a run measured, for the line above its figures: the minute in UTC, Node, cores and load. */
export function runStamp(loadAverage: number, date = new Date()): { when: string; machine: string } {
  return {
    when: `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    machine: `Node ${process.version}, ${cpus().length} cores, load average ${loadAverage.toFixed(1)} when it began`,
  };
}

/** A count as the docs write it, with thousands separated: 10,000. */
export const count = (value: number): string => value.toLocaleString('en-US');
