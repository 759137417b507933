// The site path a visitor follows for a link to one of the site's own pages as a catalog summary carries it: by UID,
// relative to the object holding it, with `resolveuid` or `resolveUid` (plone.restapi reads both, and editors of
// earlier Plone versions wrote the second).
import { uidReferencePath } from '../../src/core/uidReference';

const UID = '6b1e3a1c0f2d4e5f8a9b0c1d2e3f4a5b';

describe('uidReferencePath', () => {
  it('reads the reference at any depth below the site root, keeping what followed the page’s path', () => {
    expect(uidReferencePath(`resolveuid/${UID}`)).toBe(`/resolveuid/${UID}`);
    expect(uidReferencePath(`../../../resolveuid/${UID}/@@download/file`)).toBe(`/resolveuid/${UID}/@@download/file`);
    expect(uidReferencePath(`../resolveuid/${UID}#news`, '/site')).toBe(`/site/resolveuid/${UID}#news`);
  });

  it('reads the resolveUid spelling as the same reference', () => {
    expect(uidReferencePath(`../../resolveUid/${UID}`)).toBe(`/resolveuid/${UID}`);
    expect(uidReferencePath(`resolveUid/${UID}?b_start=2`, '/site')).toBe(`/site/resolveuid/${UID}?b_start=2`);
  });

  it('reads nothing else as a reference', () => {
    expect(uidReferencePath(`../other/resolveuid/${UID}`)).toBeNull();
    expect(uidReferencePath(`https://example.org/resolveuid/${UID}`)).toBeNull();
    expect(uidReferencePath('../resolveuid/')).toBeNull();
    expect(uidReferencePath(`../RESOLVEUID/${UID}`)).toBeNull();
  });
});
