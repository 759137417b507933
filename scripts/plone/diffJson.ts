// A structural diff of two JSON values: every key, its type, and its (normalised) value.

export type JsonType = 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object' | 'absent';

export interface ValueDifference {
  /** Where, e.g. `body.items[0].social_links` or `body.@components.inherit`. */
  path: string;
  kind: 'missing in mock' | 'only in mock' | 'type' | 'value' | 'length';
  plone: unknown;
  mock: unknown;
}

export function jsonType(value: unknown): JsonType {
  if (value === undefined) return 'absent';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value as JsonType;
}

function childPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return /^[\w@$.:{}<>-]+$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

/** Lists every difference between `plone` and `mock` below `path`; empty when they are equal. */
export function diffJson(plone: unknown, mock: unknown, path = 'body'): ValueDifference[] {
  const ploneType = jsonType(plone);
  const mockType = jsonType(mock);
  if (ploneType !== mockType) {
    if (mockType === 'absent') return [{ path, kind: 'missing in mock', plone, mock }];
    if (ploneType === 'absent') return [{ path, kind: 'only in mock', plone, mock }];
    return [{ path, kind: 'type', plone, mock }];
  }
  if (ploneType === 'array') {
    const a = plone as unknown[];
    const b = mock as unknown[];
    const differences: ValueDifference[] = [];
    if (a.length !== b.length) differences.push({ path, kind: 'length', plone: a.length, mock: b.length });
    for (let i = 0; i < Math.min(a.length, b.length); i += 1)
      differences.push(...diffJson(a[i], b[i], childPath(path, i)));
    return differences;
  }
  if (ploneType === 'object') {
    const a = plone as Record<string, unknown>;
    const b = mock as Record<string, unknown>;
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    return keys.flatMap((key) =>
      diffJson(
        Object.hasOwn(a, key) ? a[key] : undefined,
        Object.hasOwn(b, key) ? b[key] : undefined,
        childPath(path, key),
      ),
    );
  }
  return Object.is(plone, mock) ? [] : [{ path, kind: 'value', plone, mock }];
}
