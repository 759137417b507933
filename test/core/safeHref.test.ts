// Deciding what may become a link: web, mail and site paths only, never a script.
import { safeHref } from '../../src/core/safeHref';

describe('safeHref accepts', () => {
  it.each([
    ['https://x.com/ploneorgbr', 'https://x.com/ploneorgbr'],
    ['http://example.com', 'http://example.com'],
    ['HTTPS://X.COM/Name', 'HTTPS://X.COM/Name'],
    ['  https://facebook.com/PloneBr  ', 'https://facebook.com/PloneBr'],
    ['\nhttps://github.com/plone\t', 'https://github.com/plone'],
    ['https://example.com/a?b=1&c=%20#d', 'https://example.com/a?b=1&c=%20#d'],
    ['mailto:team@example.com', 'mailto:team@example.com'],
    ['MailTo:team@example.com?subject=Hi', 'MailTo:team@example.com?subject=Hi'],
    ['/about', '/about'],
    ['/', '/'],
    ['/news/item?x=1#top', '/news/item?x=1#top'],
  ])('%j as %j', (value, expected) => {
    expect(safeHref(value)).toBe(expected);
  });
});

describe('safeHref rejects', () => {
  const xssVectors = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\u0000javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    'javascript\u0000:alert(1)',
    '\u0001javascript:alert(1)',
    'javascript&colon;alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '%6Aavascript:alert(1)',
    'javascript%3Aalert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example/x',
    '///evil.example/x',
    '/\\evil.example/x',
    '\\\\evil.example\\x',
    'https:\\\\evil.example',
    'http://exa mple.com',
    'https://x.com/\u200Bname',
    'https://x.com/\uFEFFname',
    'https://x.com/a\u0085b',
    'https:evil.example',
    'http://',
    'mailto:',
    'ftp://example.com',
    'tel:+551100000000',
    'x.com/ploneorgbr',
    '#top',
    '?q=1',
    'about:blank',
    'blob:https://example.com/1',
    '',
    '   ',
  ];

  it.each(xssVectors)('%j', (vector) => {
    expect(safeHref(vector)).toBeNull();
  });

  it.each([null, undefined, 42, true, {}, ['https://x.com'], { toString: () => 'https://x.com' }])(
    'the non-string %j',
    (value) => {
      expect(safeHref(value)).toBeNull();
    },
  );
});

describe('safeHref answers kept between calls', () => {
  it('answers the same for a string asked again, also after more strings than it keeps', () => {
    const asked = ['https://x.com/plone', 'javascript:alert(1)', ' /about ', 'https://x.com/\u200Bname'];
    const first = asked.map(safeHref);
    expect(first).toEqual(['https://x.com/plone', null, '/about', null]);
    for (let index = 0; index < 1_200; index += 1) safeHref(`https://example.com/${index}`);
    expect(asked.map(safeHref)).toEqual(first);
    expect(asked.map(safeHref)).toEqual(first);
  });
});
