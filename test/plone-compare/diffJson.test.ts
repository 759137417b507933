// The structural diff behind the mock-vs-Plone comparison: every key, every type, every value.
import { diffJson } from '../../scripts/plone/diffJson';

describe('diffing two JSON answers', () => {
  it('finds nothing when both answers are equal', () => {
    expect(diffJson({ a: [1, { b: null }] }, { a: [1, { b: null }] })).toEqual([]);
  });

  it('names a key Plone sends and the mock leaves out, and the reverse', () => {
    expect(diffJson({ a: 1, b: 2 }, { a: 1, c: 3 })).toEqual([
      { path: 'body.b', kind: 'missing in mock', plone: 2, mock: undefined },
      { path: 'body.c', kind: 'only in mock', plone: undefined, mock: 3 },
    ]);
  });

  it('tells null from an empty list, which matters for social_links in summaries', () => {
    expect(diffJson({ items: [{ social_links: null }] }, { items: [{ social_links: [] }] })).toEqual([
      { path: 'body.items[0].social_links', kind: 'type', plone: null, mock: [] },
    ]);
  });

  it('reports a different list length and still compares the common items', () => {
    expect(diffJson([1, 2, 3], [1, 5])).toEqual([
      { path: 'body', kind: 'length', plone: 3, mock: 2 },
      { path: 'body[1]', kind: 'value', plone: 2, mock: 5 },
    ]);
  });

  it('writes behavior names as one key in the path', () => {
    expect(diffJson({}, { '{prefix}.socialmedia.settings': {} })[0]?.path).toBe('body.{prefix}.socialmedia.settings');
  });
});
