// @vitest-environment jsdom
// Components speak the site's language with the catalogues shipped in locales/ (read through the same loader the
// tests and the demo use), brand names stay as they are, and a failed load reads in that language too.
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SocialLinks } from '../../src/components';
import { SocialMediaControlPanel } from '../../src/editing';
import { DOMAINS } from '../../scripts/i18n/catalogueDomains';
import { poPath, readCatalogue } from '../../scripts/i18n/catalogues';
import { siteLinks } from '../components/support/fixtures';
import { useMockBackend } from '../support/mockBackend';
import { renderWithIntl } from '../support/intl';

const backend = useMockBackend();
const localesDir = join(__dirname, '..', '..', 'locales');

/** A translation as a .po file in locales/ (the visitors' or the editors') holds it. */
function shipped(language: string, id: string): string {
  const translation = DOMAINS.map((domain) => readCatalogue(poPath(localesDir, language, domain)).get(id)?.translation)
    .filter(Boolean)
    .at(0);
  if (!translation) throw new Error(`locales/${language} has no translation for ${id}`);
  return translation;
}

function alertSaying(pattern: RegExp): Promise<Element> {
  return waitFor(
    () => {
      const alert = Array.from(document.querySelectorAll('[role="alert"]')).find((el) => pattern.test(el.textContent ?? ''));
      if (!alert) throw new Error(`No alert says ${pattern}`);
      return alert;
    },
    { timeout: 5000 },
  );
}

describe('translated components', () => {
  it('a German visitor hears the social links list and its new-tab links in German, with brand names untouched', () => {
    renderWithIntl(<SocialLinks links={siteLinks} />, { locale: 'de' });
    const list = screen.getByRole('list', { name: 'Social-Media-Links' });
    expect(list).toHaveAttribute('aria-label', shipped('de', 'socialmedia.links.label'));
    expect(within(list).getByRole('link', { name: 'Facebook (öffnet in einem neuen Tab)' })).toHaveAttribute('title', 'Facebook');
    expect(within(list).getByRole('link', { name: 'GitHub (öffnet in einem neuen Tab)' })).toBeInTheDocument();
  });

  it('a generic network without a title is named with the translated word, not the English one', () => {
    const mail = { '@id': 'm1', id: 'email', title: '', href: [{ '@id': 'mailto:info@example.org', title: '' }] };
    renderWithIntl(<SocialLinks links={[mail]} />, { locale: 'pt_BR' });
    expect(screen.getByRole('link', { name: 'E-mail' })).toHaveAttribute('href', 'mailto:info@example.org');
    renderWithIntl(<SocialLinks links={[mail]} />, { locale: 'es' });
    expect(screen.getByRole('link', { name: 'Correo electrónico' })).toBeInTheDocument();
  });

  it('a Japanese editor gets the control panel in Japanese, with the terms Volto itself uses', async () => {
    renderWithIntl(<SocialMediaControlPanel client={backend.admin} />, { locale: 'ja' });
    expect(await screen.findByText('ソーシャルデータを共有', { selector: 'label' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(shipped('ja', 'socialmedia.controlpanel.title'));
    expect(screen.getByText('保存', { selector: 'button' })).toBeInTheDocument();
    expect(screen.getByText('Facebook アプリ ID', { selector: 'label' })).toBeInTheDocument();
    // The link rows: translated labels around the brand names the site stored.
    expect(screen.getByText(/^リンク 1\/\d+: X$/, { selector: 'legend' })).toBeInTheDocument();
  });

  it('when the site cannot be reached, the panel says so in the editor’s language instead of the browser’s English error', async () => {
    backend.server.use(http.get(backend.baseUrl, () => HttpResponse.error()));
    renderWithIntl(<SocialMediaControlPanel client={backend.admin} />, { locale: 'fr' });
    const alert = await alertSaying(/injoignable/);
    expect(alert).toHaveTextContent(shipped('fr', 'socialmedia.controlpanel.loadFailedNetwork'));
    expect(alert).not.toHaveTextContent(/failed|fetch/i);
    expect(within(alert as HTMLElement).getByText('Réessayer', { selector: 'button' })).toBeInTheDocument();
  });

  it('when the site answers a load with a server error, the panel gives the status in the editor’s language', async () => {
    backend.server.use(
      http.get(backend.baseUrl, () => HttpResponse.json({ message: 'ZODB conflict', type: 'ConflictError' }, { status: 503 })),
    );
    renderWithIntl(<SocialMediaControlPanel client={backend.admin} />, { locale: 'nl' });
    const alert = await alertSaying(/fout 503/);
    expect(alert).toHaveTextContent('De site had een probleem en kon de instellingen voor sociale media niet laden (fout 503).');
  });
});
