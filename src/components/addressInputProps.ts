// What a field for a web address (or a host name) tells the browser, wherever one is typed: the links widget's
// address fields and the Share block's Mastodon instance. A phone's keyboard would otherwise capitalise its first
// letter (`Bsky.app/…`, `@Plone`), correct it as a word of the page's language and underline it as misspelt; a
// right-to-left page would turn it around. A text field rather than `type="url"`, which would refuse a handle or an
// address typed without `https://`, both of which the fields complete.

/** The attributes of a field where a web address is typed, to spread onto its `<input>`. */
export const addressInputProps = {
  type: 'text',
  inputMode: 'url',
  dir: 'ltr',
  autoComplete: 'off',
  autoCapitalize: 'none',
  autoCorrect: 'off',
  spellCheck: false,
} as const;
