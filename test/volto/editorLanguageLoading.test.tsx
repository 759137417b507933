// An editor who works in German or Japanese opens the links widget for the first time after the page loaded: its
// code comes in a chunk, then the editors' messages of her language in another. Between the two, her widget's place
// stays the editor's loading place (no blank flash, no jump), and a catalogue that cannot load is said in her
// language, from the catalogue every Volto page carries, with a button that tries again: never an English widget in
// a German form without a word.
import './support/jsdomGlobals';
import './support/voltoEditorMocks';
import { join } from 'node:path';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { loadMessages } from '../../scripts/i18n/catalogues';
import { EDITOR_DOMAIN, VISITOR_DOMAIN } from '../../scripts/i18n/catalogueDomains';
import { SocialLinksEditWidget } from '../../src';
import { IntlProvider } from '../support/intl';

const localesDir = join(__dirname, '..', '..', 'locales');

/** Each language's editors' catalogue as its chunk serves it, arriving (or failing) when the case says so. */
const catalogues = vi.hoisted(() => {
  const requested: string[] = [];
  const pending = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  return { requested, pending };
});
vi.mock('../../src/editing/locales/editorCatalogues', async () => {
  const { loadMessages: load } = await import('../../scripts/i18n/catalogues');
  const { EDITOR_DOMAIN: domain } = await import('../../scripts/i18n/catalogueDomains');
  const chunk = (language: string) => () => {
    catalogues.requested.push(language);
    return new Promise<{ default: Record<string, string> }>((resolve, reject) => {
      catalogues.pending.set(language, {
        resolve: () => resolve({ default: load(localesDir, language, [domain]) }),
        reject,
      });
    });
  };
  return { editorCatalogues: { de: chunk('de'), ja: chunk('ja') } };
});

/** What a Volto page in `language` carries of the add-on's messages: its visitors' catalogue only. */
const pageMessages = (language: string) => loadMessages(localesDir, language, [VISITOR_DOMAIN]);
const editorMessages = (language: string) => loadMessages(localesDir, language, [EDITOR_DOMAIN]);

function renderWidget(language: string) {
  return render(
    <IntlProvider locale={language} defaultLocale="en" messages={pageMessages(language)}>
      <form>
        <SocialLinksEditWidget id="social_links" title="Profiles" value={[]} onChange={() => {}} />
      </form>
    </IntlProvider>,
  );
}

const loadingPlace = () => document.querySelector('form > .socialmedia-editor-loading[aria-busy="true"]');

describe('the links widget of an editor in another language than English', () => {
  it('keeps the editor’s loading place, never a blank, until her language’s messages are there', async () => {
    renderWidget('de');
    expect(loadingPlace()).not.toBeNull();
    // The widget's code is there: it asks for the German messages.
    await waitFor(() => expect(catalogues.requested).toContain('de'), { timeout: 10_000 });
    expect(loadingPlace()).not.toBeNull();
    expect(screen.queryByRole('button')).toBeNull();

    catalogues.pending.get('de')!.resolve();
    expect(
      await screen.findByRole('button', { name: editorMessages('de')['socialmedia.widget.addLink'] }),
    ).toBeVisible();
    expect(loadingPlace()).toBeNull();
  });

  it('says in her language that her messages could not load, and a try gets her the widget in her language', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWidget('ja');
    await waitFor(() => expect(catalogues.requested).toContain('ja'), { timeout: 10_000 });
    catalogues.pending.get('ja')!.reject(new Error('ChunkLoadError: Loading chunk 731 failed.'));

    const tryAgain = await screen.findByRole('button', { name: pageMessages('ja')['socialmedia-editor-error'] });
    expect(tryAgain).toHaveAttribute('type', 'button');
    // Spoken by a screen reader as it appears, as the failed editor chunk's button is: she was typing elsewhere.
    expect(screen.getByRole('alert')).toContainElement(tryAgain);
    expect(screen.queryByRole('button', { name: 'Add link' })).toBeNull();
    expect(screen.queryByText('Profiles')).toBeNull();

    await userEvent.click(tryAgain);
    expect(loadingPlace()).not.toBeNull();
    await waitFor(() => expect(catalogues.requested.filter((language) => language === 'ja')).toHaveLength(2));
    catalogues.pending.get('ja')!.resolve();
    expect(
      await screen.findByRole('button', { name: editorMessages('ja')['socialmedia.widget.addLink'] }),
    ).toBeVisible();
  });
});
