// @vitest-environment jsdom
// A fediverse handle (`@user@server`) names a Mastodon account whatever server it is on: pasted into a link without a
// network, it makes a Mastodon link, as it does on the servers the network lists by name.
import { screen, within } from '@testing-library/react';
import { editorUser } from './user';
import { renderWidget } from './renderWidget';

/** The control that the label `text` names, inside `scope`. */
function control(scope: HTMLElement, text: string): HTMLInputElement {
  const label = within(scope).getByText(text, { selector: 'label' }) as HTMLLabelElement;
  return document.getElementById(label.htmlFor) as HTMLInputElement;
}

describe('a fediverse handle on any server', () => {
  it('makes a Mastodon link in the new-link form, without the editor choosing the network', async () => {
    const user = editorUser();
    const widget = renderWidget([]);
    const form = screen.getByText('Add a link').closest<HTMLElement>('[role="group"]')!;
    await user.click(control(form, 'Address'));
    await user.paste('@anna@hachyderm.io');
    await user.tab();
    expect(control(form, 'Address')).toHaveValue('https://hachyderm.io/@anna');
    expect(within(form).getByLabelText('Mastodon')).toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Add link' }));
    expect(widget.last()).toMatchObject([
      { id: 'mastodon', title: 'Mastodon', href: [{ '@id': 'https://hachyderm.io/@anna' }] },
    ]);
  });

  it('makes a Mastodon link of each handle in a pasted list', async () => {
    const user = editorUser();
    const widget = renderWidget([]);
    const form = screen.getByText('Add a link').closest<HTMLElement>('[role="group"]')!;
    await user.click(control(form, 'Address'));
    await user.paste('@anna@hachyderm.io\nhttps://github.com/plone');
    expect(widget.last()).toMatchObject([
      { id: 'mastodon', href: [{ '@id': 'https://hachyderm.io/@anna' }] },
      { id: 'github', href: [{ '@id': 'https://github.com/plone' }] },
    ]);
  });
});
