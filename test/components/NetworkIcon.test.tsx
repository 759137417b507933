// @vitest-environment jsdom
// The icon box: generic icon for unknown ids, and server-rendered icons that survive hydration.
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { NetworkIcon, SocialLinks } from '../../src/components';
import { createNetworkRegistry, getNetwork, preloadNetworkIcons } from '../../src/networks';
import type { IconLoader } from '../../src/networks';
import { clearIconCache, peekIcon } from '../../src/networks/iconCache';
import { siteLinks } from './support/fixtures';
import { withIntl } from './support/render';

beforeEach(() => clearIconCache());

describe('NetworkIcon', () => {
  it('shows the generic link icon for a network id it does not know', async () => {
    const { container } = render(<NetworkIcon network="friendster" size={16} />);
    await waitFor(() => expect(container.querySelector('svg.tabler-icon-link')).not.toBeNull());
    expect(container.querySelector('svg')).toHaveAttribute('width', '16');
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows an empty box of the icon’s size until the icon has loaded, then the icon', async () => {
    const { container } = render(<NetworkIcon network="github" size={20} />);
    const box = container.querySelector<HTMLElement>('.socialmedia-icon-github')!;
    expect(box).toBeEmptyDOMElement();
    expect(box.style.width).toBe('20px');
    expect(box.style.height).toBe('20px');
    await waitFor(() => expect(box.querySelector('svg.tabler-icon-brand-github')).not.toBeNull());
    expect(box.children).toHaveLength(1);
    expect(box.style.width).toBe('20px');
  });

  it('server-renders the icon as drawn, hidden from screen readers by its box, without attributes HTML needs not', async () => {
    await preloadNetworkIcons(['mastodon']);
    const html = renderToString(<NetworkIcon network="mastodon" />);
    const svg = /<svg[^>]*>/.exec(html)![0];
    // What draws it: its size, its view box, its stroke.
    for (const drawn of ['width="24"', 'height="24"', 'viewBox="0 0 24 24"', 'stroke="currentColor"', 'fill="none"'])
      expect(svg).toContain(drawn);
    expect(html).toMatch(/^<span [^>]*aria-hidden="true"[^>]*><svg/);
    expect(svg).not.toMatch(/xmlns|aria-hidden|focusable/);
  });

  it('renders the icon in the first render when it is already loaded', async () => {
    await preloadNetworkIcons(['github']);
    const { container } = render(<NetworkIcon network="github" />);
    expect(container.querySelector('svg.tabler-icon-brand-github')).not.toBeNull();
  });

  // What a site's own icon loader may resolve to by mistake: Volto's import of an SVG file, a module that exports its
  // icon under a name, and what a component passed as the loader itself returns when called (a React element).
  // Integrators write plain JavaScript: nothing checks the loader's type for them.
  it.each<[string, IconLoader]>([
    [
      'an SVG file as Volto imports it',
      (async () => ({ default: { attributes: { viewBox: '0 0 24 24' }, content: '<path/>' } })) as never,
    ],
    ['a module without a default export', (async () => ({ CodebergIcon: () => <svg /> })) as never],
    ['a React element', (() => <svg />) as never],
  ])('leaves an empty icon box, and the page with its links, when a site’s icon loads as %s', async (_kind, icon) => {
    const networks = createNetworkRegistry({ codeberg: { title: 'Codeberg', icon } });
    await preloadNetworkIcons(['codeberg'], networks);
    const links = [{ '@id': 'c', id: 'codeberg', title: 'Codeberg', href: [{ '@id': 'https://codeberg.org/plone' }] }];
    let html = '';
    expect(() => (html = renderToString(withIntl(<SocialLinks links={links} networks={networks} />)))).not.toThrow();
    expect(html).toContain('href="https://codeberg.org/plone"');
    expect(html).toMatch(/<span class="socialmedia-icon socialmedia-icon-codeberg" aria-hidden="true"><\/span>/);
  });

  // Volto's build imports an SVG file outside an `icons/` folder as its address (file-loader), and one inside it as an
  // object ({ attributes, content }): a site may give either as the icon itself, where a loader belongs.
  it.each<[string, unknown]>([
    ['an SVG file’s address, as Volto imports one outside an icons folder', '/static/media/codeberg.3f2a9c.svg'],
    [
      'an SVG file as Volto imports one from an icons folder',
      { attributes: { viewBox: '0 0 24 24' }, content: '<path/>' },
    ],
  ])(
    'keeps the page in the browser, with an empty icon box, when a site gives as a network’s icon %s',
    async (_kind, icon) => {
      const networks = createNetworkRegistry({ codeberg: { title: 'Codeberg', icon: icon as never } });
      const links = [
        { '@id': 'c', id: 'codeberg', title: 'Codeberg', href: [{ '@id': 'https://codeberg.org/plone' }] },
      ];
      const { container } = render(withIntl(<SocialLinks links={links} networks={networks} />));
      await waitFor(() => expect(peekIcon(icon as IconLoader)).toBeNull());
      expect(container.querySelector('a[href="https://codeberg.org/plone"]')).not.toBeNull();
      expect(container.querySelector('.socialmedia-icon-codeberg')!.innerHTML).toBe('');
    },
  );

  it('shows an empty box of the same size when an icon cannot be loaded', async () => {
    const networks = createNetworkRegistry({ x: { icon: () => Promise.reject(new Error('offline')) } });
    const { container } = render(<NetworkIcon network="x" size={20} networks={networks} />);
    await waitFor(() => expect(peekIcon(getNetwork(networks, 'x').icon)).toBeNull());
    const box = container.querySelector<HTMLElement>('.socialmedia-icon')!;
    expect(box.querySelector('svg')).toBeNull();
    expect(box.style.width).toBe('20px');
  });

  it('shows the icon on the next page once it can be loaded again, after it failed while the visitor was offline', async () => {
    const Icon = () => <svg className="own-x-icon" />;
    let online = false;
    const loader = vi.fn(async () => {
      if (!online) throw new Error('Loading chunk 3 failed');
      return { default: Icon };
    });
    const networks = createNetworkRegistry({ x: { icon: loader } });
    const first = render(<NetworkIcon network="x" networks={networks} />);
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(first.container.querySelector('svg')).toBeNull();
    first.unmount();

    // Back online, the visitor opens another page with the same network's link.
    online = true;
    const next = render(<NetworkIcon network="x" networks={networks} />);
    await waitFor(() => expect(next.container.querySelector('svg.own-x-icon')).not.toBeNull());
    // One load per page that shows the icon, not one per render: nothing asks again in a loop.
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('keeps the server-rendered icons, loading none, without a hydration error', async () => {
    await preloadNetworkIcons(siteLinks.map((link) => link.id));
    const html = renderToString(withIntl(<SocialLinks links={siteLinks} />));
    expect(html.match(/<svg/g)).toHaveLength(4);

    // A fresh page in the browser: the HTML is there, the icon modules are not loaded yet.
    clearIconCache();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await act(async () => {
        hydrateRoot(container, withIntl(<SocialLinks links={siteLinks} />), { onRecoverableError: recoverable });
      });
      const serverIcons = [...container.querySelectorAll('svg')];
      expect(serverIcons).toHaveLength(4);
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      // The page a browser was served shows the server's SVGs, and loads no icon chunk for them.
      expect([...container.querySelectorAll('svg')]).toEqual(serverIcons);
      expect(peekIcon(getNetwork(createNetworkRegistry(), 'mastodon').icon)).toBeUndefined();
      expect(screen.getAllByRole('link')).toHaveLength(4);
      expect(recoverable).not.toHaveBeenCalled();
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      consoleError.mockRestore();
      container.remove();
    }
  });

  it('keeps the server’s icons, without a hydration error, when the page above them updates before they load', async () => {
    let setMessages: (messages: Record<string, string>) => void = () => {};
    function Page() {
      const [messages, update] = useState<Record<string, string>>({});
      setMessages = update;
      return withIntl(<SocialLinks links={siteLinks} />, messages);
    }
    await preloadNetworkIcons(siteLinks.map((link) => link.id));
    const html = renderToString(<Page />);

    // A fresh page in the browser: the HTML is there, the icon modules are not loaded yet.
    clearIconCache();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const serverIcons = [...container.querySelectorAll('svg')];
    const iconClasses = serverIcons.map((svg) => svg.getAttribute('class'));
    expect(serverIcons).toHaveLength(4);
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      act(() => {
        hydrateRoot(container, <Page />, { onRecoverableError: recoverable });
      });
      // What a store update or a new locale does on a real page while the icon chunks are still on their way.
      act(() => flushSync(() => setMessages({ 'socialmedia.links.label': 'Our profiles' })));
      expect(screen.getByRole('list', { name: 'Our profiles' })).toBeInTheDocument();
      expect(recoverable).not.toHaveBeenCalled();
      expect([...container.querySelectorAll('svg')]).toEqual(serverIcons);
      expect(peekIcon(getNetwork(createNetworkRegistry(), 'mastodon').icon)).toBeUndefined();

      // Nothing is loaded for them later either: each box keeps its one server SVG.
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      const boxes = [...container.querySelectorAll('.socialmedia-icon')];
      expect(boxes.map((box) => box.querySelectorAll('svg').length)).toEqual([1, 1, 1, 1]);
      expect(boxes.map((box) => box.querySelector('svg')!.getAttribute('class'))).toEqual(iconClasses);
      expect(peekIcon(getNetwork(createNetworkRegistry(), 'mastodon').icon)).toBeUndefined();
      expect(screen.getAllByRole('link')).toHaveLength(4);
      expect(recoverable).not.toHaveBeenCalled();
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      consoleError.mockRestore();
      container.remove();
    }
  });

  it('shows another network’s icon in a hydrated box, and the first one again after that', async () => {
    await preloadNetworkIcons(['mastodon']);
    const html = renderToString(<NetworkIcon network="mastodon" />);
    clearIconCache();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    try {
      let root: ReturnType<typeof hydrateRoot> | undefined;
      await act(async () => {
        root = hydrateRoot(container, <NetworkIcon network="mastodon" />);
      });
      const icon = () => container.querySelector('svg')?.getAttribute('class') ?? '';
      expect(icon()).toContain('tabler-icon-brand-mastodon');
      // What a save of the settings does to a link already on the page.
      await act(async () => root!.render(<NetworkIcon network="github" />));
      await waitFor(() => expect(icon()).toContain('tabler-icon-brand-github'));
      await act(async () => root!.render(<NetworkIcon network="mastodon" />));
      await waitFor(() => expect(icon()).toContain('tabler-icon-brand-mastodon'));
      expect(container.querySelectorAll('svg')).toHaveLength(1);
      await act(async () => root!.unmount());
    } finally {
      container.remove();
    }
  });
});
