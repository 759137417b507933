// @vitest-environment jsdom
// A person's link to one of the site's own pages (her profile page, the team's RSS feed) in the "Social links"
// listing. plone.restapi stores such an address by the page's UID, relative to the object that holds it
// (`../resolveuid/<uid>`, one `../` per level below the site root), and a catalog summary carries it as stored
// (test/scenarios/internalLinks.test.ts). The site root's `resolveuid` view redirects to the page's current address,
// and Volto follows that redirect to the page, so the link reaches the page from the listing too.
import { screen, within } from '@testing-library/react';
import applyConfig from '../../src';
import { SocialLinksListingTemplate } from '../../src/volto/SocialLinksListingTemplate';
import { summary, xLink } from '../contract/fixtures';
import { renderWithIntl } from '../support/intl';
import { createVoltoConfig, serveUnderSubpath } from './support/voltoConfig';

const UID = '6b1e3a1c0f2d4e5f8a9b0c1d2e3f4a5b';

/** A link item to `address`, as the widget writes one and the catalog keeps it. */
function siteLink(title: string, address: string) {
  return { '@id': `link-${title}`, id: 'website', title, href: [{ '@id': address, title }] };
}

/** Alice, two levels below the site root, as Volto's search reducer keeps her summary (its `@id` flattened). */
function alice(links: unknown[]) {
  return summary({ '@id': '/team/alice', title: 'Alice Example', social_links: links as never });
}

/** Renders the listing of Alice with `links`, and returns queries within the list of her links. */
function renderAliceLinks(links: unknown[]) {
  renderWithIntl(<SocialLinksListingTemplate items={[alice(links)]} isEditMode={false} />);
  return within(screen.getByRole('list', { name: /Alice Example/ }));
}

describe('a link to a page of the site in the Social links listing', () => {
  it('links the page through the site’s resolveuid address, which Volto follows to the page', () => {
    applyConfig(createVoltoConfig());
    const links = renderAliceLinks([
      xLink,
      siteLink('Profile page', `../../resolveuid/${UID}`),
      siteLink('Latest news', `../../resolveuid/${UID}#latest`),
    ]);
    expect(links.getByRole('link', { name: 'Profile page' })).toHaveAttribute('href', `/resolveuid/${UID}`);
    expect(links.getByRole('link', { name: 'Latest news' })).toHaveAttribute('href', `/resolveuid/${UID}#latest`);
    // A page of the site opens in the same tab, as the site's own links do.
    expect(links.getByRole('link', { name: 'Profile page' })).not.toHaveAttribute('target');
    expect(links.getAllByRole('link')).toHaveLength(3);
  });

  it('links it from the site root’s own summary, which stores the reference without any ../', () => {
    applyConfig(createVoltoConfig());
    renderWithIntl(
      <SocialLinksListingTemplate
        items={[summary({ '@id': '', title: 'Plone site', social_links: [siteLink('News', `resolveuid/${UID}`)] })]}
        isEditMode={false}
      />,
    );
    expect(
      within(screen.getByRole('list', { name: /Plone site/ })).getByRole('link', { name: 'News' }),
    ).toHaveAttribute('href', `/resolveuid/${UID}`);
  });

  it('links it under the path a Volto 19 site is served at (subpathPrefix)', () => {
    const config = applyConfig(createVoltoConfig());
    serveUnderSubpath(config);
    const links = renderAliceLinks([siteLink('Profile page', `../../resolveuid/${UID}`)]);
    expect(links.getByRole('link', { name: 'Profile page' })).toHaveAttribute('href', `/site/resolveuid/${UID}`);
  });

  it('still shows no link whose address is unsafe or only looks like a UID reference', () => {
    applyConfig(createVoltoConfig());
    const links = renderAliceLinks([
      xLink,
      siteLink('Script', `javascript:../resolveuid/${UID}`),
      siteLink('Spaces', `../resolveuid/${UID} onclick`),
      siteLink('Backslash', `../resolveuid/${UID}\\..\\x`),
      siteLink('Empty', '../resolveuid/'),
      siteLink('Other folder', `../other/resolveuid/${UID}`),
    ]);
    expect(links.getAllByRole('link')).toHaveLength(1);
  });
});
