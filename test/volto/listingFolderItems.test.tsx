// @vitest-environment jsdom
// The "Social links" listing of a page's own children: a listing block without criteria shows the page's `items`,
// which Volto keeps as the content GET served them (their `@id` at the backend's address, only a `url` added), not
// flattened as a search's results are. A visitor following a title must stay on the site.
import { screen } from '@testing-library/react';
import applyConfig from '../../src';
import { SocialLinksListingTemplate } from '../../src/volto/SocialLinksListingTemplate';
import { documentResponse, summary, xLink } from '../contract/fixtures';
import { renderWithIntl } from '../support/intl';
import { createVoltoConfig, serveUnderSubpath } from './support/voltoConfig';

const BACKEND = 'http://backend:8080/Plone';

/** A folderish page's `items` as Volto's content reducer keeps them: the served summaries, plus a flattened `url`. */
function folderItems(backend: string) {
  const page = documentResponse({
    '@id': `${backend}/team`,
    is_folderish: true,
    items: [
      summary({ '@id': `${backend}/team/alice`, title: 'Alice Example', social_links: [xLink] }),
      summary({ '@id': `${backend}/team/bob`, title: 'Bob Example', social_links: null }),
    ],
  });
  return (page.items as Array<Record<string, unknown>>).map((item) => ({
    ...item,
    url: String(item['@id']).replace(backend, ''),
  }));
}

describe('the Social links listing of a page’s children', () => {
  it('links each child at the site’s own address, never at the backend server-side rendering reached', () => {
    const config = applyConfig(createVoltoConfig());
    config.settings.internalApiPath = BACKEND;
    renderWithIntl(
      <SocialLinksListingTemplate
        items={folderItems(BACKEND)}
        isEditMode={false}
        linkTitle="The whole team"
        linkHref={[{ '@id': `${BACKEND}/team` }]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Alice Example' })).toHaveAttribute('href', '/team/alice');
    expect(screen.getByRole('link', { name: 'Bob Example' })).toHaveAttribute('href', '/team/bob');
    expect(screen.getByRole('link', { name: 'The whole team' })).toHaveAttribute('href', '/team');
  });

  it('links them at the site’s own address when the browser loaded the page from the public API path', () => {
    const config = applyConfig(createVoltoConfig());
    renderWithIntl(
      <SocialLinksListingTemplate items={folderItems(config.settings.apiPath as string)} isEditMode={false} />,
    );
    expect(screen.getByRole('link', { name: 'Alice Example' })).toHaveAttribute('href', '/team/alice');
  });

  it('links the results under the path a Volto 19 site is served at (subpathPrefix), as Volto’s own listings', () => {
    // RAZZLE_SUBPATH_PREFIX=/site: Volto's router has the basename /site, its public and (seamless) API paths end in
    // it, and its reducers flatten a search's results to /team/alice, which its links write as /site/team/alice.
    const config = applyConfig(createVoltoConfig());
    serveUnderSubpath(config, BACKEND);
    renderWithIntl(
      <SocialLinksListingTemplate
        items={[summary({ '@id': '/team/alice', title: 'Alice Example' }), ...folderItems(BACKEND).slice(1)]}
        isEditMode={false}
        linkTitle="The whole team"
        linkHref={[{ '@id': 'http://localhost:3000/site/team' }]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Alice Example' })).toHaveAttribute('href', '/site/team/alice');
    expect(screen.getByRole('link', { name: 'Bob Example' })).toHaveAttribute('href', '/site/team/bob');
    expect(screen.getByRole('link', { name: 'The whole team' })).toHaveAttribute('href', '/site/team');
  });

  it('leaves the addresses of a search’s results as Volto made them', () => {
    applyConfig(createVoltoConfig());
    renderWithIntl(
      <SocialLinksListingTemplate
        items={[summary({ '@id': '/team/alice', title: 'Alice Example' })]}
        isEditMode={false}
        linkHref={[{ '@id': 'https://www.plone.org/community' }]}
        linkTitle="Plone’s community"
      />,
    );
    expect(screen.getByRole('link', { name: 'Alice Example' })).toHaveAttribute('href', '/team/alice');
    expect(screen.getByRole('link', { name: 'Plone’s community' })).toHaveAttribute(
      'href',
      'https://www.plone.org/community',
    );
  });
});
