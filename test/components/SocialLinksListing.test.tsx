// @vitest-environment jsdom
// The listing block variation: each result's title linked, with the result's own links.
import { fireEvent, screen, within } from '@testing-library/react';
import { SocialLinksListing } from '../../src/components';
import type { ItemLinkProps } from '../../src/components';
import { facebookLink, githubLink, SITE, xLink } from './support/fixtures';
import { preloadAllIcons } from './support/icons';
import { renderWithIntl } from './support/render';

beforeEach(() => preloadAllIcons());

const items = [
  {
    '@id': `${SITE}/team/alice`,
    '@type': 'Document',
    title: 'Alice Example',
    description: 'Editor in chief',
    social_links: [xLink, githubLink],
  },
  {
    '@id': `${SITE}/team/bob`,
    '@type': 'Document',
    title: 'Bob Example',
    description: '',
    social_links: [facebookLink],
  },
  {
    '@id': `${SITE}/team/carol`,
    '@type': 'Document',
    title: 'Carol Example',
    description: 'Joining soon',
    social_links: null,
  },
];

describe('SocialLinksListing', () => {
  it('links each result’s title and shows its links below it', () => {
    renderWithIntl(<SocialLinksListing items={items} />);
    expect(screen.getByRole('heading', { name: 'Alice Example' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alice Example' })).toHaveAttribute('href', `${SITE}/team/alice`);
    expect(screen.getByText('Editor in chief')).toBeInTheDocument();
    const alice = screen.getByRole('list', { name: 'Social media links of Alice Example' });
    expect(
      within(alice)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['https://x.com/ploneorgbr', 'https://github.com/plone']);
    // A result without links still shows its title, and no empty list.
    expect(screen.getByRole('link', { name: 'Carol Example' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Social media links of Carol Example' })).toBeNull();
  });

  it('uses the site’s link component and addresses when given (Volto’s router links)', () => {
    const RouterLink = ({ href, children }: ItemLinkProps) => (
      <a href={href} data-router="yes">
        {children}
      </a>
    );
    renderWithIntl(
      <SocialLinksListing
        items={items}
        ItemLink={RouterLink}
        itemHref={(item) => String(item['@id']).replace(SITE, '')}
      />,
    );
    const bob = screen.getByRole('link', { name: 'Bob Example' });
    expect(bob).toHaveAttribute('href', '/team/bob');
    expect(bob).toHaveAttribute('data-router', 'yes');
  });

  it('does not link titles in the editor', () => {
    renderWithIntl(
      <SocialLinksListing
        items={items}
        isEditMode
        linkHref={[{ '@id': `${SITE}/team` }]}
        linkTitle="All of the team"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Alice Example' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Alice Example' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'All of the team' })).toBeNull();
    expect(screen.getByText('All of the team')).toBeInTheDocument();
    // A person's own links stay links, which a click in the editor does not follow (it selects the block).
    const profile = within(screen.getByRole('list', { name: /Alice Example/ })).getAllByRole('link')[0]!;
    expect(fireEvent.click(profile)).toBe(false);
  });

  it('shows the listing’s “more” link', () => {
    renderWithIntl(
      <SocialLinksListing items={items} linkHref={[{ '@id': `${SITE}/team` }]} linkTitle="All of the team" />,
    );
    expect(screen.getByRole('link', { name: 'All of the team' })).toHaveAttribute('href', `${SITE}/team`);
  });

  it('skips malformed results and never links an unsafe address', () => {
    const hostile = [
      null,
      'item',
      { '@id': 'javascript:alert(1)', title: 'Hostile', social_links: 'x' },
      { title: 'No id', social_links: [{ id: 'x' }] },
      items[1],
    ];
    const { container } = renderWithIntl(
      <SocialLinksListing items={hostile} linkHref={[{ '@id': 'javascript:alert(2)' }]} linkTitle="More" />,
    );
    expect(screen.getByRole('heading', { name: 'Hostile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No id' })).toBeInTheDocument();
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      `${SITE}/team/bob`,
      'https://facebook.com/PloneBr',
    ]);
    expect(container.innerHTML).not.toContain('javascript:');
  });

  it('names an untitled result’s links after the name its heading shows, never as the site’s own links', () => {
    // A type without a title field (a person's first and last names only): Volto's listing asks for every column
    // (metadata_fields=_all), so the summary carries the id, which the heading shows, as Volto's own templates do.
    const untitled = [
      { ...items[0], '@id': `${SITE}/team/alice`, title: '', id: 'alice' },
      { ...items[1], '@id': `${SITE}/team/bob`, title: '   ', id: 'bob' },
    ];
    renderWithIntl(<SocialLinksListing items={untitled} />);
    expect(screen.getByRole('heading', { name: 'alice' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Social media links of alice' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Social media links of bob' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Social media links' })).toBeNull();
  });

  it('renders an empty listing when the results are not a list', () => {
    const { container } = renderWithIntl(<SocialLinksListing items={{ items: [] }} />);
    expect(container.querySelectorAll('.listing-item')).toHaveLength(0);
  });
});
