// @vitest-environment jsdom
// The editors (the control panel's route, the widget, the blocks' edit forms) are lazy chunks. Volto's server renders
// the control panel with renderToString, which cannot wait for a chunk: the first render after the server started
// left the panel to the browser, which reported React's error 419. The server now loads every editor beforehand, and
// the browser hydrates the server's panel while its own chunk loads.
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import type { ReactElement } from 'react';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { editorsPreloaded, lazyEditor } from '../../src/volto/lazyEditor';
import { IntlProvider } from '../support/intl';

/** `element` in react-intl's provider, as Volto renders every page (an editor whose chunk fails says so through it). */
const inPage = (element: ReactElement) => (
  <IntlProvider locale="en" defaultLocale="en">
    {element}
  </IntlProvider>
);

function PanelForm({ title }: { title: string }) {
  return (
    <form className="panel-form">
      <h1>{title}</h1>
      <input name="facebook_app_id" defaultValue="1234" />
    </form>
  );
}

/** A chunk that arrives on the next turn of the event loop, as webpack's do, or when the test lets it. */
function chunk(options: { fails?: boolean } = {}) {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const load = vi.fn(async () => {
    await arrived;
    if (options.fails) throw new Error('ChunkLoadError: the chunk is gone');
    return { default: PanelForm };
  });
  return { load, arrive };
}

/** Makes an editor as Volto's server bundle does: where there is no `window`. */
function serverEditor(load: () => Promise<{ default: typeof PanelForm }>) {
  vi.stubGlobal('window', undefined);
  try {
    return lazyEditor(load, 'PanelRoute');
  } finally {
    vi.unstubAllGlobals();
  }
}

describe('an editor on the server', () => {
  it('is rendered in full by the first render after the server started, nothing left to the browser', async () => {
    const { load, arrive } = chunk();
    const Editor = serverEditor(load);
    setTimeout(arrive, 5);
    await editorsPreloaded();

    const html = renderToString(inPage(<Editor title="Social Media" />));
    expect(html).toContain('<h1>Social Media</h1>');
    expect(html).toContain('value="1234"');
    expect(html).not.toContain('socialmedia-editor-loading');
    // `<!--$!-->` marks a boundary the server gave up on: the browser would report error 419 and render it anew.
    expect(html).not.toContain('<!--$!-->');
  });

  it('whose chunk fails to load leaves the server running and the boundary to the browser', async () => {
    const { load, arrive } = chunk({ fails: true });
    const Editor = serverEditor(load);
    arrive();
    await expect(editorsPreloaded()).resolves.toBeUndefined();

    const html = renderToString(inPage(<Editor title="Social Media" />));
    expect(html).toContain('socialmedia-editor-loading');
    expect(html).toContain('<!--$!-->');
  });

  it('is not loaded in a browser until a page renders it', () => {
    const { load } = chunk();
    lazyEditor(load, 'PanelRoute');
    expect(load).not.toHaveBeenCalled();
  });
});

describe('an editor the server rendered, in the browser', () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
  });

  it('keeps the server’s form while its chunk loads, then hydrates it in place without an error', async () => {
    const server = chunk();
    const ServerEditor = serverEditor(server.load);
    server.arrive();
    await editorsPreloaded();
    const container = document.createElement('div');
    container.innerHTML = renderToString(inPage(<ServerEditor title="Social Media" />));
    document.body.append(container);
    const servedForm = container.querySelector('form');

    const browser = chunk();
    const Editor = lazyEditor(browser.load, 'PanelRoute');
    const recoverable = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, inPage(<Editor title="Social Media" />), { onRecoverableError: recoverable });
    });
    expect(container.querySelector('form')).toBe(servedForm);
    expect(container.querySelector('.socialmedia-editor-loading')).toBeNull();

    await act(async () => {
      browser.arrive();
      await browser.load.mock.results[0]?.value;
    });
    expect(browser.load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('form')).toBe(servedForm);
    expect(container.querySelector('h1')?.textContent).toBe('Social Media');
    expect(recoverable).not.toHaveBeenCalled();
  });
});
