// The catalogues in locales/ say exactly what the source says, in every language we ship.
import { join } from 'node:path';
import { extractMessages } from '../../scripts/i18n/extractMessages';
import { LANGUAGES, poPath, potPath, readCatalogue } from '../../scripts/i18n/catalogues';
import { messageArguments } from './messageArguments';

const root = join(__dirname, '..', '..');
const messages = extractMessages(join(root, 'src'));
const sourceIds = messages.map((m) => m.id);

/** The arguments a message uses (see messageArguments); a message react-intl cannot parse says so instead. */
function placeholders(message: string): string[] {
  try {
    return messageArguments(message);
  } catch (error) {
    return [`unparsable: ${(error as Error).message}`];
  }
}

describe('message catalogues', () => {
  it('the source declares its user-visible strings as messages', () => {
    expect(messages.length).toBeGreaterThan(20);
  });

  it('the template lists every message id the source uses, and no other', () => {
    expect([...readCatalogue(potPath(join(root, 'locales'))).keys()].sort()).toEqual([...sourceIds].sort());
  });

  describe.each(Object.keys(LANGUAGES))('%s', (language) => {
    const catalogue = readCatalogue(poPath(join(root, 'locales'), language));

    it('has every message id the source uses', () => {
      expect(sourceIds.filter((id) => !catalogue.has(id))).toEqual([]);
    });

    it('has no message id the source no longer uses', () => {
      expect([...catalogue.keys()].filter((id) => !sourceIds.includes(id))).toEqual([]);
    });

    it('translates every message', () => {
      expect([...catalogue.values()].filter((entry) => !entry.translation.trim()).map((e) => e.id)).toEqual([]);
    });

    it('keeps every placeholder of each message', () => {
      const broken = messages
        .filter((m) => catalogue.has(m.id))
        .filter((m) => placeholders(catalogue.get(m.id)!.translation).join() !== placeholders(m.defaultMessage).join())
        .map((m) => `${m.id}: "${catalogue.get(m.id)!.translation}"`);
      expect(broken).toEqual([]);
    });
  });
});
