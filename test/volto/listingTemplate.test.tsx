// The "Social links" listing variation as Volto's ListingBody renders it: `<Template items isEditMode {...data}
// {...variation} />`, the listing block's stored data spread over the props. That data is whatever an editor's PATCH
// of `blocks` stored; the template takes only the "more" link from it.
import { renderToString } from 'react-dom/server';
import { SocialLinksListingTemplate } from '../../src/volto/SocialLinksListingTemplate';
import { withIntl } from '../components/support/render';

const items = [
  {
    '@id': '/team/alice',
    title: 'Alice Example',
    social_links: [{ '@id': 'l1', id: 'x', title: 'X', href: [{ '@id': 'https://x.com/alice' }] }],
  },
];
const variation = { id: 'socialLinks', isDefault: false, title: 'Social links', template: SocialLinksListingTemplate };
const stored = { '@type': 'listing', variation: 'socialLinks', querystring: { query: [] } };

/** The server's HTML of the template, given the block's stored data as ListingBody spreads it. */
function served(data: Record<string, unknown>): string {
  const Template = SocialLinksListingTemplate as (props: Record<string, unknown>) => JSX.Element;
  return renderToString(withIntl(<Template items={items} isEditMode={false} {...data} {...variation} />));
}

describe('the listing template with the block’s stored data', () => {
  it('links each result and shows the “more” link the block stores', () => {
    const html = served({ ...stored, linkTitle: 'All of the team', linkHref: [{ '@id': '/team' }] });
    expect(html).toContain('<a href="/team/alice">Alice Example</a>');
    expect(html).toContain('href="https://x.com/alice"');
    expect(html).toContain('<a href="/team">All of the team</a>');
  });

  it.each<[string, unknown]>([
    ['ItemLink', 'script'],
    ['ItemLink', 'img'],
    ['ItemLink', 42],
    ['itemHref', 'x'],
    ['networks', ['x', 'facebook']],
    ['size', { px: 1 }],
    ['isEditMode', 'no'],
  ])('renders the same page when the data holds %s: %j', (key, value) => {
    expect(served({ ...stored, [key]: value })).toBe(served(stored));
  });

  it('never writes a script element, whatever the titles say', () => {
    expect(served({ ...stored, ItemLink: 'script' })).not.toMatch(/<script/i);
  });
});
