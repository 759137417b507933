// The add-on registers its edit widget for every field called `social_links` (Volto looks a field's id up before
// anything the schema says). An integrator who shapes a type can give a field of that name another kind (a text
// line of their own) or name another widget for it in the model: such a field must get the widget Volto would
// otherwise pick, while the links behavior's field, in each shape plone.restapi serves it, keeps the links widget.
import './support/jsdomGlobals';
import './support/voltoEditorMocks';
import { useState } from 'react';
import type { ComponentType } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import VoltoSocialLinksWidget from '../../src/volto/editing/VoltoSocialLinksWidget';
import { SOCIAL_LINKS_WIDGET } from '../../src/contract/behaviors';
import { nameOwnWidget } from '../../src/volto/schemaWidgets';
import { IntlProvider } from '../support/intl';
import { voltoField, voltoWidgetRegistry } from './support/voltoParts';

/** What `GET @types/<type>` serves for the links behavior's field (backend/captured, reference §5). */
const SERVED_LINKS_FIELD = {
  behavior: 'example.socialmedia.links',
  description: '',
  factory: 'JSONField',
  title: 'Profiles',
  type: 'dict',
  widget: 'json',
  widgetOptions: { frontendOptions: { widget: SOCIAL_LINKS_WIDGET, widgetProps: { schemaName: 'socialMedia' } } },
};

/** Renders `property` as Volto's form does: its `Field`, with the schema's property as props. */
function renderField(property: Record<string, unknown>, value: unknown) {
  const emitted: unknown[] = [];
  const Field = voltoField as ComponentType<Record<string, unknown>>;
  function Form() {
    const [current, setCurrent] = useState<unknown>(value);
    return (
      <Field
        {...property}
        id="social_links"
        fieldSet="social_media"
        value={current}
        onChange={(_: string, next: unknown) => {
          emitted.push(next);
          setCurrent(next);
        }}
      />
    );
  }
  render(
    <IntlProvider locale="en" defaultLocale="en">
      <Form />
    </IntlProvider>,
  );
  return emitted;
}

// Volto's widget registry as an add-on finds it after this one's applyConfig: ours by field id and by name.
beforeEach(() => {
  voltoWidgetRegistry({
    id: { social_links: VoltoSocialLinksWidget },
    widget: { [SOCIAL_LINKS_WIDGET]: VoltoSocialLinksWidget },
  });
});

describe('a field called social_links in a type an integrator shaped', () => {
  it('that is a text line of the type’s own model is edited as text, and what is typed is saved as text', async () => {
    const emitted = renderField(
      { description: '', factory: 'Text line (String)', title: 'Social links', type: 'string' },
      'See our profiles',
    );
    const input = await screen.findByRole('textbox', { name: 'Social links' });
    expect(input).toHaveValue('See our profiles');
    expect(screen.queryByRole('button', { name: 'Add link' })).toBeNull();
    await userEvent.type(input, '!');
    expect(emitted.at(-1)).toBe('See our profiles!');
  });

  it('whose model names another widget gets that widget, not the links widget', async () => {
    renderField({ ...SERVED_LINKS_FIELD, widgetOptions: { frontendOptions: { widget: 'textarea' } } }, [
      { '@id': 'a', id: 'github', title: 'GitHub', href: [{ '@id': 'https://github.com/plone' }] },
    ]);
    expect((await screen.findByRole('textbox', { name: 'Profiles' })).tagName).toBe('TEXTAREA');
    expect(screen.queryByRole('button', { name: 'Add link' })).toBeNull();
  });

  it('whose model names a widget no add-on registers gets Volto’s default widget, not an endless render', async () => {
    // As the browser's store holds the schema: the add-on names its view widget where plone.restapi said `json`.
    const schema = {
      properties: {
        social_links: { ...SERVED_LINKS_FIELD, widgetOptions: { frontendOptions: { widget: 'no_such' } } },
      },
    };
    nameOwnWidget(schema);
    renderField(schema.properties.social_links, [
      { '@id': 'a', id: 'github', title: 'GitHub', href: [{ '@id': 'https://github.com/plone' }] },
    ]);
    expect((await screen.findByRole('textbox', { name: 'Profiles' })).tagName).toBe('INPUT');
    expect(screen.queryByRole('button', { name: 'Add link' })).toBeNull();
  });

  it.each([
    ['as the backend serves it', SERVED_LINKS_FIELD],
    [
      'as the older backend names it (object_list)',
      {
        ...SERVED_LINKS_FIELD,
        widgetOptions: { frontendOptions: { widget: 'object_list', widgetProps: { schemaName: 'socialMedia' } } },
      },
    ],
    ['without the widget directive (a model without it)', { ...SERVED_LINKS_FIELD, widgetOptions: undefined }],
    [
      'required, with a default and a description',
      {
        ...SERVED_LINKS_FIELD,
        required: true,
        description: 'Where to find us',
        default: [{ '@id': 'd', id: 'github', title: 'GitHub', href: [{ '@id': 'https://github.com/plone' }] }],
      },
    ],
  ])('that is the links behavior’s field %s keeps the links widget', async (_, property) => {
    renderField(property, [
      { '@id': 'a', id: 'github', title: 'GitHub', href: [{ '@id': 'https://github.com/plone' }] },
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add link' })).toBeInTheDocument());
    expect(screen.getByText('GitHub', { selector: '.social-links-volto-row-label' })).toBeInTheDocument();
  });
});
