// @vitest-environment jsdom
// The Share block in Volto: registered for the block chooser, its view and its edit form chunks of their own that no
// other page loads, and the address it shares: Volto's public URL, never the backend's.
import { screen } from '@testing-library/react';
import applyConfig, { SHARE_BLOCK, ShareBlockEditLoader } from '../../src';
import { followUsBlockSchema } from '../../src/components/followUsBlockSchema';
import { shareBlockSchema } from '../../src/components/shareBlockSchema';
import { SHARE_TARGETS } from '../../src/core/shareTargets';
import ShareBlockVoltoView from '../../src/volto/ShareBlockVoltoView';
import { renderWithIntl } from '../support/intl';
import { staticImports } from './support/staticImports';
import { createVoltoConfig } from './support/voltoConfig';

const intl = {
  formatMessage: (message: { defaultMessage?: string; id: string }) => message.defaultMessage ?? message.id,
};

/** The share block's own modules: none of them may be in the first load or in the Follow Us block's chunk. */
const SHARE_MODULES = [
  'src/volto/ShareBlockVoltoView.tsx',
  'src/components/ShareBlockView.tsx',
  'src/components/ShareLinks.tsx',
  'src/components/MastodonShare.tsx',
  'src/components/CopyLinkButton.tsx',
  'src/components/WebShareButton.tsx',
  'src/components/shareMessages.ts',
  'src/core/shareTargets.ts',
  'src/core/sharedPageUrl.ts',
  'src/core/mastodonInstance.ts',
];

describe('the Share block in Volto', () => {
  it('is in the block chooser’s common group, titled with a message id Volto translates', () => {
    const config = applyConfig(createVoltoConfig());
    const block = config.blocks.blocksConfig[SHARE_BLOCK];
    expect(SHARE_BLOCK).toBe('shareLinks');
    expect(block).toMatchObject({ id: 'shareLinks', title: 'Share', group: 'common', restricted: false });
    expect(block.icon.content).toContain('<circle');
    expect(block.edit).toBe(ShareBlockEditLoader);
    expect(block.blockSchema).toBeUndefined();
    // What a site changed on the block is kept when the add-on is applied again.
    block.mostUsed = true;
    applyConfig(config);
    expect(config.blocks.blocksConfig[SHARE_BLOCK].mostUsed).toBe(true);
  });

  it('offers every share target in its settings, as an ordered multi-select (Volto’s ArrayWidget), and its look', () => {
    expect(staticImports('src/volto/ShareBlockEdit.tsx').files).toContain('src/components/shareBlockSchema.ts');
    const schema = shareBlockSchema({ intl });
    expect(schema.fieldsets[0]!.fields).toEqual(['headline', 'networks', 'animate']);
    // The icons' animation and the block's alignment (a Styling section) as the Follow Us block has them.
    const followUs = followUsBlockSchema({ intl });
    expect(schema.fieldsets[1]).toEqual(followUs.fieldsets[1]);
    expect(schema.properties.animate).toEqual(followUs.properties.animate);
    expect(schema.properties.styles).toEqual(followUs.properties.styles);
    expect(schema.properties.styles.schema.properties.align.widget).toBe('align');
    expect(schema.properties.networks.widget).toBe('array');
    expect(schema.properties.networks.choices).toEqual([
      ['x', 'X'],
      ['facebook', 'Facebook'],
      ['linkedin', 'LinkedIn'],
      ['bluesky', 'Bluesky'],
      ['mastodon', 'Mastodon'],
      ['threads', 'Threads'],
      ['whatsapp', 'WhatsApp'],
      ['telegram', 'Telegram'],
      ['email', 'Share by email'],
      ['copylink', 'Copy link'],
      ['webshare', 'Share with an app'],
    ]);
    expect(schema.properties.networks.choices.map(([id]) => id)).toEqual([...SHARE_TARGETS]);
  });

  it('keeps its code out of the first load and out of the Follow Us block’s chunk, reached only through import()', () => {
    const firstLoad = staticImports('src/index.ts');
    const followUsChunk = staticImports('src/volto/blockViews.ts');
    for (const file of SHARE_MODULES) {
      expect(firstLoad.files).not.toContain(file);
      expect(followUsChunk.files).not.toContain(file);
    }
    expect(firstLoad.dynamic).toContain('src/volto/ShareBlockVoltoView.tsx');
    expect(firstLoad.dynamic).toContain('src/volto/ShareBlockEdit.tsx');
    const shareChunk = staticImports('src/volto/ShareBlockVoltoView.tsx');
    expect(shareChunk.files).not.toContain('src/components/FollowUsBlockView.tsx');
    expect(shareChunk.packages.filter((name) => name.startsWith('@plone/'))).toEqual([]);
  });

  it('shares the page at Volto’s public URL, whichever backend address the content came from', () => {
    const config = applyConfig(createVoltoConfig());
    config.settings.publicURL = 'https://www.example.org';
    config.settings.internalApiPath = 'http://backend:8080/Plone';
    const { unmount } = renderWithIntl(
      <ShareBlockVoltoView
        data={{ '@type': 'shareLinks', networks: ['facebook'] }}
        properties={{ '@id': 'http://backend:8080/Plone/news/launch', title: 'Launch' }}
      />,
    );
    expect(screen.getByRole('link', { name: /Share on Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('https://www.example.org/news/launch')}`,
    );
    unmount();
    renderWithIntl(
      <ShareBlockVoltoView
        data={{ networks: ['x'] }}
        properties={{ '@id': 'http://localhost:8080/Plone/++api++/news/launch', title: 'Launch' }}
      />,
    );
    const href = screen.getByRole('link', { name: /Share on X/ }).getAttribute('href')!;
    expect(new URL(href).searchParams.get('url')).toBe('https://www.example.org/news/launch');
    expect(href).not.toContain('api');
  });

  it('shares the page inside a Grid block, where Volto passes the grid as `properties` and the page as `metadata`', () => {
    const config = applyConfig(createVoltoConfig());
    config.settings.publicURL = 'https://www.example.org';
    config.settings.internalApiPath = 'http://backend:8080/Plone';
    const share = { '@type': 'shareLinks', networks: ['facebook'] };
    // What Volto's Grid block view hands each column's block (RenderBlocks with `content={data}`).
    const grid = { '@type': 'gridBlock', blocks: { b2: share }, blocks_layout: { items: ['b2'] } };
    renderWithIntl(
      <ShareBlockVoltoView
        data={share}
        properties={grid}
        metadata={{ '@id': 'http://backend:8080/Plone/news/launch', title: 'Launch' }}
      />,
    );
    const href = screen.getByRole('link', { name: /Share on Facebook/ }).getAttribute('href')!;
    expect(new URL(href).searchParams.get('u')).toBe('https://www.example.org/news/launch');
  });

  it('renders nothing to share, and does not fail, for a malformed page', () => {
    applyConfig(createVoltoConfig());
    const { container } = renderWithIntl(<ShareBlockVoltoView data={null} properties={{ '@id': 42 } as never} />);
    expect(container.querySelector('a')).toBeNull();
  });
});
