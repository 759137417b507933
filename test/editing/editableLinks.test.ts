// Reading whatever a form holds into editable rows, and writing rows back as the contract's link items.
import { moveLink, readEditableLinks, writeSocialLinks } from '../../src/editing/editableLinks';
import { storedLinks } from './storedLinks';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('readEditableLinks and writeSocialLinks', () => {
  it('give back exactly the stored list when nothing was edited', () => {
    expect(writeSocialLinks(readEditableLinks(storedLinks))).toEqual(storedLinks);
  });

  it('read nothing from null, undefined or an empty string', () => {
    expect(readEditableLinks(null)).toEqual([]);
    expect(readEditableLinks(undefined)).toEqual([]);
    expect(readEditableLinks('')).toEqual([]);
  });

  it('read a list stored as a JSON string, as the backend accepts one', () => {
    expect(writeSocialLinks(readEditableLinks(JSON.stringify(storedLinks)))).toEqual(storedLinks);
  });

  it('keep a string that is no list as the address of a link to fix', () => {
    const [row, ...rest] = readEditableLinks('https://x.com/plone');
    expect(rest).toEqual([]);
    expect(row).toMatchObject({ network: '', title: '', url: 'https://x.com/plone', repaired: true });
    expect(row!['@id']).toMatch(UUID);
  });

  it('keep items without href, with a string href, or with odd values, and mark them for checking', () => {
    const rows = readEditableLinks([
      { '@id': 'a', id: 'x', title: 'X' },
      { '@id': 'b', id: 'github', title: 'GitHub', href: 'https://github.com/plone' },
      { id: 'facebook', title: 7, href: [{ '@id': 'https://facebook.com/plone' }] },
      42,
      null,
    ]);
    expect(rows.map((row) => [row.network, row.title, row.url, row.repaired])).toEqual([
      ['x', 'X', '', true],
      ['github', 'GitHub', 'https://github.com/plone', true],
      ['facebook', '7', 'https://facebook.com/plone', true],
      ['', '', '42', true],
      ['', '', 'null', true],
    ]);
    const written = writeSocialLinks(rows);
    expect(written).toHaveLength(5);
    expect(written[0]).toEqual({ '@id': 'a', id: 'x', title: 'X', href: [] });
    expect(written[1]).toEqual({
      '@id': 'b',
      id: 'github',
      title: 'GitHub',
      href: [{ '@id': 'https://github.com/plone' }],
    });
    for (const link of written) expect(Object.keys(link).sort()).toEqual(['@id', 'href', 'id', 'title']);
  });

  it('give an item without @id the same new @id on every reading, so its row keeps its place', () => {
    const stored = [{ id: 'x', title: 'X', href: [{ '@id': 'https://x.com/a' }] }];
    const first = readEditableLinks(stored)[0]!['@id'];
    expect(first).toMatch(UUID);
    expect(readEditableLinks(stored)[0]!['@id']).toBe(first);
  });

  it('give the second of two items sharing an @id one of its own', () => {
    const twin = { ...storedLinks[0]! };
    const rows = readEditableLinks([storedLinks[0], twin]);
    expect(rows[0]!['@id']).toBe(storedLinks[0]!['@id']);
    expect(rows[1]!['@id']).not.toBe(storedLinks[0]!['@id']);
    expect(rows[1]!.repaired).toBe(true);
  });

  it('keep targets after the first one, which the backend ignores', () => {
    const stored = [
      { ...storedLinks[2]!, href: [{ '@id': 'https://a.example' }, { '@id': 'https://b.example', title: 'B' }] },
    ];
    expect(writeSocialLinks(readEditableLinks(stored))).toEqual(stored);
  });

  it('drop keys that are not part of a link item', () => {
    const stored = [{ ...storedLinks[0]!, image_scales: {}, ui: { open: true } }];
    expect(writeSocialLinks(readEditableLinks(stored))).toEqual([storedLinks[0]]);
  });
});

describe('moveLink', () => {
  it('moves an item and leaves the others in order', () => {
    expect(moveLink(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveLink(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveLink(['a', 'b'], 1, 9)).toEqual(['a', 'b']);
    expect(moveLink(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
});
