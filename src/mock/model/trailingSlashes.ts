// A path without the slashes that end it, read in one pass: the regular expressions it replaces (`/\/+$/`) tried
// every slash of a run that something follows, so that one request with a long run held the mock for minutes.

/** `path` without its trailing slashes, its first character kept (`'/'` stays `'/'`). */
export function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 1 && path[end - 1] === '/') end -= 1;
  return path.slice(0, end);
}
