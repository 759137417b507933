// @vitest-environment jsdom
// The sharing tags in the HTML a server renders, for a plain React app.
import { renderToString } from 'react-dom/server';
import { SocialHeadTags } from '../../src/components';
import { buildHeadTags } from '../../src/core';
import type { SocialMediaSettings } from '../../src/contract/types';
import { facebookLink, SITE, xLink } from './support/fixtures';

const settings: SocialMediaSettings = {
  share_social_data: true,
  facebook_app_id: '123456789012345',
  facebook_username: 'PloneBr',
  x_username: 'ploneorgbr',
  social_links: [xLink, facebookLink],
};

const content = {
  '@id': `${SITE}/about`,
  '@type': 'Document',
  title: 'About <this> site',
  description: 'What "this" demo shows',
};

describe('SocialHeadTags', () => {
  it('writes each tag as a meta element in server-rendered HTML, with values escaped', () => {
    const html = renderToString(<SocialHeadTags tags={buildHeadTags({ content, settings })} />);
    expect(html).toContain('<meta property="og:title" content="About &lt;this&gt; site"/>');
    expect(html).toContain('<meta property="og:description" content="What &quot;this&quot; demo shows"/>');
    expect(html).toContain(`<meta property="og:url" content="${SITE}/about"/>`);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain('<meta property="fb:app_id" content="123456789012345"/>');
    expect(html).toContain('<meta property="og:article:publisher" content="https://facebook.com/PloneBr"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary"/>');
    expect(html).toContain('<meta name="twitter:site" content="@ploneorgbr"/>');
  });

  it('writes nothing when the site does not share social data', () => {
    const html = renderToString(
      <SocialHeadTags tags={buildHeadTags({ content, settings: { ...settings, share_social_data: false } })} />,
    );
    expect(html).toBe('');
  });
});
