// @vitest-environment jsdom
// Addresses copied with invisible characters around them: a zero-width space from a profile's bio, the direction
// marks and isolates that right-to-left pages and chat apps put around a link. The editor cannot see them, so the
// widget must not refuse the address for them.
import { screen, within } from '@testing-library/react';
import { editorUser } from './user';
import { renderWidget, storedLinks } from './renderWidget';

/** The address field of the row whose legend names the link `title`. */
function addressOf(title: string): HTMLInputElement {
  const legend = screen.getByText(new RegExp(`^Link \\d+ of \\d+: ${title}$`), { selector: 'legend' });
  const label = within(legend.closest('li')!).getByText('Address', { selector: 'label' }) as HTMLLabelElement;
  return document.getElementById(label.htmlFor) as HTMLInputElement;
}

describe('an address pasted with invisible characters around it', () => {
  it.each([
    ['a zero-width space after it', 'https://github.com/plone\u200B'],
    ['a zero-width space before it', '\u200Bhttps://github.com/plone'],
    ['a left-to-right mark after it', 'https://github.com/plone\u200E'],
    ['direction isolates around it', '\u2066https://github.com/plone\u2069'],
    ['a word joiner and spaces around it, without its scheme', ' \u2060github.com/plone\u2060 '],
  ])('is kept without them and saves: %s', async (_, pasted) => {
    const user = editorUser();
    const widget = renderWidget(storedLinks);
    const address = addressOf('GitHub');
    await user.clear(address);
    await user.click(address);
    await user.paste(pasted);
    await user.tab();
    expect(address).toHaveValue('https://github.com/plone');
    expect(address).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/needs? fixing/)).not.toBeInTheDocument();
    expect(widget.last()).toMatchObject([{}, {}, { id: 'github', href: [{ '@id': 'https://github.com/plone' }] }]);
  });
});
