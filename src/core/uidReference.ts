// A link to one of the site's own pages as a catalog summary carries it. plone.restapi stores such an address by the
// page's UID, relative to the object that holds it: one `../` per level of that object below the site root, then
// `resolveuid/<uid>` and what followed the page's path (`#anchor`, `/@@download/file`). It turns the reference back
// into the page's address only when it serves the whole object; a summary (`@search`, a listing, a folder's `items`)
// carries it as stored. The site root's `resolveuid` view answers with a redirect to the page's current address,
// through `++api++` too, and Volto follows that redirect to the page: so the site path `/resolveuid/<uid>` reaches the
// page without any request while the listing renders. Only the listing's chunk imports this module.

/**
 * A stored reference, as plone.restapi writes it: any number of `../` (none for the site root's own links), the view,
 * a UID (Plone's are 32 hex digits; any run of characters without `/`, `?`, `#` is read as one) and a suffix.
 */
const STORED_REFERENCE = /^(?:\.\.\/)*resolve[Uu]id\/([^/?#]+)(.*)$/s;

/**
 * The site path (`/resolveuid/<uid>` and the reference's suffix) of `target` when it is a UID reference as a catalog
 * summary carries it (`../../resolveuid/<uid>#news`), below `sitePrefix` (the path the site is served under); `null`
 * for any other address. What it returns is still to be checked by `safeHref`, as every link target is.
 */
export function uidReferencePath(target: string, sitePrefix = ''): string | null {
  const match = STORED_REFERENCE.exec(target);
  return match ? `${sitePrefix}/resolveuid/${match[1]}${match[2]}` : null;
}
