// The head tags are documented never to throw: a page's content and the site's `publicURL` come from outside, and a
// throw here takes the server-side render of every page down.
import { buildHeadTags } from '../../src/core';
import type { SocialMediaSettings } from '../../src/contract/types';

const settings: SocialMediaSettings = {
  share_social_data: true,
  facebook_app_id: '',
  facebook_username: '',
  x_username: '',
  social_links: [],
};

describe('buildHeadTags on content and addresses of any shape', () => {
  it.each(['https://++api++/', 'http://++api++', 'https://++api++/news', 'HTTPS://++API++/x'])(
    'rewrites a content @id %s to the public address without throwing',
    (id) => {
      const tags = buildHeadTags({
        content: { '@id': id, title: 'T' },
        settings,
        publicUrl: 'https://www.example.org',
      });
      expect(tags.find((tag) => 'property' in tag && tag.property === 'og:url')?.content).toMatch(
        /^https:\/\/www\.example\.org/,
      );
    },
  );

  it('keeps the path of a URL whose host is spelled like the API marker', () => {
    const tags = buildHeadTags({
      content: { '@id': 'https://++api++/a/++api++/b', title: 'T' },
      settings,
      publicUrl: 'https://www.example.org',
    });
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://www.example.org/a/b' });
  });

  it.each<unknown>([5, true, null, {}, ['https://www.example.org'], { toString: 1 }])(
    'ignores a publicUrl of another type (%j)',
    (publicUrl) => {
      const content = { '@id': 'http://127.0.0.1:8080/Plone/news', title: 'T' };
      expect(() =>
        buildHeadTags({ content, settings, publicUrl: publicUrl as never, backendUrl: publicUrl as never }),
      ).not.toThrow();
    },
  );

  it('guesses the page type when @type is not a string, without throwing', () => {
    const tags = buildHeadTags({ content: { '@type': { toString: 1 }, title: 'T' }, settings });
    expect(tags).toContainEqual({ property: 'og:type', content: 'article' });
  });

  it('never writes a mail address as the page’s address, in any case', () => {
    const tags = buildHeadTags({
      content: { '@id': 'MAILTO:a@example.org', title: 'T' },
      settings,
      publicUrl: 'https://p.org',
    });
    expect(tags.some((tag) => 'property' in tag && tag.property === 'og:url')).toBe(false);
  });
});
