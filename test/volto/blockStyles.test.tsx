// @vitest-environment jsdom
// The Follow Us and Share blocks on a page, as Volto's RenderBlocks renders every block: through its StyleWrapper,
// which hands the block the class names of its `styles` (and of a theme's extenders, and `contained` inside a Grid)
// as `className`, and the CSS custom properties among its `styles` as `style` (Blocks/Block/StyleWrapper.jsx). Volto's
// core blocks (Listing, Teaser) put both on their element; so do these.
import { render, screen } from '@testing-library/react';
import type { CSSProperties } from 'react';
import applyConfig from '../../src';
import { FollowUsBlockVoltoView } from '../../src/volto/FollowUsBlockVoltoView';
import ShareBlockVoltoView from '../../src/volto/ShareBlockVoltoView';
import { siteLinks } from '../components/support/fixtures';
import { createStoreWithSiteLinks, withIntl, withStore } from '../components/support/render';
import { createVoltoConfig } from './support/voltoConfig';

// What StyleWrapper makes of a block whose styles a site's schemaEnhancer let an editor set, inside a Grid.
const styles = { align: 'center' as const, '--background-color': '#ffee00' };
const fromStyleWrapper = {
  className: 'has--align--center contained',
  // React's CSSProperties names no custom property.
  style: { '--background-color': '#ffee00' } as CSSProperties,
};

describe('the blocks on a page, with the styles Volto gives every block', () => {
  it('puts a Follow Us block’s style classes and custom properties on the block', () => {
    applyConfig(createVoltoConfig());
    render(
      withStore(
        createStoreWithSiteLinks(siteLinks),
        withIntl(
          <FollowUsBlockVoltoView
            data={{ '@type': 'followUs', headline: 'Follow us', styles }}
            {...fromStyleWrapper}
          />,
        ),
      ),
    );
    const block = screen.getByRole('heading', { name: 'Follow us' }).parentElement!;
    expect(block).toHaveClass('block', 'socialmedia-follow-us', 'socialmedia-follow-us-center', 'contained');
    expect(block.style.getPropertyValue('--background-color')).toBe('#ffee00');
  });

  it('puts a Share block’s style classes and custom properties on the block', () => {
    const config = applyConfig(createVoltoConfig());
    config.settings.publicURL = 'https://www.example.org';
    render(
      withIntl(
        <ShareBlockVoltoView
          data={{ '@type': 'shareLinks', headline: 'Share', styles }}
          properties={{ '@id': 'http://localhost:8080/Plone/news', title: 'News' }}
          {...fromStyleWrapper}
        />,
      ),
    );
    const block = screen.getByRole('heading', { name: 'Share' }).parentElement!;
    expect(block).toHaveClass('block', 'socialmedia-share-block', 'socialmedia-share-block-center', 'contained');
    expect(block).toHaveClass('has--align--center');
    expect(block.style.getPropertyValue('--background-color')).toBe('#ffee00');
  });
});
