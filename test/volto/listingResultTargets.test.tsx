// @vitest-environment jsdom
// A visitor following a Link, a File or a page found by the "Social links" listing or a Search block: Volto's own
// listing templates (UniversalLink) send an anonymous visitor straight to a Link's target and to a File's download,
// open another site in a new tab, and send an editor (logged in) to the object's page, to edit it.
import { configureStore } from '@reduxjs/toolkit';
import { fireEvent, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route } from 'react-router-dom';
import applyConfig from '../../src';
import { SocialLinksListingTemplate } from '../../src/volto/SocialLinksListingTemplate';
import { summary, xLink } from '../contract/fixtures';
import { renderWithIntl } from '../support/intl';
import { createVoltoConfig } from './support/voltoConfig';

const BACKEND = 'http://localhost:8080/Plone';

/** A Link found by the catalog, as plone.volto 6's summary serves it: its target in `getRemoteUrl`. */
const plonePage = summary({
  '@id': `${BACKEND}/links/plone-org`,
  '@type': 'Link',
  type_title: 'Link',
  title: 'Plone.org',
  description: 'The Plone community',
  getRemoteUrl: 'https://plone.org/',
  social_links: null,
});

/** A File found by the catalog. */
const annualReport = summary({
  '@id': `${BACKEND}/files/annual-report.pdf`,
  '@type': 'File',
  type_title: 'File',
  title: 'Annual report',
  getObjSize: '1.2 MB',
  mime_type: 'application/pdf',
  getRemoteUrl: null,
  social_links: null,
});

/** A page with links, found by the catalog. */
const alice = summary({
  '@id': `${BACKEND}/team/alice`,
  title: 'Alice Example',
  getRemoteUrl: null,
  social_links: [xLink],
});

function RouterPath() {
  return <Route render={({ location }: { location: { pathname: string } }) => <output>{location.pathname}</output>} />;
}

/** The listing on a Volto page, for a visitor (`token` null) or a logged-in editor. */
function renderListing(token: string | null, props: Record<string, unknown> = {}) {
  applyConfig(createVoltoConfig());
  const store = configureStore({ reducer: { userSession: () => ({ token }) } });
  return renderWithIntl(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/search']}>
        <SocialLinksListingTemplate items={[plonePage, annualReport, alice]} isEditMode={false} {...props} />
        <RouterPath />
      </MemoryRouter>
    </Provider>,
  );
}

describe('following a Link or a File in the Social links listing', () => {
  it('takes a visitor clicking a Link straight to its target', () => {
    renderListing(null);
    expect(screen.getByRole('link', { name: 'Plone.org' })).toHaveAttribute('href', 'https://plone.org/');
  });

  it('takes a visitor clicking a File straight to its download', () => {
    renderListing(null);
    const file = screen.getByRole('link', { name: 'Annual report' });
    expect(file).toHaveAttribute('href', '/files/annual-report.pdf/@@download/file');
    expect(file).toHaveAttribute('download');
    // The browser's own navigation (jsdom has none) comes after every listener, the router's included.
    const stopBrowser = (event: Event) => event.preventDefault();
    document.addEventListener('click', stopBrowser);
    fireEvent.click(file);
    document.removeEventListener('click', stopBrowser);
    // A download is the browser's to fetch: Volto's router must not render it as a page.
    expect(screen.getByRole('status')).toHaveTextContent('/search');
  });

  it('takes a logged-in editor to the Link’s and the File’s own pages, where they edit them', () => {
    renderListing('editor-token');
    const link = screen.getByRole('link', { name: 'Plone.org' });
    expect(link).toHaveAttribute('href', '/links/plone-org');
    expect(link).not.toHaveAttribute('target');
    const file = screen.getByRole('link', { name: 'Annual report' });
    expect(file).toHaveAttribute('href', '/files/annual-report.pdf');
    expect(file).not.toHaveAttribute('download');
    fireEvent.click(file);
    expect(screen.getByRole('status')).toHaveTextContent('/files/annual-report.pdf');
  });

  it('still opens a page with links in the browser, for a visitor and an editor alike', () => {
    renderListing(null);
    fireEvent.click(screen.getByRole('link', { name: 'Alice Example' }));
    expect(screen.getByRole('status')).toHaveTextContent('/team/alice');
  });

  it('never makes a Link’s javascript: target a link: the visitor opens the Link’s page instead', () => {
    const trap = { ...plonePage, title: 'Trap', getRemoteUrl: 'javascript:alert(document.cookie)' };
    renderListing(null, { items: [trap] });
    expect(screen.getByRole('link', { name: 'Trap' })).toHaveAttribute('href', '/links/plone-org');
  });

  it('downloads a File under the path a Volto 19 site is served at (subpathPrefix)', () => {
    const config = applyConfig(createVoltoConfig({ major: 19 }));
    Object.assign(config.settings, { subpathPrefix: '/site', publicURL: 'http://localhost:3000/site' });
    const store = configureStore({ reducer: { userSession: () => ({ token: null }) } });
    renderWithIntl(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/search']}>
          <SocialLinksListingTemplate items={[annualReport]} isEditMode={false} />
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.getByRole('link', { name: 'Annual report' })).toHaveAttribute(
      'href',
      '/site/files/annual-report.pdf/@@download/file',
    );
  });

  it('opens a Link’s target on another site in a new tab, as Volto opens other sites', () => {
    renderListing(null);
    const link = screen.getByRole('link', { name: 'Plone.org' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
  it('opens the listing’s “more” link to another site in a new tab, as Volto’s listings do', () => {
    renderListing(null, { linkTitle: 'More on plone.org', linkHref: [{ '@id': 'https://plone.org/news' }] });
    const more = screen.getByRole('link', { name: 'More on plone.org' });
    expect(more).toHaveAttribute('href', 'https://plone.org/news');
    expect(more).toHaveAttribute('target', '_blank');
    expect(more).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps a Link to an e-mail address in the same tab, as Volto does', () => {
    const mail = { ...plonePage, title: 'Write to us', getRemoteUrl: 'mailto:team@example.org' };
    renderListing(null, { items: [mail] });
    const link = screen.getByRole('link', { name: 'Write to us' });
    expect(link).toHaveAttribute('href', 'mailto:team@example.org');
    expect(link).not.toHaveAttribute('target');
  });

  it('opens the listing’s “more” link to a File at the File’s page, as Volto’s listings do', () => {
    // The object browser stores the chosen object's summary; Volto's template follows its address only.
    renderListing(null, {
      linkTitle: 'All reports',
      linkHref: [{ '@id': annualReport['@id'], '@type': 'File', title: 'Annual report' }],
    });
    expect(screen.getByRole('link', { name: 'All reports' })).toHaveAttribute('href', '/files/annual-report.pdf');
  });
});
