// Python's text forms the mock reproduces: repr() in error messages, json.dumps in bodies, urlencode in links.
import { describe, expect, test } from 'vitest';
import { pyRepr, pythonJson } from '../../../src/mock';
import { parseQsl, pyEquals, pyLen, pyStrip, pyTruthy, urlencode } from '../../../src/mock/model';

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

  test('str.strip() takes what Python counts as whitespace: the information separators, not a byte order mark', () => {
    expect(pyStrip('\u001c\u001f\u0085 a b\u3000\u2029')).toBe('a b');
    expect(pyStrip('\ufeffa\ufeff')).toBe('\ufeffa\ufeff');
    expect(pyStrip(' \t\n\r\v\f')).toBe('');
  });

  test('len() counts code points: a surrogate pair is one, a lone surrogate one too', () => {
    expect(pyLen('\u{1f600}a')).toBe(2);
    expect(pyLen('\ud800a\udc00')).toBe(3);
  });

  test('== compares dicts whatever their key order and bools as numbers; bool() of empty containers is false', () => {
    expect(pyEquals({ a: [1, { b: true }], c: null }, { c: null, a: [true, { b: 1 }] })).toBe(true);
    expect(pyEquals({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(pyEquals('1', 1)).toBe(false);
    expect([[], {}, '', 0, false, null].map(pyTruthy)).toEqual([false, false, false, false, false, false]);
    expect([[0], { a: 0 }, ' ', Number.NaN, true].map(pyTruthy)).toEqual([true, true, true, true, true]);
  });
});
