// @vitest-environment jsdom
// What Volto renders from our registrations: the slot with the site's links (or the configured fallback), the
// Follow Us block (the edit widget, a chunk of its own, is in voltoEditors.test.tsx with Volto's stand-ins).
import { configureStore } from '@reduxjs/toolkit';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import applyConfig, { configureSocialMedia, SocialLinksSlot } from '../../src';
import { socialMediaReducer } from '../../src/store';
import { renderWithIntl } from '../support/intl';
import { contentLoaded, contentWithSettings } from '../store/support/payloads';
import { voltoContentReducer } from '../store/support/voltoContentReducer';
import { createVoltoConfig } from './support/voltoConfig';

function withStore(loaded: boolean) {
  const store = configureStore({ reducer: { content: voltoContentReducer, socialMedia: socialMediaReducer } });
  if (loaded) store.dispatch(contentLoaded(contentWithSettings()));
  return ({ children }: { children?: ReactNode }) => <Provider store={store}>{children}</Provider>;
}

const fallbackLinks = [{ '@id': 'f1', id: 'github', title: 'GitHub', href: [{ '@id': 'https://github.com/plone' }] }];

describe('the slot component', () => {
  it('shows the site’s links from the settings Volto’s content GET carried', () => {
    applyConfig(createVoltoConfig());
    const Wrapper = withStore(true);
    renderWithIntl(
      <Wrapper>
        <SocialLinksSlot />
      </Wrapper>,
    );
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'https://x.com/ploneorgbr',
      'https://facebook.com/PloneBr',
    ]);
  });

  it('shows the configured fallback links when the backend serves no settings', () => {
    configureSocialMedia(createVoltoConfig(), { fallbackLinks });
    const Wrapper = withStore(false);
    renderWithIntl(
      <Wrapper>
        <SocialLinksSlot />
      </Wrapper>,
    );
    expect(screen.getByRole('link')).toHaveAttribute('href', 'https://github.com/plone');
  });
});

describe('the Follow Us block', () => {
  it('shows the headline and only the chosen networks, in the editor’s order, once its chunk has loaded', async () => {
    const config = applyConfig(createVoltoConfig());
    const View = config.blocks.blocksConfig.followUs.view;
    const Wrapper = withStore(true);
    renderWithIntl(
      <Wrapper>
        <View data={{ '@type': 'followUs', headline: 'Follow us', networks: ['facebook', 'x'] }} />
      </Wrapper>,
    );

    expect(await screen.findByRole('heading', { name: 'Follow us' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'https://facebook.com/PloneBr',
      'https://x.com/ploneorgbr',
    ]);
  });
});
