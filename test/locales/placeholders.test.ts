// The catalogue checks themselves catch the mistakes they exist for.
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extractMessages } from '../../scripts/i18n/extractMessages';
import { poPath, readCatalogue, syncCatalogues, loadMessages } from '../../scripts/i18n/catalogues';
import { messageArguments } from './messageArguments';

function sourceTree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'i18n-src-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

describe('extracting and syncing messages', () => {
  it('finds the descriptors of defineMessages with the files that declare them', () => {
    const src = sourceTree({
      'components/A.tsx': `const m = defineMessages({ hi: { id: 'x.hi', defaultMessage: 'Hello {name}' } });`,
      'editing/B.ts': `const m = defineMessages({ hi: { id: 'x.hi', defaultMessage: 'Hello {name}' }, bye: { id: 'x.bye', defaultMessage: 'Bye' } });`,
    });
    expect(extractMessages(src)).toEqual([
      { id: 'x.bye', defaultMessage: 'Bye', references: ['editing/B'] },
      { id: 'x.hi', defaultMessage: 'Hello {name}', references: ['components/A', 'editing/B'] },
    ]);
  });

  it('refuses one id with two different default messages', () => {
    const src = sourceTree({
      'A.ts': `defineMessages({ a: { id: 'x.a', defaultMessage: 'One' } });`,
      'B.ts': `defineMessages({ a: { id: 'x.a', defaultMessage: 'Two' } });`,
    });
    expect(() => extractMessages(src)).toThrow(/two default messages/);
  });

  it('keeps translations, adds new ids and drops obsolete ones when syncing', () => {
    const locales = mkdtempSync(join(tmpdir(), 'i18n-locales-'));
    syncCatalogues(locales, [
      { id: 'x.old', defaultMessage: 'Old', references: ['A'] },
      { id: 'x.kept', defaultMessage: 'Kept {n}', references: ['A'] },
    ]);
    const de = poPath(locales, 'de');
    writeFileSync(de, readFileSync(de, 'utf8').replace('msgid "x.kept"\nmsgstr ""', 'msgid "x.kept"\nmsgstr "Behalten {n}"'));
    syncCatalogues(locales, [
      { id: 'x.kept', defaultMessage: 'Kept {n}', references: ['A'] },
      { id: 'x.new', defaultMessage: 'New', references: ['B'] },
    ]);
    const catalogue = readCatalogue(de);
    expect([...catalogue.keys()].sort()).toEqual(['x.kept', 'x.new']);
    expect(catalogue.get('x.kept')?.translation).toBe('Behalten {n}');
    expect(loadMessages(locales, 'de')).toEqual({ 'x.kept': 'Behalten {n}', 'x.new': 'New' });
    expect(loadMessages(locales, 'en')['x.new']).toBe('New');
  });
});

describe('comparing the arguments of a message and its translation', () => {
  it('tells a dropped or renamed placeholder from a kept one', () => {
    const source = messageArguments('Link {position} of {count}: {title}');
    expect(messageArguments('Link {position} von {count}: {title}')).toEqual(source);
    expect(messageArguments('Link {position}: {title}')).not.toEqual(source);
    expect(messageArguments('Link {position} von {count}: {titel}')).not.toEqual(source);
  });

  it('reads the words inside plural forms as text, not as placeholders', () => {
    expect(messageArguments('{count, plural, one {link} other {links}} to fix')).toEqual(['count:plural']);
    expect(messageArguments('{count, plural, other {#件のリンク}}を修正')).toEqual(['count:plural']);
  });

  it('catches translated ICU keywords: a plural without its other form, a select with other options', () => {
    expect(messageArguments('{count, plural, un {# lien} autre {# liens}}')).toEqual(['count:plural without other']);
    expect(messageArguments('{kind, select, site {Website} other {Seite}}')).toEqual(
      messageArguments('{kind, select, site {Site} other {Page}}'),
    );
    expect(messageArguments('{kind, select, Webseite {Site} other {Seite}}')).not.toEqual(
      messageArguments('{kind, select, site {Site} other {Page}}'),
    );
    expect(() => messageArguments('{count, plurale, one {#} other {#}}')).toThrow();
  });
});
