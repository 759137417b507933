// A message that counts things lets a language with more than two plural forms inflect the counted word: a
// translator adding Polish (one, few, many, other), as docs/i18n.md says, writes those forms in the .po file, and
// the catalogue check (same arguments as the English message) accepts them only where the English message is a
// plural too.
import { createIntl } from 'react-intl';
import { widgetMessages } from '../../src/editing/widgetMessages';
import { messageArguments } from './messageArguments';

/** Polish, with its four forms, for each message that tells how many links or warnings there are. */
const polish = [
  {
    message: widgetMessages.announcePastedLinks,
    translation:
      '{count, plural, one {Utworzono # link z wklejonego adresu: {titles}.} few {Utworzono # linki z wklejonych adresów: {titles}.} many {Utworzono # linków z wklejonych adresów: {titles}.} other {Utworzono # linku z wklejonych adresów: {titles}.}}',
    values: { count: 5, titles: 'X, GitHub' },
    says: 'Utworzono 5 linków z wklejonych adresów: X, GitHub.',
  },
  {
    message: widgetMessages.problemsSummary,
    translation:
      '{count, plural, one {# link wymaga} few {# linki wymagają} many {# linków wymaga} other {# linku wymaga}} poprawienia przed zapisaniem.',
    values: { count: 3 },
    says: '3 linki wymagają poprawienia przed zapisaniem.',
  },
  {
    message: widgetMessages.rowWarnings,
    translation:
      '({count, plural, one {# ostrzeżenie} few {# ostrzeżenia} many {# ostrzeżeń} other {# ostrzeżenia}})',
    values: { count: 2 },
    says: '(2 ostrzeżenia)',
  },
];

describe('messages that count', () => {
  it.each(polish)('take a Polish translation with its plural forms: $message.id', ({ message, translation, values, says }) => {
    expect(messageArguments(translation)).toEqual(messageArguments(String(message.defaultMessage)));
    const intl = createIntl({ locale: 'pl', defaultLocale: 'en', messages: { [String(message.id)]: translation } });
    expect(intl.formatMessage(message, values)).toBe(says);
  });
});
