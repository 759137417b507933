// A field called `social_links` of another kind (a text line of an integrator's type) is edited with Volto's own
// Field, whose code the links widget loads only when it meets such a field. On a flaky connection, or after a redeploy
// that took the chunk away, that load fails: the editor reads why in place of the field, with a button to try again,
// and the rest of the form keeps what she typed (Volto's App would otherwise show its error page instead of it).
import './support/jsdomGlobals';
import './support/voltoEditorMocks';
import { useState } from 'react';
import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import VoltoSocialLinksWidget from '../../src/volto/editing/VoltoSocialLinksWidget';
import { SOCIAL_LINKS_WIDGET } from '../../src/contract/behaviors';
import { IntlProvider } from '../support/intl';
import { TextWidget, voltoField, voltoWidgetRegistry } from './support/voltoParts';
import { VoltoApp } from './support/VoltoApp';

const chunk = vi.hoisted(() => ({ available: false, loads: 0 }));
vi.mock('../../src/volto/editing/VoltoOwnFieldWidget', async (importOriginal) => {
  chunk.loads += 1;
  if (!chunk.available)
    throw new Error('ChunkLoadError: Loading chunk 4127 failed. (missing: https://www.example.org/static/js/4127.js)');
  return importOriginal();
});

/** An edit form with a title and a `social_links` text line of the type's own model, as Volto's Form renders them. */
function EditForm() {
  const Field = voltoField as ComponentType<Record<string, unknown>>;
  const [data, setData] = useState<Record<string, unknown>>({ title: 'Team', social_links: 'See our profiles' });
  const onChange = (id: string, value: unknown) => setData((current) => ({ ...current, [id]: value }));
  return (
    <form>
      <TextWidget id="title" title="Title" fieldSet="default" value={data.title} onChange={onChange} />
      <Field
        id="social_links"
        title="Social links"
        factory="Text line (String)"
        type="string"
        fieldSet="default"
        value={data.social_links}
        onChange={onChange}
      />
    </form>
  );
}

beforeEach(() => {
  voltoWidgetRegistry({
    id: { social_links: VoltoSocialLinksWidget },
    widget: { [SOCIAL_LINKS_WIDGET]: VoltoSocialLinksWidget },
  });
});

describe('a field of another kind called social_links whose code cannot load', () => {
  it('says so in its place with a button to try again, the rest of the form kept, and loads when tried again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <VoltoApp>
        <IntlProvider locale="en" defaultLocale="en">
          <EditForm />
        </IntlProvider>
      </VoltoApp>,
    );
    const title = screen.getByRole('textbox', { name: 'Title' });
    await userEvent.type(title, ' members');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This field could not be loaded');
    expect(screen.queryByText(/something went wrong/)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Team members');

    // Still no connection: the message stays, the button keeps the keyboard.
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toHaveFocus();
    expect(chunk.loads).toBe(2);

    chunk.available = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Social links' })).toHaveValue('See our profiles');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Team members');
  });
});
