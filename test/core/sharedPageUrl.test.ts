// The address a share link carries: the page's public URL, never the backend's.
import { sharedPageUrl } from '../../src/core/sharedPageUrl';

const publicUrl = 'https://www.example.org';
const backendUrls = ['http://backend:8080/Plone', 'http://localhost:8080/Plone'];

describe('sharedPageUrl', () => {
  it('moves the page’s @id from the API path to the public URL', () => {
    const content = { '@id': 'http://localhost:8080/Plone/news/launch' };
    expect(sharedPageUrl({ content, publicUrl, backendUrls })).toBe('https://www.example.org/news/launch');
  });

  it('moves it from the internal API path that server-side rendering uses', () => {
    const content = { '@id': 'http://backend:8080/Plone/news/launch' };
    expect(sharedPageUrl({ content, publicUrl: `${publicUrl}/`, backendUrls })).toBe(
      'https://www.example.org/news/launch',
    );
  });

  it('never shares a ++api++ address', () => {
    const content = { '@id': 'http://localhost:3000/++api++/news/launch' };
    expect(sharedPageUrl({ content, publicUrl, backendUrls: ['http://localhost:3000'] })).toBe(
      'https://www.example.org/news/launch',
    );
    expect(sharedPageUrl({ content, publicUrl, backendUrls: [] })).toBe('https://www.example.org/news/launch');
    expect(sharedPageUrl({ content })).toBe('http://localhost:3000/news/launch');
  });

  it('shares the site root as the public URL itself', () => {
    expect(sharedPageUrl({ content: { '@id': 'http://localhost:8080/Plone' }, publicUrl, backendUrls })).toBe(
      publicUrl,
    );
  });

  it('prefers the page’s canonical URL set by an editor', () => {
    const content = { '@id': 'http://localhost:8080/Plone/a', seo_canonical_url: 'https://other.example/b' };
    expect(sharedPageUrl({ content, publicUrl, backendUrls })).toBe('https://other.example/b');
  });

  it('ignores an unsafe canonical URL and shares nothing from an unsafe @id', () => {
    expect(
      sharedPageUrl({
        content: { '@id': 'http://localhost:8080/Plone/a', seo_canonical_url: 'javascript:alert(1)' },
        publicUrl,
        backendUrls,
      }),
    ).toBe('https://www.example.org/a');
    expect(sharedPageUrl({ content: { '@id': 'javascript:alert(1)' }, publicUrl, backendUrls })).toBeNull();
  });

  it.each([null, undefined, 'page', 42, [], {}, { '@id': 42 }])(
    'shares nothing for malformed content %j',
    (content) => {
      expect(sharedPageUrl({ content, publicUrl, backendUrls })).toBeNull();
    },
  );
});
