// Renders components the way a page does: inside react-intl's provider and, when asked, a Redux store.
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { configureStore } from '@reduxjs/toolkit';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { socialMediaReducer } from '../../../src/store';
import type { SocialMediaDispatch } from '../../../src/store';

// react-intl 3's typings predate React 18's explicit `children`.
const Intl = IntlProvider as unknown as (props: {
  locale: string;
  messages?: Record<string, string>;
  children?: ReactNode;
}) => ReactElement;

export function withIntl(ui: ReactNode, messages: Record<string, string> = {}, locale = 'en'): ReactElement {
  return (
    <Intl locale={locale} messages={messages}>
      {ui}
    </Intl>
  );
}

export function renderWithIntl(ui: ReactNode, messages?: Record<string, string>, locale?: string): RenderResult {
  return render(withIntl(ui, messages, locale));
}

/** A store with the slice under `socialMedia`, as an app installs it; its dispatch takes the thunks. */
export function createTestStore() {
  const store = configureStore({ reducer: { socialMedia: socialMediaReducer } });
  return store as typeof store & { dispatch: SocialMediaDispatch };
}

export type TestStore = ReturnType<typeof createTestStore>;

export function withStore(store: TestStore, ui: ReactNode): ReactElement {
  return <Provider store={store}>{withIntl(ui)}</Provider>;
}
