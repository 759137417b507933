// @vitest-environment jsdom
// The editor says which stored links visitors do not see (the views skip a link without a safe target), and shows
// every stored item, whatever its shape, instead of dropping it.
import { screen, within } from '@testing-library/react';
import { readEditableLinks } from '../../src/editing/editableLinks';
import { renderWidget, storedLinks } from './renderWidget';

const HIDDEN = /Visitors do not see this link as it is saved now/;

function rowFor(title: string): HTMLElement {
  return screen.getByText(new RegExp(`^Link \\d+ of \\d+: ${title}$`), { selector: 'legend' }).closest('li')!;
}

describe('links visitors do not see, in the widget', () => {
  it('says so on each stored link without a safe target, and only there', () => {
    renderWidget([
      storedLinks[0],
      { id: 'github', title: 'No @id', href: [{ '@id': 'https://github.com/plone' }] },
      { '@id': 'js', id: 'x', title: 'Script', href: [{ '@id': 'JaVaScRiPt:alert(1)' }] },
      { '@id': 'str', id: 'x', title: 'Href text', href: 'https://x.com/plone' },
      { '@id': 'none', id: 'x', title: 'None', href: [{ '@id': 'None' }] },
    ]);
    expect(within(rowFor('No @id')).queryByText(HIDDEN)).not.toBeInTheDocument();
    for (const title of ['Script', 'Href text', 'None'])
      expect(within(rowFor(title)).getByText(HIDDEN)).toBeInTheDocument();
    expect(screen.getAllByText(HIDDEN)).toHaveLength(3);
  });

  it('shows every stored item as a row, whatever it holds, and flags the ones the site skips', () => {
    const stored = [
      7,
      null,
      { '@id': { toString: 1 }, href: [{ '@id': ['https://x.com/a'] }] },
      'https://x.com/b',
      storedLinks[1],
    ];
    const rows = readEditableLinks(stored);
    expect(rows).toHaveLength(stored.length);
    expect(rows.map((row) => Boolean(row.hiddenAsStored))).toEqual([true, true, true, true, false]);
    expect(rows[3]!.url).toBe('https://x.com/b');
  });
});
