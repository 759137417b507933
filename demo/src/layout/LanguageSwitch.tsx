// The language switch: every language the demo has (English and the catalogues in locales/).
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { availableLanguages } from '../locales';
import { messages } from '../messages';

/** A labelled `<select>` of languages, each named in itself. */
export function LanguageSwitch({ locale, onChange }: { locale: string; onChange: (locale: string) => void }) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="language-switch">
      <label htmlFor={id}>{intl.formatMessage(messages.language)}</label>
      <select id={id} value={locale} onChange={(event) => onChange(event.target.value)}>
        {availableLanguages().map((language) => (
          <option key={language.locale} value={language.locale} lang={language.locale}>
            {language.label}
          </option>
        ))}
      </select>
    </div>
  );
}
