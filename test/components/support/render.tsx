// Renders components the way a page does: inside react-intl's provider and, when asked, a Redux store.
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { configureStore } from '@reduxjs/toolkit';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { SocialLink } from '../../../src/contract/types';
import { settingsResolved, socialMediaReducer } from '../../../src/store';
import type { SocialMediaDispatch } from '../../../src/store';
import { voltoContentReducer } from '../../store/support/voltoContentReducer';
import { IntlProvider } from '../../support/intl';

/** `ui` inside react-intl's provider with the given messages (English defaults when none). */
export function withIntl(ui: ReactNode, messages: Record<string, string> = {}, locale = 'en'): ReactElement {
  return (
    <IntlProvider locale={locale} messages={messages}>
      {ui}
    </IntlProvider>
  );
}

export function renderWithIntl(ui: ReactNode, messages?: Record<string, string>, locale?: string): RenderResult {
  return render(withIntl(ui, messages, locale));
}

/**
 * A store with the slice under `socialMedia`, as an app installs it, and Volto's content reducer (the settings of
 * Volto's page loads stay there); its dispatch takes the thunks.
 */
export function createTestStore() {
  const store = configureStore({ reducer: { content: voltoContentReducer, socialMedia: socialMediaReducer } });
  return store as typeof store & { dispatch: SocialMediaDispatch };
}

export type TestStore = ReturnType<typeof createTestStore>;

const SITE = { '@id': 'http://127.0.0.1:8080/Plone', title: 'My site' };

/** The action of site settings resolved from `from`, with `links` as the site's links. */
export function siteLinksResolved(links: SocialLink[], from = SITE) {
  const settings = { share_social_data: true, facebook_app_id: '', facebook_username: '', x_username: '' };
  return settingsResolved({ from, settings: { ...settings, social_links: links }, problems: [] });
}

/** A test store holding `siteLinksResolved(links, from)`. */
export function createStoreWithSiteLinks(links: SocialLink[], from = SITE) {
  const store = createTestStore();
  store.dispatch(siteLinksResolved(links, from));
  return store;
}

export function withStore(store: TestStore, ui: ReactNode): ReactElement {
  return <Provider store={store}>{withIntl(ui)}</Provider>;
}
