// plone.restapi's traversal segment, `/++api++`, taken out of a backend address's path. One pass over the text: the
// regular expression it replaces backtracked over every `//` of the address, so a long canonical URL an editor stored
// held a server render for seconds.
const SEGMENT = '/++api++';

/**
 * `href` without the first `/++api++` path segment after its host (followed by `/` or the end); as it is when there
 * is none. In `https://++api++/` the segment is the host and stays.
 */
export function withoutApiSegment(href: string): string {
  // The host begins after the first `//` that something other than a slash follows.
  let slashes = href.indexOf('//');
  while (slashes !== -1 && (slashes + 2 >= href.length || href[slashes + 2] === '/')) {
    slashes = href.indexOf('//', slashes + 1);
  }
  if (slashes === -1) return href;
  // The host has at least one character, so the path starts after it.
  for (let at = href.indexOf(SEGMENT, slashes + 3); at !== -1; at = href.indexOf(SEGMENT, at + 1)) {
    const end = at + SEGMENT.length;
    if (end === href.length || href[end] === '/') return href.slice(0, at) + href.slice(end);
  }
  return href;
}
