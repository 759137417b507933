// Volto's configuration keeps some of what add-ons register as lists (control panels, routes, a block's variations),
// where applying an add-on twice must not add its entry twice.

/** `list` (anything not a list counts as empty) without its entries that share `entry[key]`, then `entry`. */
export function withEntry<Entry extends object>(list: unknown, key: keyof Entry, entry: Entry): Entry[] {
  return [
    ...(Array.isArray(list) ? (list as Entry[]) : []).filter((other) => !other || other[key] !== entry[key]),
    entry,
  ];
}
