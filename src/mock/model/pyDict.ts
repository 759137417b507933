// Python dicts for what a request names. A query key, a dotted key or a JSON key is an ordinary key in
// Python, `__proto__`, `constructor` and `prototype` included; in JavaScript an object literal inherits
// those names and an assignment to `__proto__` changes a prototype. So the mock keeps request-named keys in
// objects without a prototype, and looks names up in its own tables by own key only.

/** An empty dict: it inherits nothing, and `__proto__` is a key like any other. */
export function emptyDict<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/** `table.get(key)`: the table's own entry, never a property inherited from `Object.prototype`. */
export function ownEntry<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}

/** `key in table` for a dict: true only for the table's own keys. */
export function hasOwnKey(table: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(table, key);
}
