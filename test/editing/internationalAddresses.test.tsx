// @vitest-environment jsdom
// Addresses on sites whose names are not written in ASCII letters (internationalised domain names), typed without
// their scheme as editors type every other address: the widget completes them as it completes `github.com/plone`.
import { screen, within } from '@testing-library/react';
import { editorUser } from './user';
import { renderWidget } from './renderWidget';

/** The control that the label `text` names, inside `scope`. */
function control(scope: HTMLElement, text: string): HTMLInputElement {
  const label = within(scope).getByText(text, { selector: 'label' }) as HTMLLabelElement;
  return document.getElementById(label.htmlFor) as HTMLInputElement;
}

describe('an address on an internationalised domain name, typed without its scheme', () => {
  it.each([
    ['a German site', 'Website', 'bücher-plone.de/team', 'https://bücher-plone.de/team'],
    ['a Japanese site', 'Website', 'プローン.jp/チーム', 'https://プローン.jp/チーム'],
    ['a Russian site with its own top-level domain', 'Website', 'плон.рф', 'https://плон.рф'],
    ['a fediverse handle on such a server', 'Mastodon', '@anna@mastodön.example', 'https://mastodön.example/@anna'],
    ['an email address at such a domain', 'Email', 'info@bücher-plone.de', 'mailto:info@bücher-plone.de'],
  ])('is completed and saves: %s', async (_, network, typed, address) => {
    const user = editorUser();
    const widget = renderWidget([]);
    const form = screen.getByText('Add a link').closest<HTMLElement>('[role="group"]')!;
    await user.click(within(form).getByLabelText(network));
    await user.click(control(form, 'Address'));
    await user.paste(typed);
    await user.tab();
    expect(control(form, 'Address')).toHaveValue(address);
    await user.click(within(form).getByRole('button', { name: 'Add link' }));
    expect(widget.last()).toMatchObject([{ href: [{ '@id': address }] }]);
  });
});
