// @vitest-environment jsdom
// A content object's own links (the view widget of `social_links`) and the links of catalog summaries.
import { screen, within } from '@testing-library/react';
import { ContentSocialLinks, SummarySocialLinks } from '../../src/components';
import { githubLink, malformedLinkLists, siteLinks, SITE, xLink } from './support/fixtures';
import { preloadAllIcons } from './support/icons';
import { renderWithIntl } from './support/render';

beforeEach(() => preloadAllIcons());

describe('ContentSocialLinks', () => {
  it('shows the object’s links from the field value alone, as Volto’s view widgets receive it', () => {
    renderWithIntl(<ContentSocialLinks value={[githubLink, xLink]} />);
    // The links in this order, each named for screen readers.
    expect(screen.getAllByRole('link')).toEqual([
      screen.getByRole('link', { name: 'GitHub (opens in a new tab)' }),
      screen.getByRole('link', { name: 'X (opens in a new tab)' }),
    ]);
  });

  it.each(malformedLinkLists)('renders nothing when the value is %s', (_, value) => {
    const { container } = renderWithIntl(<ContentSocialLinks value={value} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('SummarySocialLinks', () => {
  it('names each result’s list after the result, so several lists on one page tell apart', () => {
    renderWithIntl(
      <>
        <SummarySocialLinks item={{ '@id': `${SITE}/team/alice`, title: 'Alice Example', social_links: siteLinks }} />
        <SummarySocialLinks item={{ '@id': `${SITE}/team/bob`, title: 'Bob Example', social_links: [xLink] }} />
      </>,
    );
    const alice = screen.getByRole('list', { name: 'Social media links of Alice Example' });
    expect(within(alice).getAllByRole('link')).toHaveLength(4);
    expect(
      within(screen.getByRole('list', { name: 'Social media links of Bob Example' })).getAllByRole('link'),
    ).toHaveLength(1);
  });

  it('renders nothing for a summary without links (null), and for what is not a summary', () => {
    for (const item of [{ '@id': `${SITE}/a`, title: 'A', social_links: null }, { title: 'B' }, null, 'item', 3]) {
      const { container, unmount } = renderWithIntl(<SummarySocialLinks item={item} />);
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });
});
