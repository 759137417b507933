// @vitest-environment jsdom
// The editors' messages reach an editor with its chunks, in its language: every shipped language has its module,
// a locale as Volto or a browser spells it finds it, an unknown one reads English, and the provider the Volto skins
// wrap their editors in shows nothing untranslated while the language loads.
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { defineMessages, useIntl } from 'react-intl';
import { EDITOR_DOMAIN } from '../../scripts/i18n/catalogueDomains';
import { LANGUAGES, loadMessages } from '../../scripts/i18n/catalogues';
import { EditorIntlProvider, editorCatalogueFor, loadEditorMessages, loadedEditorMessages } from '../../src/editing';
import { controlPanelMessages } from '../../src/editing/controlPanelMessages';
import { widgetMessages } from '../../src/editing/widgetMessages';
import { IntlProvider } from '../support/intl';

const localesDir = join(__dirname, '..', '..', 'locales');

/** A message the app's own catalogue has (Volto's, in a Volto site). */
const appMessages = defineMessages({ appSave: { id: 'app.save', defaultMessage: 'Save (app default)' } });

function Panel() {
  const intl = useIntl();
  return (
    <div>
      <h1>{intl.formatMessage(controlPanelMessages.title)}</h1>
      <p>{intl.formatMessage(controlPanelMessages.retry)}</p>
      <button type="button">{intl.formatMessage(widgetMessages.addLink)}</button>
      <span>{intl.formatMessage(appMessages.appSave)}</span>
    </div>
  );
}

function renderEditor(locale: string, messages: Record<string, string> = { 'app.save': 'Save (app)' }) {
  return render(
    <IntlProvider locale={locale} defaultLocale="en" messages={messages}>
      <EditorIntlProvider fallback={<p>Loading the editor…</p>}>
        <Panel />
      </EditorIntlProvider>
    </IntlProvider>,
  );
}

describe('the editors’ messages', () => {
  // First, while no language has been loaded yet: a loaded language stays loaded for the page's lifetime.
  it('a Dutch editor sees the loading state, never English text, until the Dutch messages are there', async () => {
    const dutch = loadMessages(localesDir, 'nl', [EDITOR_DOMAIN]);
    renderEditor('nl', { 'app.save': 'Opslaan (app)' });
    expect(screen.getByText('Loading the editor…')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(await screen.findByRole('button')).toHaveTextContent(dutch['socialmedia.widget.addLink']!);
    expect(screen.getByRole('heading')).toHaveTextContent(dutch['socialmedia.controlpanel.title']!);
    // The app's own messages are still found inside.
    expect(screen.getByText('Opslaan (app)')).toBeInTheDocument();
  });

  it('follows the app when its language changes', async () => {
    const german = loadMessages(localesDir, 'de', [EDITOR_DOMAIN]);
    const japanese = loadMessages(localesDir, 'ja', [EDITOR_DOMAIN]);
    const view = renderEditor('de');
    expect(await screen.findByRole('button')).toHaveTextContent(german['socialmedia.widget.addLink']!);
    view.rerender(
      <IntlProvider locale="ja" defaultLocale="en" messages={{ 'app.save': 'Save (app)' }}>
        <EditorIntlProvider fallback={<p>Loading the editor…</p>}>
          <Panel />
        </EditorIntlProvider>
      </IntlProvider>,
    );
    expect(await screen.findByText(japanese['socialmedia.widget.addLink']!)).toBeInTheDocument();
  });
  it.each(Object.keys(LANGUAGES).filter((language) => language !== 'en'))(
    '%s: loads exactly the editors’ catalogue of the language, and none of the visitors’ messages',
    async (language) => {
      const expected = loadMessages(localesDir, language, [EDITOR_DOMAIN]);
      const loaded = await loadEditorMessages(language.replace('_', '-'));
      expect(loaded).toEqual(expected);
      expect(loaded['socialmedia.widget.addLink']).not.toBe(widgetMessages.addLink.defaultMessage);
      expect(loaded['socialmedia.links.label']).toBeUndefined();
    },
  );

  it('finds the catalogue for a locale as Volto, browsers and gettext spell it, and none for English', () => {
    expect(editorCatalogueFor('pt-BR')).toBe('pt_BR');
    expect(editorCatalogueFor('pt_BR')).toBe('pt_BR');
    expect(editorCatalogueFor('pt-br')).toBe('pt_BR');
    expect(editorCatalogueFor('pt')).toBe('pt_BR');
    expect(editorCatalogueFor('de-AT')).toBe('de');
    expect(editorCatalogueFor('ja')).toBe('ja');
    expect(editorCatalogueFor('en')).toBeNull();
    expect(editorCatalogueFor('en-GB')).toBeNull();
    expect(editorCatalogueFor('fi')).toBeNull();
  });

  it('an editor in a language we do not translate reads English, at once', async () => {
    expect(await loadEditorMessages('fi')).toEqual({});
    renderEditor('fi');
    expect(screen.getByRole('heading')).toHaveTextContent('Social Media');
    expect(screen.getByRole('button')).toHaveTextContent('Add link');
  });

  it('an English editor gets its editor at once, with no loading step', () => {
    expect(loadedEditorMessages('en')).toEqual({});
    renderEditor('en');
    expect(screen.getByRole('button')).toHaveTextContent('Add link');
    expect(screen.queryByText('Loading the editor…')).not.toBeInTheDocument();
  });

  it('a project that translates one of our ids in its own catalogue wins over ours', async () => {
    await loadEditorMessages('it');
    renderEditor('it', { 'socialmedia.controlpanel.retry': 'Riprova adesso (progetto)' });
    // Loaded before: rendered at once, no loading step.
    expect(screen.getByText('Riprova adesso (progetto)')).toBeInTheDocument();
    expect(screen.getByRole('button')).toHaveTextContent(
      loadMessages(localesDir, 'it', [EDITOR_DOMAIN])['socialmedia.widget.addLink']!,
    );
  });

});
