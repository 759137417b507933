// @vitest-environment jsdom
// The numbers in the widget's messages (a link's place in the list, the list's length) are written in the editor's
// digits, as the plural forms' `#` already is: a translator adding Persian keeps `{position}` and `{count}` as
// docs/i18n.md says, and the editor reads ۱ and ۲, not 1 and 2 beside the Persian text.
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { SocialLinksWidget } from '../../src/editing';
import { widgetMessages } from '../../src/editing/widgetMessages';
import { IntlProvider } from '../support/intl';

/** A Persian translator's first messages, their placeholders kept as the English ones. */
const persian = {
  [widgetMessages.rowLabel.id]: 'پیوند {position} از {count}: {title}',
  [widgetMessages.duplicateNetwork.id]: 'پیوند {position} هم به {network} می‌رود. هر دو پیوند نگه داشته می‌شوند.',
};

function PersianForm({ value }: { value: unknown }) {
  const [current, setCurrent] = useState<unknown>(value);
  return (
    <IntlProvider locale="fa" defaultLocale="en" messages={persian}>
      <form dir="rtl">
        <SocialLinksWidget
          id="social_links"
          title="پروفایل‌ها"
          fieldSet="social_media"
          value={current}
          onChange={(_, next) => setCurrent(next)}
        />
      </form>
    </IntlProvider>
  );
}

describe('numbers in a Persian editor’s messages', () => {
  it('names each link by its place in the list in Persian digits', () => {
    render(
      <PersianForm
        value={[
          { '@id': 'a', id: 'x', title: 'X', href: [{ '@id': 'https://x.com/plone' }] },
          { '@id': 'b', id: 'x', title: 'X news', href: [{ '@id': 'https://x.com/plonenews' }] },
        ]}
      />,
    );
    expect(screen.getByText('پیوند ۱ از ۲: X', { selector: 'legend' })).toBeInTheDocument();
    expect(screen.getByText('پیوند ۲ از ۲: X news', { selector: 'legend' })).toBeInTheDocument();
    expect(screen.getByText(/^پیوند ۱ هم به X می‌رود\./)).toBeInTheDocument();
  });
});
