// @vitest-environment jsdom
// The slot component with the page's own links: a person page shows its profiles under a heading, the site
// root (whose links are the site's) and pages without links show nothing of it.
import { configureStore } from '@reduxjs/toolkit';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import applyConfig, { ContentLinksSlot } from '../../src';
import { defaultNetworkRegistry } from '../../src/networks';
import { clearIconCache, peekIcon } from '../../src/networks/iconCache';
import { socialMediaReducer } from '../../src/store';
import { renderWithIntl } from '../support/intl';
import { contentLoaded, contentWithSettings } from '../store/support/payloads';
import { voltoContentReducer } from '../store/support/voltoContentReducer';
import { createVoltoConfig } from './support/voltoConfig';

const SITE = 'http://localhost:8080/Plone';

function withStore() {
  const store = configureStore({ reducer: { content: voltoContentReducer, socialMedia: socialMediaReducer } });
  store.dispatch(contentLoaded(contentWithSettings()));
  return ({ children }: { children?: ReactNode }) => <Provider store={store}>{children}</Provider>;
}

const aliceLinks = [
  { '@id': 'l1', id: 'linkedin', title: 'LinkedIn', href: [{ '@id': 'https://www.linkedin.com/in/alice' }] },
  { '@id': 'l2', id: 'github', title: 'GitHub', href: [{ '@id': 'https://github.com/alice' }] },
];

function renderSlot(content: unknown) {
  const Wrapper = withStore();
  return renderWithIntl(
    <Wrapper>
      <ContentLinksSlot content={content} />
    </Wrapper>,
  );
}

describe('applyConfig in the browser', () => {
  // First in the file, before any render here starts loading an icon.
  it('loads no icon up front: each arrives as a chunk when a page first shows it', async () => {
    clearIconCache();
    applyConfig(createVoltoConfig());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(peekIcon(defaultNetworkRegistry().networks.get('x')!.icon)).toBeUndefined();
  });
});

describe('the slot with the page’s own links', () => {
  it('shows a person’s own profiles under a heading, named after the person', () => {
    renderSlot({ '@id': `${SITE}/team/alice`, title: 'Alice', social_links: aliceLinks });
    expect(screen.getByRole('heading', { name: 'Social media' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Social media' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Social media links of Alice' })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'https://www.linkedin.com/in/alice',
      'https://github.com/alice',
    ]);
  });

  it('shows nothing on the object the site’s settings come from, whose links the site’s slot already shows', () => {
    const { container } = renderSlot({ '@id': `${SITE}/`, title: 'My site', social_links: aliceLinks });
    expect(container).toBeEmptyDOMElement();
  });

  it('shows nothing for a page without links, with null links, or with only unsafe or malformed ones', () => {
    for (const social_links of [
      undefined,
      null,
      [],
      'oops',
      [{ id: 'x' }, 42],
      [{ '@id': 'bad', id: 'x', title: 'X', href: [{ '@id': 'javascript:alert(1)' }] }],
    ]) {
      const { container, unmount } = renderSlot({ '@id': `${SITE}/team/bob`, title: 'Bob', social_links });
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
    for (const content of [undefined, null, 'text', 7]) {
      const { container, unmount } = renderSlot(content);
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });

  it('keeps a page’s good links when others in its list are malformed', () => {
    renderSlot({ '@id': `${SITE}/team/carol`, title: 'Carol', social_links: [aliceLinks[1], { id: 'broken' }, null] });
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['https://github.com/alice']);
  });
});
