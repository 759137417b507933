// The visitor's strings come out of `formatText` exactly as react-intl formats them, in every language and with any
// value, while each text is formatted once per catalogue: the next server render (a new intl object over the same
// catalogue) formats none of the links it showed before.
import { createIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { formatText } from '../../src/components/formatText';
import { messages } from '../../src/components/messages';
import { shareMessages } from '../../src/components/shareMessages';
import { LANGUAGES } from '../../scripts/i18n/catalogues';
import { messagesFor } from '../support/intl';

const withValues: Array<[string, MessageDescriptor, string]> = [
  ['opensInNewTab', messages.opensInNewTab, 'name'],
  ['itemListLabel', messages.itemListLabel, 'title'],
  ['shareOn', shareMessages.shareOn, 'network'],
  ['mastodonInstanceChange', shareMessages.mastodonInstanceChange, 'instance'],
];
const values = ['X', 'Maria’s {profile}', "it's $& and $1", '<b>bold</b> & co', '', 'a\uE000b'];

function intlFor(locale: string, catalogue = messagesFor(locale)) {
  return createIntl({ locale: locale.replace('_', '-'), defaultLocale: 'en', messages: catalogue, onError: () => {} });
}

describe('formatText', () => {
  it.each(Object.keys(LANGUAGES))('gives react-intl’s text for every visitor message in %s', (locale) => {
    const intl = intlFor(locale);
    for (const descriptor of [...Object.values(messages), ...Object.values(shareMessages)])
      expect(formatText(intl, descriptor)).toBe(intl.formatMessage(descriptor));
    for (const [, descriptor, name] of withValues)
      for (const value of values)
        expect(formatText(intl, descriptor, { [name]: value })).toBe(intl.formatMessage(descriptor, { [name]: value }));
  });

  it('formats each text once per catalogue: the next server render formats none of its links again', () => {
    const catalogue = messagesFor('de');
    const names = ['X', 'Facebook', 'Bluesky'];
    const first = intlFor('de', catalogue);
    const formatMessage = vi.spyOn(first, 'formatMessage');
    const labels = names.map((name) => formatText(first, messages.opensInNewTab, { name }));
    expect(labels).toEqual(names.map((name) => `${name} (öffnet in einem neuen Tab)`));
    expect(formatMessage).toHaveBeenCalledTimes(3);

    // The next render: a new intl object over the same catalogue object, as Volto's server makes for each page.
    const next = intlFor('de', catalogue);
    const nextFormatMessage = vi.spyOn(next, 'formatMessage');
    expect(names.map((name) => formatText(next, messages.opensInNewTab, { name }))).toEqual(labels);
    expect(formatText(next, messages.listLabel)).toBe(next.formatMessage(messages.listLabel));
    expect(nextFormatMessage).toHaveBeenCalledTimes(2);

    // Another catalogue (the visitor switched language) is formatted for itself.
    const french = intlFor('fr');
    expect(formatText(french, messages.opensInNewTab, { name: 'X' })).toBe(
      french.formatMessage(messages.opensInNewTab, { name: 'X' }),
    );
  });

  it('keeps a bounded number of texts, and formats right after it let some go', () => {
    const intl = intlFor('en');
    const formatMessage = vi.spyOn(intl, 'formatMessage');
    const label = (index: number) => formatText(intl, messages.itemListLabel, { title: `Person ${index}` });
    expect(label(0)).toBe('Social media links of Person 0');
    for (let index = 1; index <= 1_500; index += 1) expect(label(index)).toBe(`Social media links of Person ${index}`);
    expect(formatMessage).toHaveBeenCalledTimes(1_501);
    // A listing of 1,500 people later, the first text was let go: formatted again, and right.
    expect(label(0)).toBe('Social media links of Person 0');
    expect(formatMessage).toHaveBeenCalledTimes(1_502);
  });

  it('gives a translation that chooses its text by the value the text for each value', () => {
    const catalogue = {
      [messages.opensInNewTab.id as string]: '{name, select, X {the X profile, new tab} other {{name}, new tab}}',
    };
    const intl = intlFor('en', catalogue);
    expect(formatText(intl, messages.opensInNewTab, { name: 'X' })).toBe('the X profile, new tab');
    expect(formatText(intl, messages.opensInNewTab, { name: 'Bluesky' })).toBe('Bluesky, new tab');
  });

  it('keeps a translation that leaves a value out, or quotes its braces, as react-intl reads it', () => {
    const catalogue = {
      [messages.opensInNewTab.id as string]: 'Opens in a new tab',
      [messages.itemListLabel.id as string]: "Links of '{title}' and {title}",
    };
    const intl = intlFor('en', catalogue);
    expect(formatText(intl, messages.opensInNewTab, { name: 'X' })).toBe('Opens in a new tab');
    expect(formatText(intl, messages.itemListLabel, { title: 'Ann' })).toBe('Links of {title} and Ann');
  });

  it('formats at each call for an intl object without a catalogue', () => {
    const intl = createIntl({ locale: 'en', messages: undefined as never, onError: () => {} });
    expect(formatText(intl, messages.opensInNewTab, { name: 'X' })).toBe('X (opens in a new tab)');
    expect(formatText(intl, messages.listLabel)).toBe('Social media links');
  });
});
