// @vitest-environment jsdom
// A stored link to a page of the site that has been deleted since: Plone keeps the link by the page's UID
// (`../resolveuid/<uid>`) and, with no page of that UID left, serves it to the edit form as stored. The editor did not
// type that address, and it is no incomplete one: the widget says what happened to the page.
import { screen } from '@testing-library/react';
import { renderWidget } from './renderWidget';

const UID = '6b1e3a1c0f2d4e5f8a9b0c1d2e3f4a5b';

describe('a stored link to a page of the site that has been deleted', () => {
  it('tells the editor that the page it led to no longer exists', () => {
    renderWidget([
      {
        '@id': 'link-news',
        id: 'rss',
        title: 'News',
        href: [{ '@id': `../resolveuid/${UID}`, title: 'News' }],
      },
    ]);
    const address = screen.getByDisplayValue(`../resolveuid/${UID}`);
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription(
      expect.stringContaining('This link led to a page of this site that has since been deleted.'),
    );
    expect(address).not.toHaveAccessibleDescription(expect.stringContaining('This is not a complete address.'));
  });
});
