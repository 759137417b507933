// @vitest-environment jsdom
// The list of icon links a visitor sees: order, names, new-tab behaviour, bad and hostile data.
import { screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { SocialLinks } from '../../src/components';
import { createNetworkRegistry } from '../../src/networks';
import { preloadAllIcons } from './support/icons';
import { clearIconCache } from '../../src/networks/iconCache';
import { axeViolations } from '../support/axe';
import { link, malformedLinkLists, siteLinks, unsafeTargets, xLink } from './support/fixtures';
import { renderWithIntl, withIntl } from './support/render';

// Most tests look at links, not at loading: the icons are there from the start, as after preloading.
beforeEach(() => preloadAllIcons());

describe('SocialLinks', () => {
  it('lists the links in the stored order, in a list named for screen readers', async () => {
    renderWithIntl(<SocialLinks links={siteLinks} />);
    const list = screen.getByRole('list', { name: 'Social media links' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://x.com/ploneorgbr',
      'https://facebook.com/PloneBr',
      'https://github.com/plone',
      'https://mastodon.social/@plone',
    ]);
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await waitForIcons(4);
  });

  it('stays a list of so many links to VoiceOver in Safari, which reads a list shown without bullets as loose links', () => {
    renderWithIntl(<SocialLinks links={siteLinks} />);
    expect(screen.getByRole('list', { name: 'Social media links' })).toHaveAttribute('role', 'list');
  });

  it('names each link after its title and announces that it opens a new tab', () => {
    renderWithIntl(<SocialLinks links={siteLinks} />);
    const facebook = screen.getByRole('link', { name: 'Facebook (opens in a new tab)' });
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'me noopener');
    expect(screen.getByRole('link', { name: 'Mastodon (opens in a new tab)' })).toHaveAttribute('title', 'Mastodon');
  });

  it('falls back to the network name, then the address host, when a link has no title', () => {
    renderWithIntl(
      <SocialLinks
        links={[link('linkedin', 'https://linkedin.com/company/plone'), link('myspace', 'https://myspace.com/plone')]}
      />,
    );
    expect(screen.getByRole('link', { name: 'LinkedIn (opens in a new tab)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'myspace.com (opens in a new tab)' })).toBeInTheDocument();
  });

  it('translates the list name and the new-tab notice', () => {
    renderWithIntl(
      <SocialLinks links={[xLink]} />,
      {
        'socialmedia.links.label': 'Redes sociais',
        'socialmedia.links.opensInNewTab': '{name} (abre em uma nova aba)',
      },
      'pt-BR',
    );
    expect(screen.getByRole('list', { name: 'Redes sociais' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'X (abre em uma nova aba)' })).toBeInTheDocument();
  });

  it('opens e-mail and site-relative links in the same tab', () => {
    renderWithIntl(
      <SocialLinks
        links={[link('email', 'mailto:contact@plone.org', 'Write to us'), link('rss', '/news/RSS', 'News feed')]}
      />,
    );
    const mail = screen.getByRole('link', { name: 'Write to us' });
    expect(mail).toHaveAttribute('href', 'mailto:contact@plone.org');
    expect(mail).not.toHaveAttribute('target');
    expect(mail).toHaveAttribute('rel', 'me');
    const feed = screen.getByRole('link', { name: 'News feed' });
    expect(feed).toHaveAttribute('href', '/news/RSS');
    expect(feed).not.toHaveAttribute('target');
  });

  it('opens a web address stored with its scheme in capitals in a new tab, as the profile it is', () => {
    // `HTTPS://` is the same web address to a browser (an address pasted from a document that capitalised it).
    renderWithIntl(<SocialLinks links={[link('github', 'HTTPS://github.com/plone', 'GitHub')]} />);
    const github = screen.getByRole('link', { name: 'GitHub (opens in a new tab)' });
    expect(github).toHaveAttribute('target', '_blank');
    expect(github).toHaveAttribute('rel', 'me noopener');
  });

  it('hides the icons from screen readers and shows the network icon once it has loaded', async () => {
    clearIconCache();
    const { container } = renderWithIntl(
      <SocialLinks links={[xLink, link('myspace', 'https://myspace.com/p', 'Old')]} />,
    );
    const boxes = container.querySelectorAll('.socialmedia-icon');
    expect(boxes).toHaveLength(2);
    for (const box of boxes) expect(box).toHaveAttribute('aria-hidden', 'true');
    await waitForIcons(2);
    expect(container.querySelector('.socialmedia-icon-x svg.tabler-icon-brand-x')).not.toBeNull();
    // An unknown network gets the generic link icon.
    expect(container.querySelector('.socialmedia-icon-link svg.tabler-icon-link')).not.toBeNull();
  });

  it('keeps the icon box at its size while the icon loads, so nothing moves', async () => {
    clearIconCache();
    const { container } = renderWithIntl(<SocialLinks links={[xLink]} size={32} />);
    const box = container.querySelector<HTMLElement>('.socialmedia-icon')!;
    expect(box.querySelector('svg')).toBeNull();
    expect(box.style.width).toBe('32px');
    expect(box.style.height).toBe('32px');
    await waitForIcons(1);
    expect(box.style.width).toBe('32px');
    expect(box.querySelector('svg')).toHaveAttribute('width', '32');
  });

  it('uses a site’s own icon for a network', async () => {
    const networks = createNetworkRegistry({ x: { icon: async () => () => <svg data-testid="own-x" /> } });
    renderWithIntl(<SocialLinks links={[xLink]} networks={networks} />);
    expect(await screen.findByTestId('own-x')).toBeInTheDocument();
  });

  it.each(malformedLinkLists)('renders nothing, without crashing, when the links are %s', (_, links) => {
    const { container } = renderWithIntl(<SocialLinks links={links} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('skips the items without a usable target and keeps the others in order', () => {
    const [, items] = malformedLinkLists.at(-1)!;
    renderWithIntl(<SocialLinks links={[xLink, ...(items as unknown[]), siteLinks[2]]} />);
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      'https://x.com/ploneorgbr',
      'https://github.com/plone',
    ]);
  });

  it('never turns an unsafe address into a link', () => {
    const hostile = unsafeTargets.map((url, index) => link(index % 2 ? 'x' : 'javascript', url, `Link ${index}`));
    const { container } = renderWithIntl(<SocialLinks links={[...hostile, xLink]} />);
    const anchors = [...container.querySelectorAll('a')];
    expect(anchors.map((a) => a.getAttribute('href'))).toEqual(['https://x.com/ploneorgbr']);
    expect(container.innerHTML).not.toMatch(/javascript:|data:|vbscript:|<script/i);
  });

  it('passes the axe accessibility checks', async () => {
    const { container } = renderWithIntl(
      <SocialLinks
        links={[...siteLinks, link('email', 'mailto:contact@plone.org'), link('unknown', 'https://example.org')]}
      />,
    );
    await waitForIcons(6);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('puts the icons in the server-rendered HTML once they are preloaded', async () => {
    const { preloadNetworkIcons } = await import('../../src/components');
    clearIconCache();
    const before = renderToString(withIntl(<SocialLinks links={siteLinks} />));
    expect(before).toContain('href="https://x.com/ploneorgbr"');
    expect(before).not.toContain('<svg');
    await preloadNetworkIcons(siteLinks.map((item) => item.id));
    const after = renderToString(withIntl(<SocialLinks links={siteLinks} />));
    expect(after.match(/<svg/g)).toHaveLength(4);
    expect(after).toContain('tabler-icon-brand-mastodon');
    expect(after).toContain('aria-label="Social media links"');
  });
});

async function waitForIcons(count: number) {
  await waitFor(() => expect(document.querySelectorAll('.socialmedia-icon svg')).toHaveLength(count));
}
