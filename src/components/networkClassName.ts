// Class names carry the network id, so a theme can colour each network; ids come from editors, so clean them.

/** `id` reduced to the characters a class name may safely hold; `link` when nothing is left. */
export function networkClassName(id: unknown): string {
  const cleaned = typeof id === 'string' ? id.toLowerCase().replace(/[^a-z0-9_-]/g, '') : '';
  return cleaned || 'link';
}
