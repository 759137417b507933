// @vitest-environment jsdom
// A Japanese editor often has an address or a handle in full-width characters (`＠plone_jp`, `ｇｉｔｈｕｂ．ｃｏｍ／ｐｌｏｎｅ`):
// Japanese input methods type them so, and Japanese documents and pages write handles that way. Left in an address
// field, they are read as the same characters in half width, as a browser's address bar reads them.
import { screen, within } from '@testing-library/react';
import { editorUser } from './user';
import { renderWidget } from './renderWidget';

/** The control that the label `text` names, inside `scope`. */
function control(scope: HTMLElement, text: string): HTMLInputElement {
  const label = within(scope).getByText(text, { selector: 'label' }) as HTMLLabelElement;
  return document.getElementById(label.htmlFor) as HTMLInputElement;
}

function newLinkForm(): HTMLElement {
  return screen.getByText('Add a link').closest<HTMLElement>('[role="group"]')!;
}

describe('an address typed or pasted in full-width characters', () => {
  it('a full-width handle on an X link becomes the profile’s address', async () => {
    const user = editorUser();
    renderWidget([]);
    const form = newLinkForm();
    await user.click(within(form).getByLabelText('X'));
    await user.click(control(form, 'Address'));
    await user.paste('＠plone_jp');
    await user.tab();
    expect(control(form, 'Address')).toHaveValue('https://x.com/plone_jp');
  });

  it('a full-width address is completed and gets the network of its site', async () => {
    const user = editorUser();
    renderWidget([]);
    const form = newLinkForm();
    await user.click(control(form, 'Address'));
    await user.paste('ｇｉｔｈｕｂ．ｃｏｍ／ｐｌｏｎｅ');
    await user.tab();
    expect(control(form, 'Address')).toHaveValue('https://github.com/plone');
    expect(within(form).getByLabelText('GitHub')).toBeChecked();
  });

  it('a full-width fediverse handle makes a Mastodon link', async () => {
    const user = editorUser();
    renderWidget([]);
    const form = newLinkForm();
    await user.click(control(form, 'Address'));
    await user.paste('＠anna＠hachyderm．io');
    await user.tab();
    expect(control(form, 'Address')).toHaveValue('https://hachyderm.io/@anna');
    expect(within(form).getByLabelText('Mastodon')).toBeChecked();
  });

  it('a full-width handle on a link without a network is told to choose the network, then becomes its profile', async () => {
    const user = editorUser();
    renderWidget([]);
    const form = newLinkForm();
    await user.click(control(form, 'Address'));
    await user.paste('＠plone_jp');
    await user.click(within(form).getByRole('button', { name: 'Add link' }));
    expect(within(form).getByText(/This is a handle, not an address\. Choose the link's network/)).toBeInTheDocument();
    await user.click(within(form).getByLabelText('X'));
    expect(control(form, 'Address')).toHaveValue('https://x.com/plone_jp');
  });
});
