// The `/++api++` segment taken out of a backend address: the same answers as the regular expression it replaced, and
// an answer at once for an address that made that expression backtrack for minutes.
import fc from 'fast-check';
import { buildHeadTags } from '../../src/core/headTags';
import { sharedPageUrl } from '../../src/core/sharedPageUrl';
import { withoutApiSegment } from '../../src/core/withoutApiSegment';

/** The expression `publicLink` and `sharedPageUrl` used before (quadratic, and worse, on long addresses). */
const replaced = (href: string) => href.replace(/^(.*?\/\/[^/]+.*?)\/\+\+api\+\+(?=\/|$)/, '$1');

describe('withoutApiSegment', () => {
  it('takes the first /++api++ path segment out, and nothing else', () => {
    expect(withoutApiSegment('http://localhost:3000/++api++/news/launch')).toBe('http://localhost:3000/news/launch');
    expect(withoutApiSegment('http://localhost:3000/++api++')).toBe('http://localhost:3000');
    expect(withoutApiSegment('http://h/Plone/++api++/a/++api++/b')).toBe('http://h/Plone/a/++api++/b');
    expect(withoutApiSegment('http://h/++api++x/++api++/b')).toBe('http://h/++api++x/b');
    expect(withoutApiSegment('https://++api++/news')).toBe('https://++api++/news');
    expect(withoutApiSegment('https://www.plone.org/news')).toBe('https://www.plone.org/news');
  });

  it('answers as the regular expression it replaced, for any text', () => {
    const piece = fc.constantFrom('/', '//', '///', '+', '++api++', '/++api++', 'api', 'a', 'http:', 'https://h', '.');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 14 }), (pieces) => {
        const href = pieces.join('');
        expect(withoutApiSegment(href)).toBe(replaced(href));
      }),
      { numRuns: 5000 },
    );
  });

  // A canonical URL is free text an editor stores. The expression took 1.4 s for 120 kB of `a//` and about 20 s for
  // this one; each render of the page waited for it.
  const long = `https://www.example.org/${'a//'.repeat(160_000)}`;

  it('answers for a very long canonical URL in the head tags and the Share block', () => {
    const settings = {
      share_social_data: true,
      facebook_app_id: '',
      facebook_username: '',
      x_username: '',
      social_links: [],
    };
    const content = { '@id': 'http://localhost:8080/Plone/page', title: 'T', seo_canonical_url: long };
    const tags = buildHeadTags({
      content,
      settings,
      publicUrl: 'https://www.example.org',
      backendUrl: 'http://localhost:8080/Plone',
    });
    expect(tags).toContainEqual({ property: 'og:url', content: long });
    expect(sharedPageUrl({ content, publicUrl: 'https://www.example.org' })).toBe(long);
    expect(sharedPageUrl({ content: { '@id': long }, publicUrl: 'https://www.example.org' })).toBe(long);
  });
});
