// Where the gzip bytes the add-on adds to a page go: each part of ours is taken out of the page served with the
// add-on, and what that saves on the gzipped HTML is its share. Gzip is not additive (a part repeats what another
// already said, or what Volto says), so the parts do not sum to the total: each is what leaving it out alone saves,
// and `all of ours` is what leaving out every part at once saves; the rest of the added bytes are unexplained.
import { Buffer } from 'node:buffer';
import { gzipSync } from 'node:zlib';
import { isPlainObject } from '../../../src/contract/validationProblems';
import { parseState, serializedState } from '../../volto/servedState';
import { findMember, memberRange, membersOf, type MemberSpan } from './serializedValue';

/** The part of a page that is our icons' SVG. */
export const ICONS = 'icon SVGs';

/** One part of ours in a page: how many bytes of the HTML it is, and what leaving it out saves gzipped. */
export interface BreakdownPart {
  name: string;
  /** What it is made of (how many icons, messages, tags). */
  count: number;
  bytes: number;
  gzip: number;
}

export interface PageBreakdown {
  /** Gzip bytes the add-on adds to the page. */
  added: number;
  parts: BreakdownPart[];
  /** What leaving out every part at once saves. */
  allParts: number;
}

/** A named cut: the ranges of the page that make up one part of ours. */
interface Cut {
  name: string;
  ranges: [number, number][];
}

/**
 * The breakdown of the page `withAddon` (served with the add-on) against the same page served without it
 * (`without`): our icons' SVG, the rest of our markup, our head tags, the JSON-LD, the chunks our blocks add, our
 * messages in the serialized intl state (the Share block's apart), and what our requests add to Volto's content
 * state and to its copy in `reduxAsyncConnect`, and other state keys of ours.
 */
export function breakdownPage(withAddon: string, without: string): PageBreakdown {
  const cuts = [
    ...markupCuts(withAddon),
    ...headCuts(withAddon, without),
    ...chunkCuts(withAddon, without),
    ...stateCuts(withAddon, without),
  ];
  const size = gzipBytes(withAddon);
  const parts = cuts.map(({ name, ranges }) => {
    const cut = cutRanges(withAddon, ranges);
    return {
      name,
      count: ranges.length,
      bytes: Buffer.byteLength(withAddon) - Buffer.byteLength(cut),
      gzip: size - gzipBytes(cut),
    };
  });
  return {
    added: size - gzipBytes(without),
    parts,
    allParts:
      size -
      gzipBytes(
        cutRanges(
          withAddon,
          cuts.flatMap((cut) => cut.ranges),
        ),
      ),
  };
}

/** The breakdowns of several pages as a Markdown table, one column per page. */
export function renderBreakdown(pages: { path: string; breakdown: PageBreakdown }[]): string[] {
  const names = [...new Set(pages.flatMap((page) => page.breakdown.parts.map((part) => part.name)))];
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const cell = (part: BreakdownPart | undefined) =>
    part && part.bytes
      ? `${part.gzip.toLocaleString('en')} B (${part.count}; ${part.bytes.toLocaleString('en')} B raw)`
      : '–';
  return [
    row(['gzip saved by leaving out', ...pages.map((page) => `\`${page.path}\``)]),
    row(['---', ...pages.map(() => '---')]),
    ...names.map((name) =>
      row([name, ...pages.map((page) => cell(page.breakdown.parts.find((p) => p.name === name)))]),
    ),
    row(['**all of these at once**', ...pages.map((page) => `**${page.breakdown.allParts.toLocaleString('en')} B**`)]),
    row(['added by the add-on (gzip)', ...pages.map((page) => `${page.breakdown.added.toLocaleString('en')} B`)]),
  ];
}

// --- markup ------------------------------------------------------------------------------------------------------

const VOID_ELEMENTS = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'wbr']);

/**
 * Our icons' SVG (the paths inline, or a `<use>` of the sprite) in each `socialmedia-icon` box, and the rest of every
 * element with a `socialmedia-` class.
 */
function markupCuts(html: string): Cut[] {
  const body = html.indexOf('<body');
  const icons = [...html.matchAll(/<span class="socialmedia-icon\b[^>]*>(<svg\b[\s\S]*?<\/svg>)/g)].map(
    (match): [number, number] => {
      const start = match.index + match[0].length - match[1]!.length;
      return [start, start + match[1]!.length];
    },
  );
  const elements: [number, number][] = [];
  for (const match of html
    .slice(body)
    .matchAll(/<([a-z][a-z0-9]*)\b[^>]*\bclass="(?:[^"]*\s)?socialmedia-[^"]*"[^>]*>/g)) {
    const start = body + match.index;
    if (elements.some(([from, to]) => start >= from && start < to)) continue;
    elements.push([start, elementEnd(html, start, match[1]!, match[0].length)]);
  }
  const markup = elements.flatMap(([from, to]) => subtract([from, to], icons));
  return [
    { name: ICONS, ranges: icons },
    { name: 'links markup (without the SVGs)', ranges: markup },
  ];
}

/** After the closing tag of the element `name` whose opening tag (`openLength` long) starts at `start`. */
function elementEnd(html: string, start: number, name: string, openLength: number): number {
  if (VOID_ELEMENTS.has(name) || html[start + openLength - 2] === '/') return start + openLength;
  const tags = new RegExp(`<(/?)${name}\\b[^>]*>`, 'g');
  tags.lastIndex = start + openLength;
  let depth = 1;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return match.index + match[0].length;
  }
  return html.length;
}

/** `range` without the ranges in `holes` that lie inside it. */
function subtract([from, to]: [number, number], holes: [number, number][]): [number, number][] {
  const pieces: [number, number][] = [];
  let at = from;
  for (const [start, end] of holes.filter(([start, end]) => start >= from && end <= to).sort((a, b) => a[0] - b[0])) {
    if (start > at) pieces.push([at, start]);
    at = end;
  }
  if (to > at) pieces.push([at, to]);
  return pieces;
}

// --- head and chunks ---------------------------------------------------------------------------------------------

const JSON_LD = /<script\b[^>]*type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>/g;

/** Our head tags (those the page without the add-on does not have) and the JSON-LD script. */
function headCuts(withAddon: string, without: string): Cut[] {
  const theirs = new Set(headTags(without).map(([from, to]) => without.slice(from, to)));
  const ours = headTags(withAddon).filter(([from, to]) => !theirs.has(withAddon.slice(from, to)));
  const isCode = (from: number, to: number) => /^<(script|link)\b/.test(withAddon.slice(from, to));
  return [
    { name: 'head tags', ranges: ours.filter(([from, to]) => !isCode(from, to)) },
    { name: 'JSON-LD', ranges: [...withAddon.matchAll(JSON_LD)].map((m) => [m.index, m.index + m[0].length]) },
  ];
}

/** The tags Helmet writes into the head: meta, link, title; each one's range. */
function headTags(html: string): [number, number][] {
  const start = html.indexOf('<head');
  const end = html.indexOf('</head>');
  if (start < 0 || end < 0) return [];
  return [...html.slice(start, end).matchAll(/<(meta|link)\b[^>]*>|<title\b[^>]*>[\s\S]*?<\/title>/g)].map(
    (match): [number, number] => [start + match.index, start + match.index + match[0].length],
  );
}

/**
 * The script and preload tags of chunks the page without the add-on does not load (our blocks' and icons'
 * chunks; the names compared without their content hashes, which differ between the builds).
 */
function chunkCuts(withAddon: string, without: string): Cut[] {
  const tags = /<(?:script|link)\b[^>]*\b(?:src|href)="[^"]*\.(?:js|css)"[^>]*>(?:<\/script>)?/g;
  const normal = (tag: string) => tag.replace(/[0-9a-f]{8,}/g, '#');
  const theirs = new Set([...without.matchAll(tags)].map((match) => normal(match[0])));
  const ours = [...withAddon.matchAll(tags)].filter((match) => !theirs.has(normal(match[0])));
  return [{ name: 'chunk tags', ranges: ours.map((match) => [match.index, match.index + match[0].length]) }];
}

// --- serialized state --------------------------------------------------------------------------------------------

/** Our messages in `intl.messages`, our additions to the content state and its copy, and state keys of ours. */
function stateCuts(withAddon: string, without: string): Cut[] {
  const text = serializedState(withAddon);
  const other = serializedState(without);
  if (text === null || other === null) return [];
  const offset = withAddon.indexOf(text);
  const state = parseState(text);
  const theirs = parseState(other);
  const ranges = (spans: MemberSpan[]) =>
    spans.map((span): [number, number] => {
      const [from, to] = memberRange(text, span);
      return [offset + from, offset + to];
    });
  const added = (path: string[]) => {
    const member = findMember(text, 0, path);
    return member ? addedMembers(text, member.valueStart, valueAt(theirs, path)) : [];
  };
  const messages = added(['intl', 'messages']);
  const isShare = (span: MemberSpan) => /^"socialmedia\.share\./.test(text.slice(span.start));
  const content = addedDeep(text, ['content', 'data'], theirs);
  const copy = addedDeep(text, ['reduxAsyncConnect', 'content'], theirs);
  const topLevel = membersOf(text, 0).filter(({ key }) => !(key in theirs) && key in state);
  return [
    { name: 'intl.messages: the Share block’s', ranges: ranges(messages.filter(isShare)) },
    { name: 'intl.messages: the others of ours', ranges: ranges(messages.filter((span) => !isShare(span))) },
    { name: 'content.data: ours', ranges: ranges(content) },
    { name: 'reduxAsyncConnect.content: ours (the copy)', ranges: ranges(copy) },
    // Each copy alone saves little: gzip says the other one again by reference.
    { name: 'content state: ours, both copies', ranges: ranges([...content, ...copy]) },
    ...topLevel.map(({ key, span }) => ({ name: `state.${key}`, ranges: ranges([span]) })),
  ];
}

/** The members of the object at `objectStart` that `reference` has not, or has with another value. */
function addedMembers(text: string, objectStart: number, reference: unknown): MemberSpan[] {
  if (text[objectStart] !== '{') return [];
  const known = isPlainObject(reference) ? reference : {};
  return membersOf(text, objectStart)
    .filter(({ key, span }) => !(key in known) || JSON.stringify(known[key]) !== jsonOf(text, span))
    .map(({ span }) => span);
}

/**
 * The members under `path` that the page without the add-on has not, descending into objects both pages have, so
 * that what our expansion adds to `@components` counts, not the whole content.
 */
function addedDeep(text: string, path: string[], theirs: Record<string, unknown>): MemberSpan[] {
  const member = findMember(text, 0, path);
  if (!member) return [];
  const walk = (objectStart: number, reference: unknown): MemberSpan[] => {
    if (text[objectStart] !== '{' || !isPlainObject(reference)) return [];
    return membersOf(text, objectStart).flatMap(({ key, span }) => {
      if (!(key in reference)) return [span];
      return isPlainObject(reference[key]) ? walk(span.valueStart, reference[key]) : [];
    });
  };
  return walk(member.valueStart, valueAt(theirs, path));
}

function valueAt(state: unknown, path: string[]): unknown {
  return path.reduce<unknown>((value, key) => (isPlainObject(value) ? value[key] : undefined), state);
}

/** The member's value as JSON, for comparing (null when serialize-javascript wrote something JSON cannot read). */
function jsonOf(text: string, span: MemberSpan): string | null {
  try {
    return JSON.stringify(JSON.parse(text.slice(span.valueStart, span.end)));
  } catch {
    return null;
  }
}

// --- bytes -------------------------------------------------------------------------------------------------------

/** `html` without the given ranges (overlapping ones merged). */
export function cutRanges(html: string, ranges: [number, number][]): string {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  let result = '';
  let at = 0;
  for (const [from, to] of sorted) {
    if (to <= at) continue;
    result += html.slice(at, Math.max(at, from));
    at = to;
  }
  return result + html.slice(at);
}

function gzipBytes(html: string): number {
  return gzipSync(html, { level: 9 }).length;
}
