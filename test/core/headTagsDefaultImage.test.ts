// A page without an image of its own is shared with the site's image: the configured default share image with its
// size and text, else the site logo; never a second og:image.
import { buildHeadTags } from '../../src/core';
import type { BuildHeadTagsOptions, HeadTag } from '../../src/core';
import type { SocialMediaSettings } from '../../src/contract/types';

const SITE = 'http://127.0.0.1:8080/Plone';
const PUBLIC = 'https://www.example.org';

const settings: SocialMediaSettings = {
  share_social_data: true,
  facebook_app_id: '',
  facebook_username: '',
  x_username: '',
  social_links: [],
};

const page = { '@id': `${SITE}/about`, '@type': 'Document', title: 'About', image: null };
const ownImage = {
  download: `${SITE}/news/@@images/image-1600.png`,
  width: 1600,
  height: 900,
  scales: { large: { download: `${SITE}/news/@@images/image-800.png`, width: 800, height: 450 } },
};
const defaultImage = { url: `${PUBLIC}/share.png`, width: 1200, height: 630, alt: 'The Plone logo on blue' };
/** `plone.site_logo` as `@site` serves it. */
const siteLogo = `${SITE}/@@site-logo/logo.png`;

function imageTags(options: Partial<BuildHeadTagsOptions>): Record<string, string[]> {
  const tags: HeadTag[] = buildHeadTags({ content: page, settings, publicUrl: PUBLIC, backendUrl: SITE, ...options });
  const found: Record<string, string[]> = {};
  for (const tag of tags) {
    const key = 'property' in tag ? tag.property : tag.name;
    if (/image|twitter:card/.test(key)) (found[key] ??= []).push(tag.content);
  }
  return found;
}

describe('the share image of a page without one of its own', () => {
  it('is the configured default image, with its size and its text', () => {
    expect(imageTags({ defaultImage, siteLogo })).toEqual({
      'og:image': [`${PUBLIC}/share.png`],
      'og:image:width': ['1200'],
      'og:image:height': ['630'],
      'og:image:alt': ['The Plone logo on blue'],
      'twitter:card': ['summary_large_image'],
    });
  });

  it('is at the public address when the configured image is a path of the site', () => {
    expect(imageTags({ defaultImage: { url: '/share.png' } })['og:image']).toEqual([`${PUBLIC}/share.png`]);
  });

  it('is the site logo at its public address when no image is configured, without a size it does not know', () => {
    expect(imageTags({ siteLogo })).toEqual({
      'og:image': [`${PUBLIC}/@@site-logo/logo.png`],
      'twitter:card': ['summary_large_image'],
    });
  });

  it('is the site logo whose file name has spaces in it, at an address a network can fetch', () => {
    // Plone writes the uploaded file's name into `plone.site_logo` as it is (`getSiteLogo`).
    expect(imageTags({ siteLogo: `${SITE}/@@site-logo/Our logo 2024.png` })['og:image']).toEqual([
      `${PUBLIC}/@@site-logo/Our%20logo%202024.png`,
    ]);
  });

  it.each(['logo.svg', 'Logo.SVG', 'logo.svgz'])(
    'is none when the site logo is an SVG file (%s), which Facebook, X and LinkedIn cannot show',
    (file) => {
      expect(imageTags({ siteLogo: `${SITE}/@@site-logo/${file}` })).toEqual({ 'twitter:card': ['summary'] });
    },
  );

  it.each<[string, unknown]>([
    ['a script address', { url: 'javascript:alert(1)', width: 1200 }],
    ['no address', { width: 1200, height: 630 }],
    ['not an object', 'https://www.example.org/share.png'],
  ])('is the site logo when the configured image has %s', (_, configured) => {
    expect(imageTags({ defaultImage: configured, siteLogo })['og:image']).toEqual([`${PUBLIC}/@@site-logo/logo.png`]);
  });

  it('leaves out a size or text of the wrong type', () => {
    const tags = imageTags({ defaultImage: { url: `${PUBLIC}/share.png`, width: '1200', height: -1, alt: 7 } });
    expect(tags).toEqual({ 'og:image': [`${PUBLIC}/share.png`], 'twitter:card': ['summary_large_image'] });
  });

  it('is none at all when neither is there, or the logo is not a web address', () => {
    expect(imageTags({})).toEqual({ 'twitter:card': ['summary'] });
    expect(imageTags({ siteLogo: 'javascript:alert(1)' })).toEqual({ 'twitter:card': ['summary'] });
  });
});

describe('the share image of a page with one of its own', () => {
  it('is the page’s image, never the default as well', () => {
    const tags = imageTags({ content: { ...page, image: ownImage }, defaultImage, siteLogo });
    expect(tags['og:image']).toEqual([`${PUBLIC}/news/@@images/image-800.png`]);
    expect(tags['og:image:width']).toEqual(['800']);
    expect(tags['og:image:alt']).toBeUndefined();
  });

  it('is left to Volto when Volto writes it: no og:image of ours, no size, no text', () => {
    const tags = imageTags({ content: { ...page, image: ownImage }, defaultImage, exclude: ['og:image'] });
    expect(Object.keys(tags)).toEqual(['twitter:card']);
  });
});
