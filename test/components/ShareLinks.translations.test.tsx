// @vitest-environment jsdom
// The Share block speaks the visitor's language from its own chunk: its messages are not in the catalogue Volto
// serializes into every page (volto.po), yet the server renders the block translated and the browser hydrates it
// without a mismatch. The intl here holds only volto.po, as a Volto page's intl state does.
import { join } from 'node:path';
import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ShareBlockView, ShareLinks } from '../../src/components';
import { shareMessages } from '../../src/components/shareMessages';
import { LANGUAGES, loadMessages, poPath, readCatalogue } from '../../scripts/i18n/catalogues';
import { SHARE_DOMAIN, VISITOR_DOMAIN } from '../../scripts/i18n/catalogueDomains';
import { preloadAllIcons } from './support/icons';
import { withIntl } from './support/render';

const localesDir = join(__dirname, '..', '..', 'locales');
const url = 'https://www.example.org/news/launch';
const title = 'We are on social media';
const SHARE_IDS = Object.values(shareMessages).map((message) => message.id);

/** What a Volto page's intl state holds for `language`: the visitors' catalogue, nothing of the Share block. */
const pageMessages = (language: string) => loadMessages(localesDir, language, [VISITOR_DOMAIN]);
/** The Share block's translation of `id` as locales/ ships it. */
const shipped = (language: string, id: string) =>
  readCatalogue(poPath(localesDir, language, SHARE_DOMAIN)).get(id)!.translation;

beforeEach(() => preloadAllIcons());

describe('the Share block’s messages', () => {
  it.each(Object.keys(LANGUAGES))('are not in the %s catalogue every page carries', (language) => {
    const ids = Object.keys(pageMessages(language));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id) => SHARE_IDS.includes(id))).toEqual([]);
  });

  it('a German page with the block is server-rendered in German, and hydrates without a mismatch', async () => {
    const ui = withIntl(<ShareBlockView data={{}} url={url} title={title} />, pageMessages('de'), 'de');
    const html = renderToString(ui);
    expect(html).toContain(`aria-label="${shipped('de', 'socialmedia.share.label')}"`);
    expect(html).toContain('title="Auf X teilen"');
    expect(html).toContain('Per E-Mail teilen');
    expect(html).toContain(`title="${shipped('de', 'socialmedia.share.copyLink')}"`);
    expect(html).not.toMatch(/Share (on|by|this)|Copy link/);

    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, ui);
    });
    expect(errors).not.toHaveBeenCalled();
    const list = within(container).getByRole('list', { name: 'Diese Seite teilen' });
    expect(within(list).getByRole('link', { name: 'Auf Facebook teilen (öffnet in einem neuen Tab)' })).toBeVisible();
    errors.mockRestore();
    container.remove();
  });

  it('follows the page’s locale as Volto names it (pt-BR), and a language of its own (ja)', () => {
    render(withIntl(<ShareLinks url={url} title={title} />, pageMessages('pt_BR'), 'pt-BR'));
    expect(screen.getByRole('list', { name: shipped('pt_BR', 'socialmedia.share.label') })).toBeInTheDocument();
    render(withIntl(<ShareLinks url={url} title={title} />, pageMessages('ja'), 'ja'));
    expect(screen.getByRole('list', { name: shipped('ja', 'socialmedia.share.label') })).toBeInTheDocument();
  });

  it('reads English where the site speaks English or a language we do not ship', () => {
    // react-intl reports each message missing in Swedish on the console: that is the case under test.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(withIntl(<ShareLinks url={url} title={title} />, {}, 'en'));
    render(withIntl(<ShareLinks url={url} title={title} />, {}, 'sv'));
    expect(screen.getAllByRole('list', { name: 'Share this page' })).toHaveLength(2);
    vi.restoreAllMocks();
  });

  it('a site that translates one of them in its own catalogue still has its word', () => {
    const own = { ...pageMessages('de'), 'socialmedia.share.label': 'Weitersagen' };
    render(withIntl(<ShareLinks url={url} title={title} />, own, 'de'));
    const list = screen.getByRole('list', { name: 'Weitersagen' });
    expect(within(list).getByRole('button', { name: shipped('de', 'socialmedia.share.copyLink') })).toBeVisible();
  });

  it('renders page after page from one catalogue, and follows a catalogue the site replaces', () => {
    const german = pageMessages('de');
    const first = renderToString(withIntl(<ShareLinks url={url} title={title} />, german, 'de'));
    expect(renderToString(withIntl(<ShareLinks url={url} title={title} />, german, 'de'))).toBe(first);
    expect(first).toContain(`aria-label="${shipped('de', 'socialmedia.share.label')}"`);

    const replaced = { ...german, 'socialmedia.share.label': 'Weitersagen' };
    const next = renderToString(withIntl(<ShareLinks url={url} title={title} />, replaced, 'de'));
    expect(next).toContain('aria-label="Weitersagen"');
    expect(renderToString(withIntl(<ShareLinks url={url} title={title} />, german, 'de'))).toBe(first);
  });
});
