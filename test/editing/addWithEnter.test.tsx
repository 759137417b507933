// @vitest-environment jsdom
// Enter in the new-link form's address field adds the link at once: what the widget makes of an address when the
// editor leaves the field (completed, without tracking parameters) must not depend on how the editor adds it.
import { screen, within } from '@testing-library/react';
import { editorUser } from './user';
import { renderWidget } from './renderWidget';

function newLinkForm(): HTMLElement {
  return screen.getByText('Add a link').closest<HTMLElement>('[role="group"]')!;
}

/** The control that the label `text` names, inside `scope`. */
function control(scope: HTMLElement, text: string): HTMLInputElement {
  const label = within(scope).getByText(text, { selector: 'label' }) as HTMLLabelElement;
  return document.getElementById(label.htmlFor) as HTMLInputElement;
}

describe('adding a link with Enter right after pasting its address', () => {
  it.each([
    ['an address without its scheme', 'x.com/plone'],
    ['a handle on the chosen network', '@plone'],
    ['an address with the tracking parameters of a share button', 'https://x.com/plone?s=20&t=Ab12'],
  ])('adds it as leaving the field makes it: %s', async (_, pasted) => {
    const user = editorUser();
    const widget = renderWidget([]);
    const form = newLinkForm();
    await user.click(within(form).getByLabelText('X'));
    await user.click(control(form, 'Address'));
    await user.paste(pasted);
    await user.keyboard('{Enter}');
    expect(widget.last()).toMatchObject([{ id: 'x', title: 'X', href: [{ '@id': 'https://x.com/plone' }] }]);
    expect(control(form, 'Address')).toHaveValue('');
  });
});
