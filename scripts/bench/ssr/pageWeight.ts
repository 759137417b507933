// What a visitor downloads for one page: the server-rendered HTML (raw and gzip) and, inside it, Volto's
// serialized Redux state (`window.__data`), measured per key of the state so that the added bytes have a name.
import { Buffer } from 'node:buffer';
import { gzipSync } from 'node:zlib';
import { isPlainObject } from '../../../src/contract/validationProblems';
import { parseState, serializedState } from '../../volto/servedState';

/** One page as served. */
export interface PageWeight {
  path: string;
  status: number;
  html: { bytes: number; gzip: number };
  /** Bytes of `window.__data` as it sits in the HTML. */
  stateBytes: number;
  /** JSON bytes of each key of the state, and of each key one level down (`intl.messages`). */
  stateKeys: Record<string, number>;
  /** How many entries each object one level down has (`intl.messages`: the number of messages). */
  stateEntries: Record<string, number>;
}

/** Fetches `path` from a Volto server and measures it; also the HTML as served. Throws when it does not answer. */
export async function measurePage(voltoUrl: string, path: string): Promise<{ weight: PageWeight; html: string }> {
  const response = await fetch(`${voltoUrl}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(60_000) });
  const html = await response.text();
  return { weight: { path, status: response.status, ...weighHtml(html) }, html };
}

/** The sizes of an HTML page and of the state serialized in it. */
export function weighHtml(html: string): Omit<PageWeight, 'path' | 'status'> {
  const serialized = serializedState(html);
  const state = serialized === null ? {} : parseState(serialized);
  const stateKeys: Record<string, number> = {};
  const stateEntries: Record<string, number> = {};
  for (const [key, value] of Object.entries(state)) {
    stateKeys[key] = jsonBytes(value);
    if (!isPlainObject(value)) continue;
    for (const [child, inner] of Object.entries(value)) {
      stateKeys[`${key}.${child}`] = jsonBytes(inner);
      if (isPlainObject(inner)) stateEntries[`${key}.${child}`] = Object.keys(inner).length;
    }
  }
  return {
    html: { bytes: Buffer.byteLength(html), gzip: gzipSync(html, { level: 9 }).length },
    stateBytes: serialized === null ? 0 : Buffer.byteLength(serialized),
    stateKeys,
    stateEntries,
  };
}

function jsonBytes(value: unknown): number {
  const json = JSON.stringify(value);
  return json === undefined ? 0 : Buffer.byteLength(json);
}
