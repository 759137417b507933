// The catalog's `sortable_title` as Products.CMFPlone computes it: accents mapped to plain letters, lower
// case, numbers zero-filled to four digits (so "Page 9" sorts before "Page 10"), long titles shortened.

/** Letters NFKD does not decompose into a base letter and a mark, mapped as plone.i18n's mapUnicode does. */
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ł: 'l',
  Ł: 'L',
  þ: 'th',
  Þ: 'TH',
};

/** `text` with accents removed: `Église` becomes `Eglise`, `Straße` becomes `Strasse`. */
export function foldAccents(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæÆœŒøØđĐłŁþÞ]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter);
}

const MAX_SORTABLE_TITLE = 40;

/** The value the catalog sorts on for `sort_on=sortable_title`. */
export function sortableTitle(title: string): string {
  const text = foldAccents(title)
    .toLowerCase()
    .trim()
    .replace(/\d+/g, (digits) => digits.padStart(4, '0'));
  return text.length > MAX_SORTABLE_TITLE ? `${text.slice(0, MAX_SORTABLE_TITLE - 13)}...${text.slice(-10)}` : text;
}
