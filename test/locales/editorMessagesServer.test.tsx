// @vitest-environment node
// A server that renders an editor with react-dom's renderToString, which cannot wait for the editors' messages of
// the page's language (a chunk each): once it has preloaded them, the editor arrives in the editor's language, as
// Volto's server has it through the add-on.
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { useIntl } from 'react-intl';
import { EDITOR_DOMAIN } from '../../scripts/i18n/catalogueDomains';
import { loadMessages } from '../../scripts/i18n/catalogues';
import { EditorIntlProvider, preloadEditorMessages } from '../../src/editing';
import { widgetMessages } from '../../src/editing/widgetMessages';
import { IntlProvider } from '../support/intl';

function AddLink() {
  const intl = useIntl();
  return <button type="button">{intl.formatMessage(widgetMessages.addLink)}</button>;
}

const served = (locale: string) =>
  renderToString(
    <IntlProvider locale={locale} defaultLocale="en" messages={{}}>
      <EditorIntlProvider>
        <AddLink />
      </EditorIntlProvider>
    </IntlProvider>,
  );

describe('an editor rendered by a server', () => {
  it('arrives in the editor’s language once the server has preloaded the editors’ messages', async () => {
    await preloadEditorMessages();
    for (const language of ['de', 'ja', 'eu', 'pt_BR']) {
      const addLink = loadMessages(join(__dirname, '..', '..', 'locales'), language, [EDITOR_DOMAIN])[
        'socialmedia.widget.addLink'
      ]!;
      expect(served(language.replace('_', '-'))).toContain(`>${addLink}</button>`);
    }
    expect(served('en')).toContain('>Add link</button>');
  });
});
