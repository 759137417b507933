// An integrator may make `social_links` required in the type's model: plone.restapi then lists it in the schema's
// `required`, and Volto's form refuses to save while a required field is missing. The links field must count as
// missing once its last link is gone, as a list field does, not only before it was ever filled.
import './support/jsdomGlobals';
import './support/voltoEditorMocks';
import { useState } from 'react';
import type { ComponentType } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import VoltoSocialLinksWidget from '../../src/volto/editing/VoltoSocialLinksWidget';
import { SOCIAL_LINKS_WIDGET } from '../../src/contract/behaviors';
import { IntlProvider } from '../support/intl';
import { editorUser } from '../editing/user';
import { voltoField, voltoRequiredFieldMissing, voltoWidgetRegistry } from './support/voltoParts';

/** `social_links` in `GET @types/<type>` as the links behavior serves it (backend/captured, reference §5). */
const SERVED_LINKS_FIELD = {
  behavior: 'example.socialmedia.links',
  description: '',
  factory: 'JSONField',
  title: 'Profiles',
  type: 'dict',
  default: [] as unknown[],
  widget: 'json',
  widgetOptions: { frontendOptions: { widget: SOCIAL_LINKS_WIDGET, widgetProps: { schemaName: 'socialMedia' } } },
};

const GITHUB = { '@id': 'a', id: 'github', title: 'GitHub', href: [{ '@id': 'https://github.com/plone' }] };

/** The field as Volto's form renders it (required unless told); returns what the form holds after each change. */
function renderField(value: unknown, required = true) {
  const held = { value };
  const Field = voltoField as ComponentType<Record<string, unknown>>;
  function Form() {
    const [current, setCurrent] = useState<unknown>(value);
    return (
      <Field
        {...SERVED_LINKS_FIELD}
        id="social_links"
        fieldSet="social_media"
        required={required}
        value={current}
        onChange={(_: string, next: unknown) => {
          held.value = next;
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
  return held;
}

beforeEach(() => {
  voltoWidgetRegistry({ id: { social_links: VoltoSocialLinksWidget } });
});

describe('a social_links field in a type’s model', () => {
  it('that is required is missing for Volto’s form once its last link is deleted, so the form is not saved without links', async () => {
    const user = editorUser();
    const form = renderField([GITHUB]);
    expect(voltoRequiredFieldMissing(SERVED_LINKS_FIELD, form.value)).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete: GitHub' }));
    expect(voltoRequiredFieldMissing(SERVED_LINKS_FIELD, form.value)).toBe(true);
  });

  it('that is required is filled again, with the link, once Undo brings the link back', async () => {
    const user = editorUser();
    const form = renderField([GITHUB]);
    await user.click(screen.getByRole('button', { name: 'Delete: GitHub' }));
    await user.click(screen.getByRole('button', { name: 'Undo: bring back GitHub' }));
    expect(voltoRequiredFieldMissing(SERVED_LINKS_FIELD, form.value)).toBe(false);
    expect(form.value).toEqual([GITHUB]);
  });

  it('that is required is missing on the add form, which starts from the served default (no links)', async () => {
    const form = renderField(SERVED_LINKS_FIELD.default);
    await screen.findByRole('button', { name: 'Add link' });
    await waitFor(() => expect(voltoRequiredFieldMissing(SERVED_LINKS_FIELD, form.value)).toBe(true));
  });

  it('that is not required stays an empty list once its last link is deleted, as Plone stores it', async () => {
    const user = editorUser();
    const form = renderField([GITHUB], false);
    await user.click(screen.getByRole('button', { name: 'Delete: GitHub' }));
    expect(form.value).toEqual([]);
  });
});
