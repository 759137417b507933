// Renders components the way a site does: inside react-intl's provider, with the catalogues from locales/ (the
// visitors' volto.po and the editors' socialmedia-editor.po, both, as an editor's page has them).
import { join } from 'node:path';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { IntlProvider as UntypedIntlProvider } from 'react-intl';
import { render, type RenderOptions } from '@testing-library/react';
import { loadMessages } from '../../scripts/i18n/catalogues';

// react-intl 3.12's typings predate React 18's explicit `children`; Volto pins that version, so we cast once here.
const IntlProvider = UntypedIntlProvider as unknown as ComponentType<{
  locale: string;
  defaultLocale?: string;
  messages?: Record<string, string>;
  onError?: (error: string) => void;
  children?: ReactNode;
}>;

const localesDir = join(__dirname, '..', '..', 'locales');

/** Both catalogues of one language from locales/ (`{}` for English defaults when `locale` is 'en'). */
export function messagesFor(locale: string): Record<string, string> {
  return locale === 'en' ? {} : loadMessages(localesDir, locale);
}

/** A wrapper for Testing Library's `render`/`renderHook`. */
export function intlWrapper(locale = 'en') {
  const messages = messagesFor(locale);
  return function IntlWrapper({ children }: { children?: ReactNode }) {
    return (
      <IntlProvider locale={locale.replace('_', '-')} defaultLocale="en" messages={messages}>
        {children}
      </IntlProvider>
    );
  };
}

/** `render` inside an IntlProvider for `locale` (default English). */
export function renderWithIntl(
  ui: ReactElement,
  { locale = 'en', ...options }: RenderOptions & { locale?: string } = {},
) {
  return render(ui, { wrapper: intlWrapper(locale), ...options });
}

export { IntlProvider };
