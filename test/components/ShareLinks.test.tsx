// @vitest-environment jsdom
// "Share this page" as a visitor meets it: the links, the Mastodon instance asked once, copying the link, the
// browser's share sheet, with the keyboard and a screen reader.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ShareBlockView, ShareLinks } from '../../src/components';
import { createNetworkRegistry } from '../../src/networks';
import { axeViolations } from '../support/axe';
import { messagesFor } from '../support/intl';
import { preloadAllIcons } from './support/icons';
import { renderWithIntl, withIntl } from './support/render';

const url = 'https://www.example.org/news/ça & co';
const sentUrl = 'https://www.example.org/news/%C3%A7a%20&%20co';
const title = 'Ça & co #1';
const INSTANCE_KEY = 'socialmedia.mastodonInstance';

beforeEach(async () => {
  localStorage.clear();
  await preloadAllIcons();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function list() {
  return screen.getByRole('list', { name: 'Share this page' });
}

describe('ShareLinks', () => {
  it('links to each network’s share form, with the page’s address and title, opening in a new tab', () => {
    renderWithIntl(<ShareLinks url={url} title={title} />);
    const link = (name: string) => screen.getByRole('link', { name: `Share on ${name} (opens in a new tab)` });
    expect(new URL(link('X').getAttribute('href')!).searchParams.get('url')).toBe(sentUrl);
    expect(new URL(link('X').getAttribute('href')!).searchParams.get('text')).toBe(title);
    expect(link('Facebook')).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(sentUrl)}`,
    );
    expect(link('LinkedIn').getAttribute('href')).toMatch(
      /^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=/,
    );
    for (const [name, prefix] of [
      ['Bluesky', 'https://bsky.app/intent/compose?'],
      ['Threads', 'https://www.threads.net/intent/post?'],
      ['WhatsApp', 'https://wa.me/?'],
    ]) {
      const href = link(name!).getAttribute('href')!;
      expect(href.startsWith(prefix!)).toBe(true);
      expect(new URL(href).searchParams.get('text')).toBe(`${title} ${sentUrl}`);
    }
    expect(new URL(link('Telegram').getAttribute('href')!).searchParams.get('url')).toBe(sentUrl);
    for (const a of within(list())
      .getAllByRole('link')
      .filter((a) => a.getAttribute('target'))) {
      expect(a).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const email = screen.getByRole('link', { name: 'Share by email' });
    expect(email.getAttribute('href')).toBe(
      `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title} ${sentUrl}`)}`,
    );
    expect(email).not.toHaveAttribute('target');
  });

  it('stays a list of targets to VoiceOver in Safari, which reads a list shown without bullets as loose items', () => {
    renderWithIntl(<ShareLinks url={url} title={title} />);
    expect(list()).toHaveAttribute('role', 'list');
  });

  it('offers every target in the default order, and only the chosen ones in the chosen order', () => {
    const { unmount } = renderWithIntl(<ShareLinks url={url} title={title} />);
    const names = () =>
      within(list())
        .getAllByRole('listitem')
        .map((item) => item.className.split('-').pop());
    expect(names()).toEqual([
      'x',
      'facebook',
      'linkedin',
      'bluesky',
      'mastodon',
      'threads',
      'whatsapp',
      'telegram',
      'email',
      'copylink',
    ]);
    unmount();
    renderWithIntl(<ShareLinks url={url} title={title} targets={['telegram', 'copylink', 'bogus', 'x']} />);
    expect(names()).toEqual(['telegram', 'copylink', 'x']);
  });

  it.each(['javascript:alert(1)', '/relative', '', null, 42, { url }])(
    'renders nothing for a page without a web address (%j), never a script link',
    (bad) => {
      const { container } = renderWithIntl(<ShareLinks url={bad} title={title} />);
      expect(container).toBeEmptyDOMElement();
    },
  );

  it('names its networks as the site’s registry does, and by brand when the site removed one', () => {
    const networks = createNetworkRegistry({ x: { title: 'Twitter' }, telegram: null });
    renderWithIntl(<ShareLinks url={url} title={title} networks={networks} targets={['x', 'telegram']} />);
    expect(screen.getByRole('link', { name: 'Share on Twitter (opens in a new tab)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Share on Telegram (opens in a new tab)' })).toBeInTheDocument();
  });

  it('speaks the reader’s language', () => {
    renderWithIntl(
      <ShareLinks url={url} title={title} targets={['x', 'mastodon', 'copylink']} />,
      messagesFor('de'),
      'de',
    );
    expect(screen.getByRole('list', { name: 'Diese Seite teilen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Auf X teilen (öffnet in einem neuen Tab)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Auf Mastodon teilen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link kopieren' })).toBeInTheDocument();
  });

  it('has no axe violations, with the Mastodon form open and showing an error', async () => {
    const user = userEvent.setup();
    const { container } = renderWithIntl(<ShareBlockView data={{ headline: 'Share' }} url={url} title={title} />);
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Share on Mastodon' }));
    await user.keyboard('not a host{Enter}');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('sharing on Mastodon', () => {
  it('asks for the instance once, with the keyboard, then links to its share form and remembers it', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithIntl(<ShareLinks url={url} title={title} targets={['x', 'mastodon']} />);
    const opener = screen.getByRole('button', { name: 'Share on Mastodon' });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    await user.tab();
    expect(opener).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    const field = screen.getByRole('textbox', { name: 'Your Mastodon instance' });
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(/such as mastodon\.social/);

    await user.keyboard('mastodon{Enter}');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(/Enter the host name of a Mastodon instance/);
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the host name of a Mastodon instance');

    await user.clear(field);
    await user.keyboard('https://Fosstodon.org/{Enter}');
    const link = screen.getByRole('link', { name: 'Share on Mastodon (opens in a new tab)' });
    expect(link).toHaveFocus();
    expect(link.getAttribute('href')).toBe(
      `https://fosstodon.org/share?text=${encodeURIComponent(`${title} ${sentUrl}`)}`,
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(localStorage.getItem(INSTANCE_KEY)).toBe('fosstodon.org');

    // Another page (or a reload): the instance is remembered.
    unmount();
    renderWithIntl(<ShareLinks url="https://www.example.org/other" title="Other" targets={['mastodon']} />);
    expect(screen.getByRole('link', { name: 'Share on Mastodon (opens in a new tab)' })).toHaveAttribute(
      'href',
      `https://fosstodon.org/share?text=${encodeURIComponent('Other https://www.example.org/other')}`,
    );
  });

  it('asks a phone for its keyboard for addresses, leaving the instance as the visitor types it', async () => {
    const user = userEvent.setup();
    renderWithIntl(<ShareLinks url={url} title={title} targets={['mastodon']} />);
    await user.click(screen.getByRole('button', { name: 'Share on Mastodon' }));
    // A phone’s keyboard would capitalise the instance’s first letter and correct it as a word of the page’s language.
    const field = screen.getByRole('textbox', { name: 'Your Mastodon instance' });
    expect(field).toHaveAttribute('inputmode', 'url');
    expect(field).toHaveAttribute('autocapitalize', 'none');
    expect(field).toHaveAttribute('autocorrect', 'off');
    expect(field).toHaveAttribute('spellcheck', 'false');
  });

  it('says the instance is not one each time the visitor tries a wrong one, not only the first time', async () => {
    const user = userEvent.setup();
    renderWithIntl(<ShareLinks url={url} title={title} targets={['mastodon']} />);
    await user.click(screen.getByRole('button', { name: 'Share on Mastodon' }));
    const field = screen.getByRole('textbox', { name: 'Your Mastodon instance' });
    // What a screen reader hears: the alerts as they appear or change.
    const said: string[] = [];
    const form = field.closest('form')!;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          const alert =
            node instanceof Element ? node.closest('[role="alert"]') : node.parentElement?.closest('[role="alert"]');
          if (alert) said.push(alert.textContent ?? '');
        }
      }
    }).observe(form, { childList: true, subtree: true });

    await user.keyboard('mastodon{Enter}');
    await user.clear(field);
    await user.keyboard('my instance{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(field).toHaveFocus();
    expect(said).toEqual([
      'Enter the host name of a Mastodon instance, such as mastodon.social.',
      'Enter the host name of a Mastodon instance, such as mastodon.social.',
    ]);
  });

  it('lets the visitor change the instance, and Escape or Cancel leave it as it was', async () => {
    localStorage.setItem(INSTANCE_KEY, 'fosstodon.org');
    const user = userEvent.setup();
    renderWithIntl(<ShareLinks url={url} title={title} targets={['mastodon']} />);
    const change = screen.getByRole('button', { name: 'Change Mastodon instance (fosstodon.org)' });
    await user.click(change);
    const field = screen.getByRole('textbox', { name: 'Your Mastodon instance' });
    expect(field).toHaveValue('fosstodon.org');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(change).toHaveFocus();

    await user.click(change);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(localStorage.getItem(INSTANCE_KEY)).toBe('fosstodon.org');

    await user.click(change);
    await user.clear(screen.getByRole('textbox', { name: 'Your Mastodon instance' }));
    await user.type(screen.getByRole('textbox', { name: 'Your Mastodon instance' }), '@me@chaos.social');
    await user.click(screen.getByRole('button', { name: 'Use this instance' }));
    expect(screen.getByRole('link', { name: /Share on Mastodon/ }).getAttribute('href')).toMatch(
      /^https:\/\/chaos\.social\/share\?text=/,
    );
    expect(localStorage.getItem(INSTANCE_KEY)).toBe('chaos.social');
  });

  it('lets the visitor make this browser forget the instance, and then asks for it again', async () => {
    localStorage.setItem(INSTANCE_KEY, 'fosstodon.org');
    const user = userEvent.setup();
    const { unmount } = renderWithIntl(<ShareLinks url={url} title={title} targets={['mastodon']} />);
    await user.click(screen.getByRole('button', { name: 'Change Mastodon instance (fosstodon.org)' }));
    await user.click(screen.getByRole('button', { name: 'Forget this instance' }));
    expect(localStorage.getItem(INSTANCE_KEY)).toBeNull();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share on Mastodon' })).toHaveFocus();
    unmount();

    // Another page (or a reload): nothing is remembered, and a first visit's form has nothing to forget.
    renderWithIntl(<ShareLinks url={url} title={title} targets={['mastodon']} />);
    await user.click(screen.getByRole('button', { name: 'Share on Mastodon' }));
    expect(screen.getByRole('textbox', { name: 'Your Mastodon instance' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Forget this instance' })).not.toBeInTheDocument();
  });

  it('leaves the browser’s storage alone on a page whose Share block offers no Mastodon', async () => {
    localStorage.setItem(INSTANCE_KEY, 'fosstodon.org');
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const user = userEvent.setup();
    renderWithIntl(<ShareLinks url={url} title={title} targets={['x', 'email', 'copylink', 'webshare']} />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(getItem).not.toHaveBeenCalled();
    expect(setItem).not.toHaveBeenCalled();
  });

  it('ignores a tampered remembered instance, and works where the browser refuses storage', async () => {
    localStorage.setItem(INSTANCE_KEY, 'javascript:alert(1)//');
    const { unmount } = renderWithIntl(<ShareLinks url={url} title={title} targets={['mastodon']} />);
    expect(screen.getByRole('button', { name: 'Share on Mastodon' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    unmount();

    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const user = userEvent.setup();
    renderWithIntl(<ShareLinks url={url} title={title} targets={['mastodon']} />);
    await user.click(screen.getByRole('button', { name: 'Share on Mastodon' }));
    await user.keyboard('mastodon.social{Enter}');
    expect(screen.getByRole('link', { name: /Share on Mastodon/ }).getAttribute('href')).toMatch(
      /^https:\/\/mastodon\.social\/share\?text=/,
    );
  });
});

describe('copying the link', () => {
  it('copies the page’s address and announces it politely', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    renderWithIntl(<ShareLinks url={url} title={title} targets={['copylink']} />);
    // user-event installs its own clipboard on setup; ours replaces it to see what was written.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();
    screen.getByRole('button', { name: 'Copy link' }).focus();
    await user.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith(sentUrl);
    expect(status).toHaveTextContent('Link copied');
    await user.keyboard(' ');
    expect(writeText).toHaveBeenCalledTimes(2);
    expect(status).toHaveTextContent('Link copied');
  });

  it.each([
    ['has no clipboard API', undefined],
    ['refuses to write', { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) }],
  ])('shows the address selected in a read-only field when the browser %s', async (_, clipboard) => {
    const user = userEvent.setup();
    renderWithIntl(<ShareLinks url={url} title={title} targets={['copylink']} />);
    Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    const field = screen.getByRole('textbox', { name: 'Link to this page' }) as HTMLInputElement;
    expect(field).toHaveValue(sentUrl);
    expect(field).toHaveAttribute('readonly');
    expect(field.selectionStart).toBe(0);
    expect(field.selectionEnd).toBe(sentUrl.length);
    expect(screen.getByRole('status')).toHaveTextContent('The link is selected');
  });
});

describe('copying the link on a page served over plain http', () => {
  /**
   * The document's copy command as browsers run it on a click: a `copy` event whose data a listener may set (and
   * then cancel the event), else the page's selection. Returns what reached the clipboard.
   */
  function browserCopyCommand() {
    const clipboard = { text: '' };
    const execCommand = vi.fn((command: string) => {
      if (command !== 'copy') return false;
      const data = new Map<string, string>();
      const event = Object.assign(new Event('copy', { bubbles: true, cancelable: true }), {
        clipboardData: { setData: (type: string, value: string) => data.set(type, value) },
      });
      (document.activeElement ?? document.body).dispatchEvent(event);
      clipboard.text = event.defaultPrevented ? (data.get('text/plain') ?? '') : String(window.getSelection());
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    return clipboard;
  }

  afterEach(() => {
    Reflect.deleteProperty(document, 'execCommand');
  });

  it('copies the page’s address where the browser has no clipboard API, and says so', async () => {
    const user = userEvent.setup();
    renderWithIntl(<ShareLinks url={url} title={title} targets={['copylink']} />);
    // An insecure page (http on an intranet): browsers have no navigator.clipboard there.
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const clipboard = browserCopyCommand();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(clipboard.text).toBe(sentUrl);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
  });
});

describe('the browser’s share sheet', () => {
  it('is offered only where the browser has navigator.share, and shares the title and address', async () => {
    const { unmount } = renderWithIntl(<ShareLinks url={url} title={title} />);
    expect(screen.queryByRole('button', { name: 'Share with an app' })).not.toBeInTheDocument();
    unmount();

    const share = vi.fn(() => Promise.reject(new DOMException('closed', 'AbortError')));
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share }));
    const user = userEvent.setup();
    renderWithIntl(<ShareLinks url={url} title={title} />);
    await user.click(await screen.findByRole('button', { name: 'Share with an app' }));
    expect(share).toHaveBeenCalledWith({ title, url: sentUrl });
    // Closing the sheet is no error: the list is still there.
    expect(list()).toBeInTheDocument();
  });
});

describe('the browser’s share sheet failing', () => {
  const failure = 'Your browser could not open its share sheet. Use one of the other share buttons.';

  it.each([
    ['rejects the share (no app to share with)', () => Promise.reject(new DOMException('denied', 'NotAllowedError'))],
    [
      'refuses the data outright',
      () => {
        throw new TypeError('invalid share data');
      },
    ],
  ])('tells the visitor when the browser %s, and says nothing when the visitor closes the sheet', async (_, fails) => {
    const share = vi.fn(() => Promise.reject(new DOMException('closed', 'AbortError')));
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share }));
    const user = userEvent.setup();
    renderWithIntl(<ShareLinks url={url} title={title} />);
    const button = await screen.findByRole('button', { name: 'Share with an app' });
    await user.click(button);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    share.mockImplementation(fails);
    await user.click(button);
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(failure));
  });
});

describe('server rendering and hydration', () => {
  it('renders the links on the server, and hydrates without a mismatch when the browser knows more', async () => {
    const html = renderToString(withIntl(<ShareLinks url={url} title={title} />));
    expect(html).toContain(`href="https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(sentUrl)}"`);
    expect(html).toContain('<svg');
    expect(html).not.toContain('Share with an app');

    localStorage.setItem(INSTANCE_KEY, 'fosstodon.org');
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share: vi.fn() }));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, withIntl(<ShareLinks url={url} title={title} />));
    });
    expect(errors).not.toHaveBeenCalled();
    expect(within(container).getByRole('link', { name: /Share on Mastodon/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/fosstodon\.org\/share/),
    );
    expect(within(container).getByRole('button', { name: 'Share with an app' })).toBeInTheDocument();
    container.remove();
  });
});

describe('ShareBlockView', () => {
  it('shows the editor’s headline as the list’s name', () => {
    render(withIntl(<ShareBlockView data={{ headline: ' Tell your friends ' }} url={url} title={title} />));
    expect(screen.getByRole('heading', { level: 2, name: 'Tell your friends' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Tell your friends' })).toBeInTheDocument();
  });

  it('sets its headline and share buttons where the editor aligned it (`styles.align`)', () => {
    const alignClasses = (data: Record<string, unknown>) => {
      const { container } = render(withIntl(<ShareBlockView data={data} url={url} title={title} />));
      const block = container.firstElementChild!;
      const result = [...block.classList].filter((name) => name.startsWith('socialmedia-share-block-'));
      cleanup();
      return result;
    };
    expect(alignClasses({ styles: { align: 'center' } })).toEqual(['socialmedia-share-block-center']);
    expect(alignClasses({ styles: { align: 'right', backgroundColor: 'grey' } })).toEqual([
      'socialmedia-share-block-right',
    ]);
    for (const styles of [undefined, null, 'center', ['center'], { align: 'left' }, { align: 'middle' }, {}])
      expect(alignClasses({ styles })).toEqual([]);
  });

  it('animates its icons on hover only when the block asks for it', () => {
    const animated = (data: Record<string, unknown>) => {
      const { container } = render(withIntl(<ShareBlockView data={data} url={url} title={title} />));
      const result = container.querySelector('.socialmedia-links-animate .socialmedia-share-links') !== null;
      cleanup();
      return result;
    };
    expect(animated({ animate: true })).toBe(true);
    for (const animate of [undefined, false, 'true', 1]) expect(animated({ animate })).toBe(false);
  });
});

describe('for any block data and page the backend may serve', () => {
  it('never throws, and renders only web or mail links', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (data, pageUrl, pageTitle) => {
        const { container } = render(withIntl(<ShareBlockView data={data as never} url={pageUrl} title={pageTitle} />));
        for (const a of container.querySelectorAll('a')) {
          expect(a.getAttribute('href')).toMatch(/^(https:\/\/|mailto:\?)/);
        }
        cleanup();
      }),
      { numRuns: 60, seed: 20261123 },
    );
    fc.assert(
      fc.property(fc.webUrl(), fc.string(), (pageUrl, pageTitle) => {
        const { container } = render(withIntl(<ShareLinks url={pageUrl} title={pageTitle} />));
        // Eight network links (Mastodon waits for an instance), whatever the page's address and title.
        expect(container.querySelectorAll('a')).toHaveLength(8);
        cleanup();
      }),
      { numRuns: 40, seed: 20261123 },
    );
  });
});
