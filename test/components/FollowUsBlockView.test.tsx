// @vitest-environment jsdom
// The Follow Us block: headline, the site's links, optionally only some networks in the editor's order.
import { render, screen } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { FollowUsBlockView, followUsBlockSchema } from '../../src/components';
import { createNetworkRegistry } from '../../src/networks';
import {
  facebookLink,
  githubLink,
  link,
  mastodonLink,
  referenceFollowUsBlock,
  siteLinks,
  xLink,
} from './support/fixtures';
import { preloadAllIcons } from './support/icons';
import { createStoreWithSiteLinks, renderWithIntl, withStore } from './support/render';

beforeEach(() => preloadAllIcons());

function hrefs(): Array<string | null> {
  return screen.queryAllByRole('link').map((a) => a.getAttribute('href'));
}

describe('FollowUsBlockView', () => {
  it('shows the headline and all of the site’s links from the store, in stored order', () => {
    const store = createStoreWithSiteLinks(siteLinks);
    render(withStore(store, <FollowUsBlockView data={{ '@type': 'followUs', headline: 'Follow us' }} />));
    expect(screen.getByRole('heading', { level: 2, name: 'Follow us' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Follow us' })).toBeInTheDocument();
    expect(hrefs()).toEqual(siteLinks.map((l) => l.href[0]!['@id']));
  });

  it('shows only the chosen networks, in the order the editor chose', () => {
    const second = link('x', 'https://x.com/second', 'X again');
    renderWithIntl(
      <FollowUsBlockView
        data={{ networks: ['mastodon', 'x', 'tiktok', 'x'] }}
        links={[xLink, facebookLink, mastodonLink, second]}
      />,
    );
    expect(hrefs()).toEqual(['https://mastodon.social/@plone', 'https://x.com/ploneorgbr', 'https://x.com/second']);
  });

  it('accepts networks stored as select options', () => {
    renderWithIntl(<FollowUsBlockView data={{ networks: [{ value: 'github' }] as never }} links={siteLinks} />);
    expect(hrefs()).toEqual(['https://github.com/plone']);
  });

  it('disappears for visitors when there is nothing to show, and tells editors why', () => {
    const { container, unmount } = renderWithIntl(
      <FollowUsBlockView data={{ headline: 'Follow us', networks: ['tiktok'] }} links={siteLinks} />,
    );
    expect(container).toBeEmptyDOMElement();
    unmount();
    // The site has no link at all (a site whose links are of other networks than the block's: the test below).
    renderWithIntl(<FollowUsBlockView data={{ headline: 'Follow us', networks: ['tiktok'] }} links={[]} isEditMode />);
    expect(screen.getByText('This site has no social media links to show yet.')).toBeInTheDocument();
  });

  it('tells an editor that none of the networks chosen for the block has a link, where the site has others', () => {
    renderWithIntl(
      <FollowUsBlockView
        data={{ headline: 'Follow us', networks: ['tiktok', 'bluesky'] }}
        links={siteLinks}
        isEditMode
      />,
    );
    expect(screen.getByText('None of the networks chosen for this block has a link on this site.')).toBeInTheDocument();
    expect(screen.queryByText('This site has no social media links to show yet.')).toBeNull();
  });

  it('animates its icons on hover only when the block asks for it', () => {
    const animated = (data: Record<string, unknown>) => {
      const { unmount } = renderWithIntl(<FollowUsBlockView data={data} links={siteLinks} />);
      const list = screen.getByRole('list');
      const result = list.classList.contains('socialmedia-links-animate');
      expect(list).toHaveClass('socialmedia-links');
      unmount();
      return result;
    };
    expect(animated({ '@type': 'followUs', animate: true })).toBe(true);
    for (const animate of [undefined, false, 'true', 1]) expect(animated({ '@type': 'followUs', animate })).toBe(false);
  });

  it('sets its headline and icons where the editor aligned it', () => {
    const classes = (data: Record<string, unknown>) => {
      const { container, unmount } = renderWithIntl(<FollowUsBlockView data={data} links={siteLinks} />);
      const result = [...container.firstElementChild!.classList].filter((name) => /-(left|center|right)$/.test(name));
      unmount();
      return result;
    };
    expect(classes({ styles: { align: 'center' } })).toEqual(['socialmedia-follow-us-center']);
    expect(classes({ styles: { align: 'right' } })).toEqual(['socialmedia-follow-us-right']);
    for (const styles of [
      undefined,
      null,
      'center',
      { align: 'left' },
      { align: 'middle' },
      { 'align:noprefix': 'right' },
    ])
      expect(classes({ styles })).toEqual([]);
  });

  it('survives malformed block data and links', () => {
    for (const data of [null, undefined, { headline: 7, networks: 'x' }, { networks: [null, 3, ''] }]) {
      const { unmount } = renderWithIntl(<FollowUsBlockView data={data as never} links={[githubLink, 'junk', null]} />);
      expect(hrefs()).toEqual(['https://github.com/plone']);
      unmount();
    }
  });
});

describe('a Follow Us block stored by @plonegovbr/volto-social-media', () => {
  const stored = referenceFollowUsBlock(' Find us online ', ['mastodon', 'x', 'tiktok'], { animate: true });

  it('shows its title as the headline and only its networks, in its order', () => {
    renderWithIntl(<FollowUsBlockView data={stored} links={siteLinks} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Find us online' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Find us online' })).toBeInTheDocument();
    expect(hrefs()).toEqual(['https://mastodon.social/@plone', 'https://x.com/ploneorgbr']);
  });

  it('shows all of the site’s links when it singles out no network, as that add-on does', () => {
    renderWithIntl(<FollowUsBlockView data={{ '@type': 'followUsBlock', allowedNetworks: [] }} links={siteLinks} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(hrefs()).toEqual(siteLinks.map((l) => l.href[0]!['@id']));
  });

  it('animates its icons unless it says not to, as that add-on does', () => {
    const animated = (data: Record<string, unknown>) => {
      const { unmount } = renderWithIntl(<FollowUsBlockView data={data} links={siteLinks} />);
      const result = screen.getByRole('list').classList.contains('socialmedia-links-animate');
      unmount();
      return result;
    };
    expect(animated(stored)).toBe(true);
    expect(animated({ '@type': 'followUsBlock', title: 'No key' })).toBe(true);
    expect(animated({ ...stored, animate: false })).toBe(false);
  });

  it('keeps its alignment, which that add-on stores under `align:noprefix`', () => {
    const { container } = renderWithIntl(
      <FollowUsBlockView data={{ ...stored, styles: { 'align:noprefix': 'right' } }} links={siteLinks} />,
    );
    expect(container.firstElementChild).toHaveClass('socialmedia-follow-us', 'socialmedia-follow-us-right');
  });

  it('keeps the alignment an editor picked with Volto’s alignment buttons, which store it as a CSS property', () => {
    const aligned = (align: string) => {
      const styles = { 'align:noprefix': { '--block-alignment': `var(--align-${align})` } };
      const { container, unmount } = renderWithIntl(
        <FollowUsBlockView data={{ ...stored, styles }} links={siteLinks} />,
      );
      const result = [...container.firstElementChild!.classList];
      unmount();
      return result;
    };
    expect(aligned('center')).toContain('socialmedia-follow-us-center');
    expect(aligned('right')).toContain('socialmedia-follow-us-right');
    expect(aligned('left').filter((name) => /-(center|right)$/.test(name))).toEqual([]);
  });

  it('reads the other shape only under that block type', () => {
    renderWithIntl(
      <FollowUsBlockView
        data={{ '@type': 'followUs', title: 'Not ours', allowedNetworks: [{ id: 'x' }] }}
        links={siteLinks}
      />,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(hrefs()).toHaveLength(siteLinks.length);
  });

  it('survives malformed rows and titles', () => {
    const data = {
      '@type': 'followUsBlock',
      title: 7,
      allowedNetworks: [null, 'github', { id: 3 }, { id: ' github ' }],
    };
    renderWithIntl(<FollowUsBlockView data={data} links={siteLinks} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(hrefs()).toEqual(['https://github.com/plone']);
  });
});

describe('followUsBlockSchema', () => {
  const intl = createIntl({ locale: 'en', messages: {} });

  it('offers a headline, an ordered multi-select of the registered networks and a checkbox for the animation', () => {
    const schema = followUsBlockSchema({ intl });
    expect(schema.fieldsets[0]!.fields).toEqual(['headline', 'networks', 'animate']);
    expect(schema.properties.animate).toMatchObject({ title: 'Animate the icons', type: 'boolean', default: false });
    expect(schema.properties.animate.description).toMatch(/less motion/);
    // The alignment where Volto's core blocks keep theirs, with Volto's alignment buttons.
    expect(schema.fieldsets.map((fieldset) => fieldset.id)).toEqual(['default', 'styling']);
    expect(schema.fieldsets[1]).toMatchObject({ title: 'Styling', fields: ['styles'] });
    expect(schema.properties.styles.widget).toBe('object');
    expect(schema.properties.styles.schema.properties.align).toMatchObject({
      title: 'Alignment',
      widget: 'align',
      actions: ['left', 'center', 'right'],
      choices: [
        ['left', 'Left'],
        ['center', 'Center'],
        ['right', 'Right'],
      ],
      default: 'left',
    });
    expect(schema.properties.headline.title).toBe('Headline');
    const networks = schema.properties.networks;
    expect(networks.type).toBe('array');
    expect(networks.widget).toBe('array');
    expect(networks.choices).toContainEqual(['x', 'X']);
    expect(networks.choices).toContainEqual(['website', 'Website']);
    expect(networks.choices[0]).toEqual(['bluesky', 'Bluesky']);
  });

  it('lists a site’s own networks and leaves out removed ones, with translated labels', () => {
    const portuguese = createIntl({
      locale: 'pt-BR',
      messages: { 'socialmedia.followUs.headline': 'Título', 'socialmedia.networks.email': 'E-mail' },
      // The other labels fall back to English on purpose; no need to warn about it.
      onError: () => {},
    });
    const networks = createNetworkRegistry({ xing: null, vimeo: { title: 'Vimeo' } });
    const schema = followUsBlockSchema({ intl: portuguese, networks });
    const ids = schema.properties.networks.choices.map(([id]) => id);
    expect(ids).not.toContain('xing');
    expect(ids.at(-1)).toBe('vimeo');
    expect(schema.properties.networks.choices).toContainEqual(['email', 'E-mail']);
    expect(schema.properties.headline.title).toBe('Título');
  });
});
