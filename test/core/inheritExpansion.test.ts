// Merging our inherit expansion into a query that other add-ons (and Volto) already shaped.
import { appendBehaviors, splitNames } from '../../src/core/inheritExpansion';
import { mergeInheritExpansion } from '../../src/core/mergeInheritExpansion';

const OURS = 'example.socialmedia.settings';

describe('mergeInheritExpansion', () => {
  it('adds inherit and our behavior to an empty or missing query', () => {
    const expected = { expand: 'inherit', 'expand.inherit.behaviors': OURS };
    expect(mergeInheritExpansion(undefined, [OURS])).toEqual(expected);
    expect(mergeInheritExpansion({}, [OURS])).toEqual(expected);
  });

  it('keeps the expanders Volto asked for, in order, and appends inherit', () => {
    expect(mergeInheritExpansion({ expand: 'breadcrumbs,actions,navroot' }, [OURS]).expand).toBe(
      'breadcrumbs,actions,navroot,inherit',
    );
  });

  it('accepts expand as a list and answers one comma-joined value', () => {
    expect(mergeInheritExpansion({ expand: ['breadcrumbs', 'navigation'] }, [OURS]).expand).toBe(
      'breadcrumbs,navigation,inherit',
    );
  });

  it('adds inherit only once when the caller asked for it already, wherever it stands', () => {
    expect(mergeInheritExpansion({ expand: 'inherit,actions' }, [OURS]).expand).toBe('inherit,actions');
    expect(mergeInheritExpansion({ expand: ['actions', ' inherit '] }, [OURS]).expand).toBe('actions,inherit');
    expect(mergeInheritExpansion({ expand: 'inherit,inherit' }, [OURS]).expand).toBe('inherit');
  });

  it("lists another add-on's behaviors first, then ours", () => {
    const query = { expand: 'inherit', 'expand.inherit.behaviors': 'other.behavior' };
    expect(mergeInheritExpansion(query, [OURS])['expand.inherit.behaviors']).toBe(`other.behavior,${OURS}`);
  });

  it('does not repeat our behavior when another add-on already asked for it', () => {
    const query = { 'expand.inherit.behaviors': `${OURS},other.behavior` };
    expect(mergeInheritExpansion(query, [OURS])['expand.inherit.behaviors']).toBe(`${OURS},other.behavior`);
  });

  it('joins behaviors given as a list into one value (Plone fails on a repeated key)', () => {
    const query = { 'expand.inherit.behaviors': ['a.one', 'b.two,c.three'] };
    expect(mergeInheritExpansion(query, [OURS])['expand.inherit.behaviors']).toBe(`a.one,b.two,c.three,${OURS}`);
  });

  it('drops empty names and trims whitespace Plone would not strip', () => {
    const query = { expand: ' , actions ,,', 'expand.inherit.behaviors': ' a.one , ,b.two,' };
    const merged = mergeInheritExpansion(query, ['', ` ${OURS} `]);
    expect(merged.expand).toBe('actions,inherit');
    expect(merged['expand.inherit.behaviors']).toBe(`a.one,b.two,${OURS}`);
  });

  it('appends several names of ours in the order given, each once', () => {
    const merged = mergeInheritExpansion({}, [OURS, 'example.socialmedia.links', OURS]);
    expect(merged['expand.inherit.behaviors']).toBe(`${OURS},example.socialmedia.links`);
  });

  it('leaves every other key untouched and does not change the caller’s query', () => {
    const query = {
      expand: ['actions'],
      'expand.navigation.depth': '2',
      b_size: '5',
      metadata_fields: ['UID', 'social_links'],
    };
    const snapshot = structuredClone(query);
    const merged = mergeInheritExpansion(query, [OURS]);
    expect(query).toEqual(snapshot);
    expect(merged).toEqual({
      expand: 'actions,inherit',
      'expand.inherit.behaviors': OURS,
      'expand.navigation.depth': '2',
      b_size: '5',
      metadata_fields: ['UID', 'social_links'],
    });
  });

  it('answers the same string however often it is applied', () => {
    const once = mergeInheritExpansion({ expand: 'actions', 'expand.inherit.behaviors': 'a.one' }, [OURS]);
    expect(mergeInheritExpansion(once, [OURS])).toEqual(once);
  });

  it('treats an undefined expand like an absent one', () => {
    expect(mergeInheritExpansion({ expand: undefined }, [OURS]).expand).toBe('inherit');
  });
});

describe('appendBehaviors', () => {
  it.each([
    [undefined, [OURS], OURS],
    ['', [OURS], OURS],
    ['other.behavior', [OURS], `other.behavior,${OURS}`],
    [['x.one', 'y.two'], [OURS], `x.one,y.two,${OURS}`],
    [[], [OURS], OURS],
    [`other.behavior,${OURS}`, [OURS], `other.behavior,${OURS}`],
    [`${OURS},${OURS}`, [], OURS],
    ['a, b ,,c', [' d ', ''], 'a,b,c,d'],
    ['a', 'b,c', 'a,b,c'],
  ] as const)('appends to %j the names %j giving %j', (existing, names, expected) => {
    expect(appendBehaviors(existing, names)).toBe(expected);
  });

  it('composes when two add-ons append in turn, in their order', () => {
    const afterFirst = appendBehaviors('static.behavior', ['first.addon']);
    expect(appendBehaviors(afterFirst, [OURS])).toBe(`static.behavior,first.addon,${OURS}`);
  });
});

describe('splitNames', () => {
  it('splits, trims and drops empty names, keeping duplicates for the caller to decide', () => {
    expect(splitNames(' a ,b,,a ')).toEqual(['a', 'b', 'a']);
    expect(splitNames(['a,b', 'c'])).toEqual(['a', 'b', 'c']);
    expect(splitNames(undefined)).toEqual([]);
  });
});

describe('mergeInheritExpansion key order', () => {
  it('puts the expansion first so the URL reads like the one Volto sends', () => {
    const merged = mergeInheritExpansion({ b_size: '5', expand: 'actions' }, [OURS]);
    expect(Object.keys(merged)).toEqual(['expand', 'expand.inherit.behaviors', 'b_size']);
  });
});
