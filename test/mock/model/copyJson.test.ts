// What the mock hands out is a copy: an answer changed by its reader (a handler, a test) never changes the site.
import { describe, expect, test } from 'vitest';
import { demoSite } from '../../../src/mock';
import { copyJson } from '../../../src/mock/model/copyJson';

describe('copyJson', () => {
  test('copies nested objects and arrays, so that changing the copy leaves the original alone', () => {
    const original = { links: [{ id: 'x', href: [{ '@id': 'https://x.com/a', title: 'a' }] }], count: 1 };
    const copy = copyJson(original);
    expect(copy).toEqual(original);
    copy.links[0]!.href[0]!['@id'] = 'javascript:alert(1)';
    copy.links.push({ id: 'github', href: [] });
    expect(original.links).toEqual([{ id: 'x', href: [{ '@id': 'https://x.com/a', title: 'a' }] }]);
  });

  test('keeps a body’s own `__proto__` key as a property, never as the prototype', () => {
    const hostile = JSON.parse('{"__proto__": {"polluted": true}, "id": "x"}') as Record<string, unknown>;
    const copy = copyJson(hostile);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(['__proto__', 'id']);
    expect((copy as { polluted?: boolean }).polluted).toBeUndefined();
    expect(JSON.stringify(copy)).toBe('{"__proto__":{"polluted":true},"id":"x"}');
  });

  test('returns primitives, null and non-plain objects as they are', () => {
    const date = new Date('2026-11-26T00:00:00Z');
    expect(copyJson(date)).toBe(date);
    expect(copyJson(null)).toBeNull();
    expect(copyJson('text')).toBe('text');
  });
});

describe('reading a field', () => {
  test('gives a copy: changing it does not change the stored links or the usernames computed from them', () => {
    const site = demoSite();
    const behavior = site.behaviors.lookup(site.behaviors.names.settings)!;
    const field = (name: string) => behavior.fields.find((candidate) => candidate.name === name)!;
    const links = site.readField(site.root, field('social_links')) as { id: string; href: { '@id': string }[] }[];
    const x = links.find((link) => link.id === 'x')!;
    const username = site.readField(site.root, field('x_username'));
    expect(username).toBe('plonedemo');
    x.href[0]!['@id'] = 'https://x.com/someone-else';
    links.splice(0);
    expect(site.readField(site.root, field('social_links'))).toHaveLength(7);
    expect(site.readField(site.root, field('x_username'))).toBe(username);
  });
});
