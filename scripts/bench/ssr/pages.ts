// The demo pages the benchmarks load, and the file each one's served HTML is kept in.

/** A page of each kind: the site root, a page, a person with links, a section, the Share block's page. */
export const PAGES = ['/', '/about', '/team/alice', '/community/meetups', '/social-media-launch'];

/** The file of the page at `path` in a variant's folder, e.g. `team-alice.html` (`/`: `index.html`). */
export const pageFile = (path: string) => `${path.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'index'}.html`;
