// @vitest-environment jsdom
// A visitor following a result of the "Social links" listing inside Volto: Volto's own listing templates link their
// results through its router, so the next page is rendered in the browser, without asking the server for the whole
// page and starting the site's JavaScript again.
import { fireEvent, screen } from '@testing-library/react';
import { BrowserRouter, MemoryRouter, Route } from 'react-router-dom';
import applyConfig from '../../src';
import { SocialLinksListingTemplate } from '../../src/volto/SocialLinksListingTemplate';
import { summary, xLink } from '../contract/fixtures';
import { renderWithIntl } from '../support/intl';
import { createVoltoConfig, serveUnderSubpath } from './support/voltoConfig';

const BACKEND = 'http://backend:8080/Plone';

/** The path Volto's router shows, as a test reads it. */
function RouterPath() {
  return <Route render={({ location }: { location: { pathname: string } }) => <output>{location.pathname}</output>} />;
}

describe('following a result of the Social links listing in Volto', () => {
  it('opens the person’s page in the browser, as Volto’s own listings do, without loading the whole site again', () => {
    applyConfig(createVoltoConfig());
    renderWithIntl(
      <MemoryRouter initialEntries={['/people']}>
        <SocialLinksListingTemplate
          items={[summary({ '@id': '/team/alice', title: 'Alice Example', social_links: [xLink] })]}
          isEditMode={false}
          linkTitle="The whole team"
          linkHref={[{ '@id': `${BACKEND}/team` }]}
        />
        <RouterPath />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('/people');
    fireEvent.click(screen.getByRole('link', { name: 'Alice Example' }));
    expect(screen.getByRole('status')).toHaveTextContent('/team/alice');
    fireEvent.click(screen.getByRole('link', { name: 'The whole team' }));
    expect(screen.getByRole('status')).toHaveTextContent('/team');
  });

  it('links the site itself, when a search finds it, to the home page', () => {
    // Plone catalogs the site root too: a search for the site's name finds it, and Volto's search reducer flattens its
    // address, the backend's root, to ''.
    applyConfig(createVoltoConfig());
    renderWithIntl(
      <MemoryRouter initialEntries={['/search']}>
        <SocialLinksListingTemplate
          items={[summary({ '@id': '', '@type': 'Plone Site', title: 'Plone community', social_links: [xLink] })]}
          isEditMode={false}
        />
        <RouterPath />
      </MemoryRouter>,
    );
    const home = screen.getByRole('link', { name: 'Plone community' });
    expect(home).toHaveAttribute('href', '/');
    fireEvent.click(home);
    expect(screen.getByRole('status')).toHaveTextContent(/^\/$/);
  });

  it('stays under the path a Volto 19 site is served at (subpathPrefix), which its router writes', () => {
    const config = applyConfig(createVoltoConfig());
    serveUnderSubpath(config, BACKEND);
    window.history.replaceState(null, '', '/site/people');
    renderWithIntl(
      <BrowserRouter basename="/site">
        <SocialLinksListingTemplate
          items={[summary({ '@id': `${BACKEND}/team/alice`, title: 'Alice Example', social_links: [xLink] })]}
          isEditMode={false}
        />
        <RouterPath />
      </BrowserRouter>,
    );
    const alice = screen.getByRole('link', { name: 'Alice Example' });
    expect(alice).toHaveAttribute('href', '/site/team/alice');
    fireEvent.click(alice);
    expect(screen.getByRole('status')).toHaveTextContent('/team/alice');
    expect(window.location.pathname).toBe('/site/team/alice');
  });
});
