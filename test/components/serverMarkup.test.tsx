// @vitest-environment jsdom
// A server keeps the markup of a list of links and writes it into the next page that shows the same links: the
// page is the same HTML as a render would write, a browser hydrates it without a mismatch, and anything that changes
// what the list shows (the links, the language, an icon, the sprite) gets its own render.
import { join } from 'node:path';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { setServerMarkupRenderer, SocialLinks } from '../../src/components';
import type { SocialLink } from '../../src/contract';
import { DEMO_SITE_LINKS } from '../../src/mock';
import { createNetworkRegistry, getNetwork } from '../../src/networks';
import { clearIconCache } from '../../src/networks/iconCache';
import { setIconSpriteHref } from '../../src/networks/iconSpriteHref';
import { loadMessages } from '../../scripts/i18n/catalogues';
import { VISITOR_DOMAIN } from '../../scripts/i18n/catalogueDomains';
import { preloadAllIcons } from './support/icons';
import { withIntl } from './support/render';

const localesDir = join(__dirname, '..', '..', 'locales');
/** One catalogue object per language for the server's whole life, as Volto's server keeps them. */
const english = loadMessages(localesDir, 'en', [VISITOR_DOMAIN]);
const german = loadMessages(localesDir, 'de', [VISITOR_DOMAIN]);

/** The renderer a server hands over, counting the lists it renders. */
const render = vi.fn((element: Parameters<typeof renderToString>[0]) => renderToString(element));

/** A page's list as a server writes it; `catalogue` and `locale` as the page's intl provider has them. */
function page(links: unknown, catalogue = english, locale = 'en'): string {
  return renderToString(withIntl(<SocialLinks links={links} className="site" />, catalogue, locale));
}

/** The same page written by a server that keeps nothing (the way it was before, and what a browser renders). */
function rendered(links: unknown, catalogue = english, locale = 'en'): string {
  setServerMarkupRenderer(undefined);
  try {
    return page(links, catalogue, locale);
  } finally {
    setServerMarkupRenderer(render);
  }
}

beforeEach(async () => {
  await preloadAllIcons();
  setServerMarkupRenderer(render);
  render.mockClear();
});

afterEach(() => {
  setServerMarkupRenderer(undefined);
  setIconSpriteHref(undefined);
});

const retitled = (links: readonly SocialLink[], title: string) =>
  links.map((link, index) => (index === 0 ? { ...link, title } : link));

describe('the markup a server keeps of a list of links', () => {
  it('is the very HTML a render writes, on the first page and on every page after it', () => {
    const expected = rendered(DEMO_SITE_LINKS);
    expect(expected.match(/<a /g)).toHaveLength(DEMO_SITE_LINKS.length);
    expect(page(DEMO_SITE_LINKS)).toBe(expected);
    expect(page(DEMO_SITE_LINKS)).toBe(expected);
    expect(page(DEMO_SITE_LINKS)).toBe(expected);
  });

  it('renders the items once: the next pages with the same links write the kept markup', () => {
    page(DEMO_SITE_LINKS);
    expect(render).toHaveBeenCalledTimes(1);
    // Each page's settings are a new object (each page's content is): the same links are told by what they show.
    page(structuredClone(DEMO_SITE_LINKS));
    page(structuredClone(DEMO_SITE_LINKS));
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('shows a changed link at once: another title or address is another list', () => {
    page(DEMO_SITE_LINKS);
    const renamed = page(retitled(DEMO_SITE_LINKS, 'Our X'));
    expect(renamed).toContain('aria-label="Our X (opens in a new tab)"');
    expect(renamed).toBe(rendered(retitled(DEMO_SITE_LINKS, 'Our X')));

    const moved = DEMO_SITE_LINKS.map((link, index) =>
      index === 0 ? { ...link, href: [{ '@id': 'https://x.com/elsewhere', title: 'x.com/elsewhere' }] } : link,
    );
    expect(page(moved)).toContain('href="https://x.com/elsewhere"');
    expect(page(moved)).not.toContain('href="https://x.com/plonedemo"');
    expect(page(DEMO_SITE_LINKS.slice(0, 2)).match(/<a /g)).toHaveLength(2);
    expect(render).toHaveBeenCalledTimes(4);
  });

  it('keeps each language apart: a German page gets German names', () => {
    const expected = rendered(DEMO_SITE_LINKS, german, 'de');
    expect(page(DEMO_SITE_LINKS)).toContain('aria-label="X (opens in a new tab)"');
    const deutsch = page(DEMO_SITE_LINKS, german, 'de');
    expect(deutsch).toBe(expected);
    expect(deutsch).not.toContain('(opens in a new tab)');
    expect(page(DEMO_SITE_LINKS)).toContain('aria-label="X (opens in a new tab)"');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing while an icon is still loading, so that no page keeps an empty icon box', async () => {
    clearIconCache();
    const loading = page(DEMO_SITE_LINKS);
    expect(loading).not.toContain('<svg');
    expect(render).not.toHaveBeenCalled();

    await preloadAllIcons();
    expect(page(DEMO_SITE_LINKS).match(/<svg/g)).toHaveLength(DEMO_SITE_LINKS.length);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('draws the icons from the sprite once the server has one, instead of the inline icons it kept before', () => {
    expect(page(DEMO_SITE_LINKS)).toContain('<path');
    setIconSpriteHref((loader, registry) => {
      const network = [...registry.networks.values()].find((entry) => entry.icon === loader);
      return network ? `/socialmedia-icons.0123456789ab.svg#${network.id}` : undefined;
    });
    const sprite = page(DEMO_SITE_LINKS);
    expect(sprite).toContain('<use href="/socialmedia-icons.0123456789ab.svg#x">');
    expect(sprite).not.toContain('<path');
    expect(sprite).toBe(rendered(DEMO_SITE_LINKS));
  });

  it('keeps the lists of each network registry apart (a site that renames a network)', () => {
    const renamed = createNetworkRegistry({ x: { title: 'Twitter' } });
    const untitled = DEMO_SITE_LINKS.map((link) => ({ ...link, title: '' }));
    expect(page(untitled)).toContain('aria-label="X (opens in a new tab)"');
    const own = renderToString(withIntl(<SocialLinks links={untitled} networks={renamed} />, english));
    expect(own).toContain('aria-label="Twitter (opens in a new tab)"');
    expect(getNetwork(renamed, 'x').title).toBe('Twitter');
  });

  it('keeps nothing without a renderer: a browser renders the items itself', () => {
    setServerMarkupRenderer(undefined);
    page(DEMO_SITE_LINKS);
    page(DEMO_SITE_LINKS);
    expect(render).not.toHaveBeenCalled();
  });

  it('is hydrated by a browser without a mismatch, keeping the served elements', async () => {
    page(DEMO_SITE_LINKS);
    const html = page(DEMO_SITE_LINKS);
    expect(render).toHaveBeenCalledTimes(1);

    setServerMarkupRenderer(undefined);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const served = [...container.querySelectorAll('a')];
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await act(async () => {
        hydrateRoot(container, withIntl(<SocialLinks links={DEMO_SITE_LINKS} className="site" />, english), {
          onRecoverableError: recoverable,
        });
      });
      expect([...container.querySelectorAll('a')]).toEqual(served);
      expect(served).toHaveLength(DEMO_SITE_LINKS.length);
      expect(recoverable).not.toHaveBeenCalled();
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      consoleError.mockRestore();
      container.remove();
    }
  });
});
