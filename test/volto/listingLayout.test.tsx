// @vitest-environment jsdom
// Where a result's links stand in the "Social links" listing: under the result's name and description, wherever Volto
// shows the variation. Volto's stylesheet lays out every `.listing-item` as a row (an image, then the text), which
// would set the links right after the text; the Listing block and the Search block (whose results templates are the
// listing's variations) both show ours.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ReactElement } from 'react';
import { SocialLinksListing } from '../../src/components';
import pkg from '../../package.json' with { type: 'json' };
import { summary, xLink } from '../contract/fixtures';
import { renderWithIntl } from '../support/intl';

/** Volto's own rule for a listing's items (pastanaga's `extras/blocks.less`); the page's CSS holds it before ours. */
const VOLTO_LISTING_ITEM = '.listing-item, .listing-item a { display: flex; width: 100%; align-items: flex-start; }';

beforeAll(() => {
  for (const css of [
    VOLTO_LISTING_ITEM,
    readFileSync(resolve(__dirname, '..', '..', pkg.exports['./styles.css']), 'utf8'),
  ]) {
    const style = document.createElement('style');
    style.textContent = css;
    document.head.appendChild(style);
  }
});

const items = [
  summary({ '@id': '/team/alice', title: 'Alice Example', social_links: [xLink] }),
  summary({ '@id': '/team/bob', title: 'Bob Example', social_links: [xLink] }),
];

/** The direction each result lays out its text and its links in. */
function directions(block: ReactElement): string[] {
  const { container } = renderWithIntl(block);
  return [...container.querySelectorAll('.socialmedia-listing-item')].map(
    (item) => getComputedStyle(item).flexDirection,
  );
}

describe('the Social links listing’s layout in Volto', () => {
  it('sets each result’s links under its name and description in a Listing block', () => {
    // Volto's Listing block: <div class="block listing socialLinks"> around ListingBody.
    const block = (
      <div className="block listing socialLinks">
        <SocialLinksListing items={items} />
      </div>
    );
    expect(directions(block)).toEqual(['column', 'column']);
  });

  it('sets each result’s links under its name and description in a Search block’s results too', () => {
    // Volto's Search block: <div class="block search socialLinks"> around its layout (TopSideFacets: a grid, the
    // results in its last row) and ListingBody, with no listing class.
    const block = (
      <div className="block search socialLinks">
        <div className="ui stackable grid searchBlock-facets">
          <div className="row">
            <div className="column">
              <SocialLinksListing items={items} />
            </div>
          </div>
        </div>
      </div>
    );
    expect(directions(block)).toEqual(['column', 'column']);
  });
});
