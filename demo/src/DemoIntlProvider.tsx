// react-intl's provider for the chosen language. react-intl 3.12.1's typings predate React 18's
// explicit `children`, hence the narrow cast (the same one Volto add-ons use).
import { IntlProvider } from 'react-intl';
import type { ComponentType, ReactNode } from 'react';
import { DEFAULT_LOCALE } from './locales';

type ProviderProps = {
  locale: string;
  messages: Record<string, string>;
  defaultLocale: string;
  onError: (error: string) => void;
  children?: ReactNode;
};
const Provider = IntlProvider as unknown as ComponentType<ProviderProps>;

/** Missing translations are expected while catalogues are incomplete: English defaults fill them silently. */
function reportIntlError(error: string) {
  if (!/Missing message|MISSING_TRANSLATION/i.test(String(error))) console.error(error);
}

/** Provides `messages` in `locale` to everything below it. */
export function DemoIntlProvider({
  locale,
  messages,
  children,
}: {
  locale: string;
  messages: Record<string, string>;
  children?: ReactNode;
}) {
  return (
    <Provider locale={locale} messages={messages} defaultLocale={DEFAULT_LOCALE} onError={reportIntlError}>
      {children}
    </Provider>
  );
}
