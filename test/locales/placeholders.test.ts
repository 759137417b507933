// The catalogue checks themselves catch the mistakes they exist for.
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extractMessages } from '../../scripts/i18n/extractMessages';
import { EDITOR_DOMAIN, VISITOR_DOMAIN } from '../../scripts/i18n/catalogueDomains';
import { poPath, readCatalogue, syncCatalogues, loadMessages } from '../../scripts/i18n/catalogues';
import { editorModules } from '../../scripts/i18n/editorModules';
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

/** Sets the msgstr of `id` in a .po file written by syncCatalogues. */
function translate(path: string, id: string, translation: string): void {
  const text = readFileSync(path, 'utf8');
  const next = text.replace(`msgid "${id}"\nmsgstr ""`, `msgid "${id}"\nmsgstr "${translation}"`);
  if (next === text) throw new Error(`${path} has no empty ${id}`);
  writeFileSync(path, next);
}

describe('the visitors’ and the editors’ catalogues', () => {
  it('puts a message declared only in editor files in the editors’ catalogue, any other in volto.po', () => {
    const locales = mkdtempSync(join(tmpdir(), 'i18n-locales-'));
    syncCatalogues(locales, [
      { id: 'x.view', defaultMessage: 'View', references: ['components/messages'] },
      { id: 'x.both', defaultMessage: 'Both', references: ['components/messages', 'editing/widgetMessages'] },
      { id: 'x.widget', defaultMessage: 'Widget', references: ['editing/widgetMessages'] },
      { id: 'x.panel', defaultMessage: 'Panel', references: ['volto/editing/voltoMessages'] },
      { id: 'x.form', defaultMessage: 'Form', references: ['components/shareBlockSchemaMessages'] },
    ]);
    expect([...readCatalogue(poPath(locales, 'de', VISITOR_DOMAIN)).keys()].sort()).toEqual(['x.both', 'x.view']);
    expect([...readCatalogue(poPath(locales, 'de', EDITOR_DOMAIN)).keys()].sort()).toEqual([
      'x.form',
      'x.panel',
      'x.widget',
    ]);
  });

  it('keeps a translation when its id moves to the other catalogue, or was translated in the wrong one', () => {
    const locales = mkdtempSync(join(tmpdir(), 'i18n-locales-'));
    syncCatalogues(locales, [
      { id: 'x.moves', defaultMessage: 'Moves', references: ['components/messages'] },
      { id: 'x.stays', defaultMessage: 'Stays', references: ['editing/widgetMessages'] },
    ]);
    translate(poPath(locales, 'fr', VISITOR_DOMAIN), 'x.moves', 'Déménage');
    // Someone adds an editor's id to volto.po by hand, with its translation, before running npm run i18n.
    writeFileSync(
      poPath(locales, 'fr', VISITOR_DOMAIN),
      `${readFileSync(poPath(locales, 'fr', VISITOR_DOMAIN), 'utf8')}\nmsgid "x.new"\nmsgstr "Nouveau"\n`,
    );
    syncCatalogues(locales, [
      { id: 'x.moves', defaultMessage: 'Moves', references: ['editing/controlPanelMessages'] },
      { id: 'x.stays', defaultMessage: 'Stays', references: ['editing/widgetMessages'] },
      { id: 'x.new', defaultMessage: 'New', references: ['editing/widgetMessages'] },
    ]);
    expect(readCatalogue(poPath(locales, 'fr', VISITOR_DOMAIN)).size).toBe(0);
    const editor = readCatalogue(poPath(locales, 'fr', EDITOR_DOMAIN));
    expect(editor.get('x.moves')?.translation).toBe('Déménage');
    expect(editor.get('x.new')?.translation).toBe('Nouveau');
    expect(editor.get('x.stays')?.translation).toBe('');
  });

  it('makes the editor chunks’ module of each language from its editors’ catalogue, English defaults for gaps', async () => {
    const locales = mkdtempSync(join(tmpdir(), 'i18n-locales-'));
    syncCatalogues(locales, [
      { id: 'x.view', defaultMessage: 'View', references: ['components/messages'] },
      { id: 'x.save', defaultMessage: 'Save {what}', references: ['editing/controlPanelMessages'] },
      { id: 'x.undo', defaultMessage: 'Undo', references: ['editing/widgetMessages'] },
    ]);
    translate(poPath(locales, 'pt_BR', EDITOR_DOMAIN), 'x.save', 'Salvar {what}');
    const modules = await editorModules(locales);
    expect(modules.get('pt_BR.ts')).toContain(
      "const messages: Record<string, string> = { 'x.save': 'Salvar {what}', 'x.undo': 'Undo' };",
    );
    expect(modules.has('en.ts')).toBe(false);
    expect(modules.get('editorCatalogues.ts')).toContain("pt_BR: () => import('./pt_BR'),");
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
