// @vitest-environment jsdom
// When a language's chunk cannot be loaded (a deploy replaced it, the network dropped), the editor's place says so,
// with a button that tries again, rather than staying empty or opening in English without a word; and the next editor
// opened tries the language again.
import { render, screen } from '@testing-library/react';
import { EditorIntlProvider, loadEditorMessages } from '../../src/editing';
import { widgetMessages } from '../../src/editing/widgetMessages';
import { useIntl } from 'react-intl';
import { IntlProvider } from '../support/intl';

const attempts = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/editing/locales/editorCatalogues', () => ({
  editorCatalogues: {
    fr: () => {
      attempts.count += 1;
      return attempts.count === 1
        ? Promise.reject(new Error('Loading chunk 512 failed.'))
        : Promise.resolve({ default: { 'socialmedia.widget.addLink': 'Ajouter le lien' } });
    },
  },
}));

function AddLink() {
  const intl = useIntl();
  return <button type="button">{intl.formatMessage(widgetMessages.addLink)}</button>;
}

function renderEditor() {
  return render(
    <IntlProvider locale="fr" defaultLocale="en" messages={{}} onError={() => undefined}>
      <EditorIntlProvider fallback={<p>Loading the editor…</p>}>
        <AddLink />
      </EditorIntlProvider>
    </IntlProvider>,
  );
}

describe('when the editors’ messages cannot be loaded', () => {
  it('the editor says it could not load, not an English form, and a later editor gets the language', async () => {
    const first = renderEditor();
    expect(await screen.findByRole('button')).toHaveTextContent(/could not be loaded\. Try again$/);
    expect(screen.queryByText('Add link')).toBeNull();
    first.unmount();
    expect(await loadEditorMessages('fr')).toEqual({ 'socialmedia.widget.addLink': 'Ajouter le lien' });
    renderEditor();
    expect(screen.getByRole('button')).toHaveTextContent('Ajouter le lien');
  });
});
