// Which navigation root's settings a page needs when its content came without its own: the one decision behind the
// fallback's single request, read from content shaped as Plone serves it.
import { navRootLackingSettings } from '../../src/store/navRoots';
import { documentResponse, inheritComponent, SITE } from '../contract/fixtures';

const BEHAVIOR = 'example.socialmedia.settings';

/** The `inherit` component of a page whose settings' closest provider the visitor may not view: no entry for them. */
function inheritWithoutSettings(): Record<string, unknown> {
  const { [BEHAVIOR]: _left, ...rest } = inheritComponent('/private/page');
  return rest;
}

/** A page whose content came without the settings, with or without Volto's expanded `navroot` component. */
function pageLackingSettings(navroot?: unknown): Record<string, unknown> {
  const page = documentResponse({ '@id': `${SITE}/private/page` }) as unknown as Record<string, unknown>;
  const components: Record<string, unknown> = {
    ...(page['@components'] as Record<string, unknown>),
    inherit: inheritWithoutSettings(),
  };
  if (navroot !== undefined) components.navroot = navroot;
  return { ...page, '@components': components };
}

describe('navRootLackingSettings', () => {
  it('asks nothing for a page whose content carries its settings', () => {
    expect(navRootLackingSettings(documentResponse(), BEHAVIOR)).toBeNull();
  });

  it('asks nothing for a page loaded without the inherit expansion: nothing was asked of the backend', () => {
    const page = documentResponse() as unknown as Record<string, unknown>;
    const { inherit: _left, ...components } = page['@components'] as Record<string, unknown>;
    expect(navRootLackingSettings({ ...page, '@components': components }, BEHAVIOR)).toBeNull();
    expect(navRootLackingSettings({ ...page, '@components': undefined }, BEHAVIOR)).toBeNull();
  });

  it('names the navigation root the page’s navroot component gives', () => {
    const navroot = { '@id': `${SITE}/private/page/@navroot`, navroot: { '@id': `${SITE}/en`, title: 'English' } };
    expect(navRootLackingSettings(pageLackingSettings(navroot), BEHAVIOR)).toBe(`${SITE}/en`);
  });

  it('names the site root when the content names no navigation root, or a malformed one', () => {
    expect(navRootLackingSettings(pageLackingSettings(), BEHAVIOR)).toBe('');
    expect(navRootLackingSettings(pageLackingSettings({ navroot: { '@id': 7 } }), BEHAVIOR)).toBe('');
    expect(navRootLackingSettings(pageLackingSettings(null), BEHAVIOR)).toBe('');
  });
});
