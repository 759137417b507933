// The catalogues in locales/ say exactly what the source says, in every language we ship: the visitors' messages in
// volto.po (which Volto merges into every page), the editors' in socialmedia-editor.po (which it does not), and the
// modules the editor chunks load (src/editing/locales/) made from the latter.
import { cpSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extractMessages } from '../../scripts/i18n/extractMessages';
import { DOMAINS, EDITOR_DOMAIN, SHARE_DOMAIN, VISITOR_DOMAIN, domainOf } from '../../scripts/i18n/catalogueDomains';
import { LANGUAGES, poPath, potPath, readCatalogue, syncCatalogues } from '../../scripts/i18n/catalogues';
import { editorModules } from '../../scripts/i18n/editorModules';
import { SHARE_MODULE, shareModule } from '../../scripts/i18n/shareModule';
import { messageArguments } from './messageArguments';

const root = join(__dirname, '..', '..');
const localesDir = join(root, 'locales');
const messages = extractMessages(join(root, 'src'));
const idsOf = (domain: string) => messages.filter((m) => domainOf(m) === domain).map((m) => m.id);

/** The arguments a message uses (see messageArguments); a message react-intl cannot parse says so instead. */
function placeholders(message: string): string[] {
  try {
    return messageArguments(message);
  } catch (error) {
    return [`unparsable: ${(error as Error).message}`];
  }
}

/** Every file under `dir`, relative path -> text. */
function filesIn(dir: string, prefix = ''): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(join(dir, prefix), { withFileTypes: true })) {
    const path = join(prefix, entry.name);
    if (entry.isDirectory()) for (const [name, text] of filesIn(dir, path)) files.set(name, text);
    else files.set(path, readFileSync(join(dir, path), 'utf8'));
  }
  return files;
}

describe('message catalogues', () => {
  it('the source declares its user-visible strings as messages', () => {
    expect(messages.length).toBeGreaterThan(20);
  });

  it('running npm run i18n again changes nothing in locales/ (the catalogues are up to date with the source)', () => {
    const copy = join(mkdtempSync(join(tmpdir(), 'i18n-rerun-')), 'locales');
    cpSync(localesDir, copy, { recursive: true });
    syncCatalogues(copy, messages);
    expect(filesIn(copy)).toEqual(filesIn(localesDir));
  });

  it('the modules the editor chunks load are the ones npm run i18n makes from the editors’ catalogues', async () => {
    const written = filesIn(join(root, 'src', 'editing', 'locales'));
    const generated = await editorModules(localesDir);
    for (const [name, text] of generated) expect(written.get(name), name).toBe(text);
    const stale = [...written].filter(([name, text]) => text.includes('Written by `npm run i18n`') && !generated.has(name));
    expect(stale.map(([name]) => name)).toEqual([]);
  });

  it('keeps the editors’ messages out of the catalogue every page carries, and the visitors’ in it', () => {
    const visitor = idsOf(VISITOR_DOMAIN);
    const editor = idsOf(EDITOR_DOMAIN);
    // What a visitor's page renders, and the titles Volto's block chooser and variation select look up by id.
    expect(visitor).toEqual(
      expect.arrayContaining([
        'Follow us',
        'Social links',
        'socialmedia.links.label',
        'socialmedia.links.opensInNewTab',
        'socialmedia.networks.website',
        'socialmedia.followUs.empty',
      ]),
    );
    // The widget, the control panel (its errors too), the block's settings form.
    expect(editor).toEqual(
      expect.arrayContaining([
        'socialmedia.widget.addLink',
        'socialmedia.controlpanel.errorServer',
        'socialmedia.controlpanel.loadFailed',
        'socialmedia.followUs.headline',
      ]),
    );
    expect(visitor.filter((id) => /^socialmedia\.(widget|controlpanel)\./.test(id))).toEqual([]);
    expect(editor.length).toBeGreaterThan(visitor.length);
  });

  it('the module the Share block’s chunk carries is the one npm run i18n makes from its catalogues', async () => {
    expect(readFileSync(join(root, SHARE_MODULE), 'utf8')).toBe(await shareModule(localesDir));
  });

  it('keeps what the Share block says out of the catalogue every page carries, in a catalogue of its own', () => {
    const share = idsOf(SHARE_DOMAIN);
    expect(share).toEqual(
      expect.arrayContaining(['socialmedia.share.label', 'socialmedia.share.on', 'socialmedia.share.copyLink']),
    );
    expect(share.every((id) => id.startsWith('socialmedia.share.'))).toBe(true);
    expect(idsOf(VISITOR_DOMAIN).filter((id) => id.startsWith('socialmedia.share.'))).toEqual([]);
    // The block's title stays where Volto's block chooser looks it up; its settings form is the editors'.
    expect(idsOf(VISITOR_DOMAIN)).toContain('Share');
    expect(idsOf(EDITOR_DOMAIN)).toEqual(
      expect.arrayContaining(['socialmedia.shareBlock.headline', 'socialmedia.shareBlock.networks']),
    );
  });

  describe.each(DOMAINS)('%s.pot', (domain) => {
    it('lists every message id of its catalogue the source uses, and no other', () => {
      expect([...readCatalogue(potPath(localesDir, domain)).keys()].sort()).toEqual(idsOf(domain).sort());
    });
  });

  describe.each(Object.keys(LANGUAGES).flatMap((language) => DOMAINS.map((domain) => [language, domain] as const)))(
    '%s %s.po',
    (language, domain) => {
      const catalogue = readCatalogue(poPath(localesDir, language, domain));
      const sourceIds = idsOf(domain);

      it('has every message id of its catalogue the source uses', () => {
        expect(sourceIds.filter((id) => !catalogue.has(id))).toEqual([]);
      });

      it('has no message id the source no longer uses or that belongs in the other catalogue', () => {
        expect([...catalogue.keys()].filter((id) => !sourceIds.includes(id))).toEqual([]);
      });

      it('translates every message', () => {
        expect([...catalogue.values()].filter((entry) => !entry.translation.trim()).map((e) => e.id)).toEqual([]);
      });

      it('keeps every placeholder of each message', () => {
        const broken = messages
          .filter((m) => catalogue.has(m.id))
          .filter(
            (m) => placeholders(catalogue.get(m.id)!.translation).join() !== placeholders(m.defaultMessage).join(),
          )
          .map((m) => `${m.id}: "${catalogue.get(m.id)!.translation}"`);
        expect(broken).toEqual([]);
      });
    },
  );
});
