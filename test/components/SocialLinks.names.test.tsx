// @vitest-environment jsdom
// A screen reader's list of links names each link: two links of one network (a site's two X accounts, a person's two
// websites) must not read the same, or a visitor cannot tell which profile each one opens.
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { SocialLinks } from '../../src/components';
import { loadMessages } from '../../scripts/i18n/catalogues';
import { VISITOR_DOMAIN } from '../../scripts/i18n/catalogueDomains';
import { preloadAllIcons } from './support/icons';
import { link, xLink } from './support/fixtures';
import { renderWithIntl } from './support/render';

beforeEach(() => preloadAllIcons());

describe('the names of two links to one network', () => {
  it('tell the links apart when the backend titled both after the network', () => {
    // The second account as the backend makes a link: titled after its network, as the first one.
    const second = { ...xLink, '@id': 'x-2', href: [{ '@id': 'https://x.com/plonecommunity' }] };
    renderWithIntl(<SocialLinks links={[xLink, second]} />);
    const names = screen.getAllByRole('link').map((a) => a.getAttribute('aria-label'));
    expect(new Set(names).size).toBe(2);
  });

  it('tell the links apart when neither has a title', () => {
    renderWithIntl(
      <SocialLinks
        links={[link('website', 'https://blog.example.org/'), link('website', 'https://shop.example.org/')]}
      />,
    );
    const names = screen.getAllByRole('link').map((a) => a.getAttribute('aria-label'));
    expect(new Set(names).size).toBe(2);
  });

  it('name the second link with its address as the visitor’s language writes it', () => {
    const second = { ...xLink, '@id': 'x-2', href: [{ '@id': 'https://x.com/plonecommunity' }] };
    // A Japanese page's intl state: the visitors' catalogue as locales/ ships it.
    const ja = loadMessages(join(__dirname, '..', '..', 'locales'), 'ja', [VISITOR_DOMAIN]);
    renderWithIntl(<SocialLinks links={[xLink, second]} />, ja, 'ja');
    const [, link] = screen.getAllByRole('link');
    expect(link).toHaveAttribute('title', 'X（https://x.com/plonecommunity）');
  });
});

describe('the name of a link whose title is only spaces', () => {
  it('is its network’s name, not a blank a screen reader reads as nothing', () => {
    renderWithIntl(<SocialLinks links={[link('github', 'https://github.com/plone', '   ')]} />);
    expect(screen.getByRole('link')).toHaveAttribute('title', 'GitHub');
  });
});
