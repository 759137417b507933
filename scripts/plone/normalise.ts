// Normalisation of recorded exchanges before comparing the mock with Plone: volatile values (UUIDs, dates,
// tokens, base URL and port, memory addresses, Python tracebacks) become placeholders that keep their
// FORMAT, so a 32-digit UID and a dashed UUID, or `...+00:00` and `...Z`, still compare as different.
import { isPlainObject } from '../../src/contract';
import type { NormalisedExchange, RecordedExchange } from './exchange';

const UUID32 = /\b[0-9a-f]{32}\b/g;
const UUID36 = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const JWT = /^eyJ[\w-]*\.eyJ[\w-]*\.[\w-]+$/;
const LOOPBACK = /\bhttps?:\/\/(127\.0\.0\.1|localhost|\[::1\]):\d+/g;
const ADDRESS = /\b0x[0-9a-f]{6,}\b/g;
const LOCK_TOKEN = /^\d\.\d+-\d\.\d+-[0-9A-F]{12}:\d+\.\d+$/;
/** Plone's "never published" marker date is a value of the contract, not a volatile one. */
const FIXED_DATES = new Set(['1969-12-31T00:00:00+00:00']);

/** Per-scenario state: the same UUID gets the same placeholder everywhere in one scenario. */
export interface NormaliseContext {
  /** Site roots to replace by `<site>` (the base URLs the runs used). */
  siteUrls: string[];
  uuids: Map<string, string>;
}

export function createNormaliseContext(siteUrls: string[]): NormaliseContext {
  // Longest first, so `http://h:1/Plone` wins over `http://h:1`.
  return { siteUrls: [...siteUrls].sort((a, b) => b.length - a.length), uuids: new Map() };
}

function uuidPlaceholder(context: NormaliseContext, value: string, kind: 'uuid32' | 'uuid36'): string {
  const key = value.toLowerCase();
  let placeholder = context.uuids.get(key);
  if (!placeholder) {
    placeholder = `<${kind}#${context.uuids.size + 1}>`;
    context.uuids.set(key, placeholder);
  }
  return placeholder;
}

function decodeJwtPayload(token: string): unknown {
  try {
    const part = token.split('.')[1] ?? '';
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return '<undecodable>';
  }
}

/** Normalises one string value. */
export function normaliseString(value: string, context: NormaliseContext): string {
  if (ISO_DATE.test(value)) return FIXED_DATES.has(value) ? value : `<date ${value.replace(/\d/g, 'N')}>`;
  if (JWT.test(value)) {
    const payload = decodeJwtPayload(value);
    const shape = isPlainObject(payload)
      ? Object.fromEntries(
          Object.entries(payload)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([key, entry]) => [key, key === 'exp' || key === 'iat' ? `<${typeof entry}>` : entry]),
        )
      : payload;
    return `<jwt ${JSON.stringify(shape)}>`;
  }
  let result = value;
  for (const site of context.siteUrls) result = result.split(site).join('<site>');
  result = result.replace(LOOPBACK, (match) => match.replace(/:\d+$/, ':<port>'));
  result = result.replace(UUID36, (match) => uuidPlaceholder(context, match, 'uuid36'));
  result = result.replace(UUID32, (match) => uuidPlaceholder(context, match, 'uuid32'));
  return result.replace(ADDRESS, '0x<address>');
}

/** Normalises any JSON value (keys are kept; a key that is a UUID is normalised too). */
export function normaliseValue(value: unknown, context: NormaliseContext, key?: string): unknown {
  // CMF's site-wide counter of created objects: its value depends on everything the site saw before.
  if (key === 'cmf_uid' && typeof value === 'number') return '<counter>';
  // A WebDAV lock's creation time (seconds since the epoch) and token (random numbers, a node id and that time).
  if (key === 'time' && typeof value === 'number' && value > 1e9) return '<epoch seconds>';
  if (key === 'token' && typeof value === 'string' && LOCK_TOKEN.test(value)) return '<lock token>';
  if (typeof value === 'string') return normaliseString(value, context);
  if (Array.isArray(value)) {
    // A Python traceback's lines are paths of one machine; what counts is that it is a list of strings.
    if (key === 'traceback' && value.every((line) => typeof line === 'string')) return ['<traceback lines>'];
    return value.map((entry) => normaliseValue(entry, context));
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([entryKey, entry]) => [
        normaliseString(entryKey, context),
        normaliseValue(entry, context, entryKey),
      ]),
    );
  }
  return value;
}

/** Normalises an exchange; the context carries UUID numbering across one scenario's exchanges. */
export function normaliseExchange(exchange: RecordedExchange, context: NormaliseContext): NormalisedExchange {
  const url = normaliseString(decodeURIComponentSafe(exchange.request.url), context);
  const request = { ...exchange.request, url, body: normaliseValue(exchange.request.body, context) };
  const response = { ...exchange.response, body: normaliseValue(exchange.response.body, context) };
  return { ...exchange, request, response, requestLine: `${request.method.toUpperCase()} ${url}` };
}

function decodeURIComponentSafe(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}
