// Identifiers: UIDs as Plone makes them (32 hex digits), and ids chosen from titles as Plone's
// name chooser does (normalised, made unique with `-1`, `-2`, ...).

/** A random UID: `uuid4().hex`. */
export function randomUid(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

/** A deterministic UID generator for fixtures: the same seed gives the same sequence. */
export function seededUids(seed: string): () => string {
  let state = 0x811c9dc5;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 0x01000193) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0).toString(16).padStart(8, '0');
  };
  return () => `${next()}${next()}${next()}${next()}`;
}

/** An id from a title, as plone.i18n's URL normalizer makes it (lower case, ASCII, dashes). */
export function normalizeId(title: string): string {
  const ascii = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const id = ascii
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-._]+|[-._]+$/g, '')
    .slice(0, 50);
  return id || 'item';
}

/** The first of `base`, `base-1`, `base-2`, ... that `taken` does not hold. */
export function uniqueId(base: string, taken: (id: string) => boolean): string {
  if (!taken(base)) return base;
  for (let index = 1; ; index += 1) {
    if (!taken(`${base}-${index}`)) return `${base}-${index}`;
  }
}
