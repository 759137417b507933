// Addresses and handles as Japanese, Chinese and Korean editors often have them: in the full-width forms of ASCII
// (`＠plone`, `ｇｉｔｈｕｂ．ｃｏｍ／ｐｌｏｎｅ`), which their input methods type and their documents use for handles.

/** The full-width forms of the printable ASCII characters, U+FF01 (`！`) to U+FF5E (`～`). */
const FULL_WIDTH_ASCII = /[\uFF01-\uFF5E]/g;
/** How far each full-width form stands from its ASCII character. */
const FULL_WIDTH_OFFSET = 0xff01 - 0x21;

/**
 * `text` with every full-width form of an ASCII character read as that character (`＠` as `@`, `ｘ` as `x`, `．` as
 * `.`), as Unicode's compatibility normalisation reads them; other characters, kana and kanji included, are kept.
 */
export function withHalfWidthForms(text: string): string {
  return text.replace(FULL_WIDTH_ASCII, (form) => String.fromCharCode(form.charCodeAt(0) - FULL_WIDTH_OFFSET));
}
