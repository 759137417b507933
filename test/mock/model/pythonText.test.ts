// Python's text forms the mock reproduces: repr() in error messages, json.dumps in bodies, urlencode in links.
import { describe, expect, test } from 'vitest';
import { pyRepr, pythonJson } from '../../../src/mock';
import { parseQsl, urlencode } from '../../../src/mock/model';

describe('Python text', () => {
  test('repr of an error list matches what Plone puts into a BadRequest message', () => {
    expect(pyRepr([{ message: 'Wrong contained type', field: 'social_links', error: 'ValidationError' }])).toBe(
      "[{'message': 'Wrong contained type', 'field': 'social_links', 'error': 'ValidationError'}]",
    );
    expect(pyRepr("it's")).toBe('"it\'s"');
    expect(pyRepr('say "it\'s"')).toBe("'say \"it\\'s\"'");
    expect(pyRepr([true, null, 1.5, 'a\nb'])).toBe("[True, None, 1.5, 'a\\nb']");
  });

  test('json.dumps with sorted keys, trailing-space separators and ASCII escapes', () => {
    expect(pythonJson({ b: [1, {}], a: 'é' })).toBe('{\n  "a": "\\u00e9", \n  "b": [\n    1, \n    {}\n  ]\n}');
    expect(pythonJson({ b: 1, a: [] }, ',')).toBe('{\n  "a": [],\n  "b": 1\n}');
  });

  test('urlencode quotes slashes and spaces as Python does', () => {
    expect(
      urlencode([
        ['path', '/Plone/a b'],
        ['portal_type', 'News Item'],
      ]),
    ).toBe('path=%2FPlone%2Fa+b&portal_type=News+Item');
    expect(parseQsl('a=1&b=&c=x+y&a=2')).toEqual([
      ['a', '1'],
      ['c', 'x y'],
      ['a', '2'],
    ]);
    expect(parseQsl('a=1&b=', true)).toEqual([
      ['a', '1'],
      ['b', ''],
    ]);
  });
});
