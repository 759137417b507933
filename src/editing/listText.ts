// A list of names inside a message (the links made of a pasted list, an address's tracking parameters), written the
// way the editor's language writes lists: Japanese separates items with 、, Arabic with ، and a conjunction. The
// narrow style keeps English as it read before (`X, GitHub, Instagram`, without "and").

/**
 * `items` as one list in `locale`'s own punctuation. Falls back to commas where the runtime has no `Intl.ListFormat`
 * or does not know the locale.
 */
export function listText(locale: string, items: readonly string[]): string {
  try {
    return new Intl.ListFormat(locale, { style: 'narrow', type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}
