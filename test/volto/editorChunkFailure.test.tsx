// An editor on a flaky connection, or on a site redeployed since she opened the page (the chunks it names are gone),
// opens an edit form whose links widget's code then fails to load. Volto's App catches any error a page throws while
// rendering and shows its error page instead of the whole form: what she typed in the other fields was lost. The
// widget says so in its place instead, in her language, in a button that asks for its code again, and the rest of
// the form is kept. What it says comes from the catalogue every Volto page carries (the add-on's volto.po merged into
// Volto's locales/<lang>.json, English included, as Volto's i18n script merges it): the editors' own catalogue comes
// in a chunk too, which may fail as well.
import './support/jsdomGlobals';
import './support/voltoEditorMocks';
import { useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { IntlProvider as UntypedIntlProvider } from 'react-intl';
import { loadMessages } from '../../scripts/i18n/catalogues';
import { VISITOR_DOMAIN } from '../../scripts/i18n/catalogueDomains';
import { TextWidget } from './support/voltoParts';
import { VoltoApp } from './support/VoltoApp';

// react-intl 3.12's typings predate React 18's explicit `children` (as in test/support/intl.tsx).
const IntlProvider = UntypedIntlProvider as unknown as ComponentType<{
  locale: string;
  defaultLocale?: string;
  messages?: Record<string, string>;
  onError?: (error: string) => void;
  children?: ReactNode;
}>;

/** Whether the widget's chunk loads; until a case says so, its load fails as webpack's does when a chunk is gone. */
const chunk = { available: false };

/** A person's edit form as Volto's Form renders it: the title, and the links behavior's field. */
function EditForm({ SocialLinksEditWidget }: { SocialLinksEditWidget: ComponentType<Record<string, unknown>> }) {
  const [data, setData] = useState<Record<string, unknown>>({
    title: 'Alice',
    social_links: [{ '@id': 'a', id: 'github', title: 'GitHub', href: [{ '@id': 'https://github.com/alice' }] }],
  });
  const onChange = (id: string, value: unknown) => setData((current) => ({ ...current, [id]: value }));
  return (
    <form>
      <TextWidget id="title" title="Title" fieldSet="default" value={data.title} onChange={onChange} />
      <SocialLinksEditWidget
        id="social_links"
        title="Profiles"
        fieldSet="default"
        factory="JSONField"
        type="dict"
        widget="json"
        value={data.social_links}
        onChange={onChange}
      />
    </form>
  );
}

/** What a Volto page in `language` carries of the add-on's messages: its visitors' catalogue only. */
const pageMessages = (language: string) =>
  loadMessages(join(__dirname, '..', '..', 'locales'), language, [VISITOR_DOMAIN]);

describe.each([
  { language: 'en', failed: /could not be loaded\. Try again$/, addLink: 'Add link' },
  { language: 'de', failed: /konnte nicht geladen werden\. Erneut versuchen$/, addLink: 'Link hinzufügen' },
])('an edit form in $language whose links widget cannot load', ({ language, failed, addLink }) => {
  // Each case in a page of its own: the add-on's code read anew, the widget's chunk not loaded yet.
  beforeEach(() => {
    vi.resetModules();
    chunk.available = false;
    vi.doMock('../../src/volto/editing/VoltoSocialLinksWidget', async (importOriginal) => {
      if (!chunk.available)
        throw new Error(
          'ChunkLoadError: Loading chunk 9301 failed. (missing: https://www.example.org/static/js/9301.js)',
        );
      return importOriginal();
    });
  });

  /** The edit form in a Volto page in `language`, with the add-on's code read anew. */
  async function renderEditForm() {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { SocialLinksEditWidget } = await import('../../src/volto/installComponents');
    render(
      <VoltoApp>
        <IntlProvider locale={language} defaultLocale="en" messages={pageMessages(language)}>
          <EditForm SocialLinksEditWidget={SocialLinksEditWidget} />
        </IntlProvider>
      </VoltoApp>,
    );
  }

  it('says so in the widget’s place in a button that tries again, the rest of the form kept', async () => {
    await renderEditForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), ' Smith');
    // Long enough for the chunk's load to fail and the form to render again.
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(screen.queryByText(/something went wrong/)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Alice Smith');
    // A button: pressing it inside Volto's form must not submit (save) the form.
    expect(screen.getByRole('button', { name: failed })).toHaveAttribute('type', 'button');

    chunk.available = true;
    await userEvent.click(screen.getByRole('button', { name: failed }));
    expect(await screen.findByRole('button', { name: addLink })).toBeVisible();
    expect(screen.queryByRole('button', { name: failed })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Alice Smith');
  });

  it('is announced by a screen reader as it appears, the button inside an alert', async () => {
    await renderEditForm();
    // An alert is spoken as it appears, wherever the keyboard is (the editor was typing in another field).
    const button = await screen.findByRole('button', { name: failed });
    expect(screen.getByRole('alert')).toContainElement(button);
    expect(screen.getByRole('alert')).toHaveTextContent(failed);
  });
});
