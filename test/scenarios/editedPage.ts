// A page edited once, the set-up of the scenarios about its versions (`@history`, and who may read or revert them).
import { expect } from 'vitest';
import type { ContractBackend } from './harness';

/** A link item to `url`, as the page stores it before and after its edit. */
export const versionedLink = (url: string) => ({
  '@id': `id-${url.length}`,
  id: 'x',
  title: 'X',
  href: [{ '@id': url, title: url }],
});

/**
 * A page with one link (`https://x.com/before`) in a fresh folder named `slug`, published when `publish` says so,
 * then edited once by the administrator to link `https://x.com/after`: its path. Plone keeps a version of each.
 */
export async function editedPage(backend: ContractBackend, slug: string, { publish = true } = {}): Promise<string> {
  const folder = await backend.scenarioFolder(slug);
  await backend.admin.createContent(folder, {
    '@type': 'Document',
    id: 'page',
    title: 'A page',
    social_links: [versionedLink('https://x.com/before')],
  });
  const page = `${folder}/page`;
  if (publish) await backend.admin.transition(page, 'publish');
  const patched = await backend.admin.raw('PATCH', page, {
    body: { social_links: [versionedLink('https://x.com/after')] },
  });
  expect(patched.status).toBe(204);
  return page;
}
