// The text fields a PATCH writes, checked as zope.schema and plone.restapi's deserializers check them: the text is
// NFC-normalised, then a line field refuses both line ends, title and description have plone.app.dexterity's
// maximum lengths (in code points), a TextLine is stripped with Python's notion of whitespace, and an ASCIILine
// fails on its constraint before its characters.
import { describe, expect, test } from 'vitest';
import { useMockBackend } from '../../support/mockBackend';
import { adminRequests } from './adminRequests';

const backend = useMockBackend();
const { patch, read } = adminRequests(backend);

/** The BadRequest message of one field's ValidationError, as Plone writes it. */
const refused = (field: string, message: string) =>
  `[{'message': '${message}', 'field': '${field}', 'error': 'ValidationError'}]`;

describe('line fields', () => {
  test.each([['a\rb'], ['a\nb'], ['a\r\nb'], [' \r ']])(
    'a title holding %j is refused: Constraint not satisfied',
    async (title) => {
      const result = await patch('/community', { title });
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ type: 'BadRequest', message: refused('title', 'Constraint not satisfied') });
      expect((await read('/community')).title).toBe('Community');
    },
  );

  test('a facebook_app_id with a line break fails on the constraint even when it is not ASCII', async () => {
    const both = await patch('/community', { facebook_app_id: '\u00f1\n' });
    expect(both.body?.message).toBe(refused('facebook_app_id', 'Constraint not satisfied'));
    const nonAscii = await patch('/community', { facebook_app_id: '\u00f1' });
    expect(nonAscii.body?.message).toBe(refused('facebook_app_id', 'Invalid value'));
    // ASCIILine's constraint (a TODO in zope.schema) knows only \n: a carriage return passes.
    expect((await patch('/community', { facebook_app_id: '12\r34' })).status).toBe(204);
    expect((await read('/community')).facebook_app_id).toBe('12\r34');
  });

  test('a title is stripped of what Python counts as whitespace, and keeps a byte order mark', async () => {
    expect((await patch('/community', { title: '\u001c\u0085 Together \u3000' })).status).toBe(204);
    expect((await read('/community')).title).toBe('Together');
    expect((await patch('/community', { title: '\ufeffTogether' })).status).toBe(204);
    expect((await read('/community')).title).toBe('\ufeffTogether');
  });
});

describe('maximum lengths of title and description', () => {
  test('a title of 1024 characters is stored, one of 1025 is refused: Value is too long', async () => {
    expect((await patch('/community', { title: 'x'.repeat(1024) })).status).toBe(204);
    const result = await patch('/community', { title: 'y'.repeat(1025) });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ type: 'BadRequest', message: refused('title', 'Value is too long') });
    expect((await read('/community')).title).toBe('x'.repeat(1024));
  });

  test('the title is measured as sent, before it is stripped, and in code points, not UTF-16 units', async () => {
    expect((await patch('/community', { title: `${'x'.repeat(1024)} ` })).body?.message).toBe(
      refused('title', 'Value is too long'),
    );
    // 1024 emoji are 2048 UTF-16 units but 1024 characters for Python.
    expect((await patch('/community', { title: '\u{1f600}'.repeat(1024) })).status).toBe(204);
  });

  test('a description of 10000 characters is stored, one of 10001 is refused', async () => {
    expect((await patch('/community', { description: 'd'.repeat(10000) })).status).toBe(204);
    const result = await patch('/community', { description: 'd'.repeat(10001) });
    expect(result.body?.message).toBe(refused('description', 'Value is too long'));
  });

  test('a title with a line break and too long fails on the constraint, checked first', async () => {
    const result = await patch('/community', { title: `a\r${'x'.repeat(1100)}` });
    expect(result.body?.message).toBe(refused('title', 'Constraint not satisfied'));
  });

  test('both fields too long are both reported, the title first', async () => {
    const result = await patch('/community', { description: 'd'.repeat(10001), title: 't'.repeat(1025) });
    expect(result.body?.message).toBe(
      `[${[refused('title', 'Value is too long'), refused('description', 'Value is too long')]
        .map((error) => error.slice(1, -1))
        .join(', ')}]`,
    );
  });
});

describe('Unicode normalisation', () => {
  test('title and description are stored in NFC: a decomposed é becomes U+00E9', async () => {
    expect((await patch('/community', { title: 'Cafe\u0301', description: 'Cre\u0300me' })).status).toBe(204);
    const content = await read('/community');
    expect(content.title).toBe('Caf\u00e9');
    expect(content.description).toBe('Cr\u00e8me');
  });

  test('a title is measured after normalisation: 1025 decomposed characters that compose to 1024 pass', async () => {
    expect((await patch('/community', { title: `${'e'.repeat(1023)}e\u0301` })).status).toBe(204);
    expect((await read('/community')).title).toBe(`${'e'.repeat(1023)}\u00e9`);
  });

  test('a facebook_app_id is normalised before the ASCII test: the Kelvin sign becomes K', async () => {
    expect((await patch('/community', { facebook_app_id: '\u212a42' })).status).toBe(204);
    expect((await read('/community')).facebook_app_id).toBe('K42');
  });

  test('the links are JSON, not text: their strings keep their form', async () => {
    const links = [{ '@id': 'x', id: 'x', title: 'Cafe\u0301', href: [{ '@id': 'https://x.com/cafe' }] }];
    expect((await patch('/community', { social_links: links })).status).toBe(204);
    expect(((await read('/community')).social_links as Array<{ title: string }>)[0]!.title).toBe('Cafe\u0301');
  });
});
