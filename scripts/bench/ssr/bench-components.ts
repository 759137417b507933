// What our components cost a server render, measured alone and precisely: the head tags (the shadowed
// ContentMetadataTags, without Volto's own), the site's links and the page's own links, rendered by react-dom's
// server over the state Volto served for each page of the last `npm run bench:ssr` (its kept HTML). `bench:ssr`
// measures the whole server, whose noise (a few percent) hides a change of 0.05 ms; this measures our part in one
// process, without Volto, in seconds. Each render starts from a fresh copy of the page's state (a server reads a
// new answer of the backend for every page; the language's catalogue stays one object, as in Volto's server)
// inside react-redux's and react-intl's providers; the same providers around nothing are the baseline. Run with
// NODE_ENV=production (the npm script does): React's development build is several times slower.
// `npm run bench:components -- --label=<label>` writes the table into docs/ssr-profile.md.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Children, createElement } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { createStore } from 'redux';
import { setServerMarkupRenderer } from '../../../src/components/serverMarkup';
import { ContentLinksSlot } from '../../../src/volto/ContentLinksSlot';
import { createContentMetadataTags } from '../../../src/volto/createContentMetadataTags';
import { installIconSprite } from '../../../src/volto/iconSpriteServer';
import { installNetworks, networkIconsPreloaded } from '../../../src/volto/installNetworks';
import { pageHeadTags } from '../../../src/volto/pageHeadTags';
import { SocialLinksSlot } from '../../../src/volto/SocialLinksSlot';
import { readSettings, REPO_ROOT } from '../../volto/settings';
import { PAGES, pageFile } from './pages';
import { parseState, serializedState } from '../../volto/servedState';
import { replaceSection } from '../../lib/docSection';

const ROUNDS = 5;
const RENDERS = Number(process.env.RENDERS || 1_000);

/** What the renders read of Volto's state: the messages, the page's content (and the settings in it). */
interface State {
  intl: { locale: string; messages: Record<string, string> };
  content?: { data?: Record<string, unknown> | null };
}
type Part = 'head tags' | 'site links' | 'page links';
const PARTS: Part[] = ['head tags', 'site links', 'page links'];

/** Volto's Helmet renders nothing and reads its children's props: so does this stand-in. */
function Helmet({ children }: { children?: ReactNode }) {
  Children.toArray(children);
  return null;
}

const HeadTags = createContentMetadataTags({
  Helmet,
  VoltoContentMetadataTags: () => null,
  voltoSettings: () => ({ publicURL: 'http://localhost:3000', apiPath: 'http://localhost:3000', socialMedia: {} }),
  builder: pageHeadTags,
  loadBuilder: async () => ({ pageHeadTags }),
});

function element(part: Part, content: Record<string, unknown>): ReactNode {
  if (part === 'head tags') return createElement(HeadTags, { content });
  if (part === 'site links') return createElement(SocialLinksSlot);
  return createElement(ContentLinksSlot, { content });
}

// react-intl 3.12's typings predate React 18's explicit `children`.
const Intl = IntlProvider as unknown as ComponentType<{ locale: string; messages: object; children?: ReactNode }>;

/** The page in providers as Volto has them, with `parts` of ours inside (none: the baseline). */
function page(state: State, parts: Part[]) {
  const store = createStore((current: State | undefined) => current as State, state as never);
  const content = (state.content && state.content.data) || {};
  return createElement(
    Provider,
    { store } as never,
    createElement(
      Intl,
      { locale: state.intl.locale, messages: state.intl.messages },
      createElement('div', null, ...parts.map((part) => element(part, content))),
    ),
  );
}

/** Milliseconds per render of `parts` on `state`, the best of the rounds. */
function timeRenders(state: State, parts: Part[]): number {
  const json = JSON.stringify(state);
  let best = Infinity;
  for (let round = 0; round < ROUNDS; round += 1) {
    // Volto's server starts every page from its catalogue of the language, one object for the server's life.
    const states = Array.from({ length: RENDERS }, () => {
      const fresh = JSON.parse(json) as State;
      fresh.intl.messages = state.intl.messages;
      return fresh;
    });
    const started = process.hrtime.bigint();
    for (const fresh of states) renderToString(page(fresh, parts));
    best = Math.min(best, Number(process.hrtime.bigint() - started) / 1e6 / RENDERS);
  }
  return best;
}

async function main(): Promise<void> {
  if (process.env.NODE_ENV !== 'production') throw new Error('run with NODE_ENV=production (npm run bench:components)');
  const pagesDir = join(readSettings([]).cacheDir, 'bench-ssr-pages', 'with');
  // As Volto's server has them: every icon loaded, the sprite's `<use>` for each, and the lists' markup kept
  // (installNetworks and installComponents do both only in Volto's server bundle, where `__SERVER__` is defined).
  // `--render-lists` renders every list anew, as a server that keeps nothing.
  const config = installNetworks({ settings: {} });
  installIconSprite(config, true, networkIconsPreloaded());
  await networkIconsPreloaded();
  if (!process.argv.includes('--render-lists')) setServerMarkupRenderer(renderToString);
  const rows: string[] = [];
  const totals: number[] = [];
  for (const path of PAGES) {
    const file = join(pagesDir, pageFile(path));
    if (!existsSync(file)) throw new Error(`no kept page ${file}: run npm run bench:ssr first`);
    const serialized = serializedState(readFileSync(file, 'utf8'));
    if (!serialized) throw new Error(`${file} holds no serialized state`);
    const state = parseState(serialized) as unknown as State;
    const baseline = timeRenders(state, []);
    const each = PARTS.map((part) => timeRenders(state, [part]) - baseline);
    const all = timeRenders(state, PARTS) - baseline;
    totals.push(all);
    const us = (ms: number) => `${Math.max(0, ms * 1000).toFixed(1)} µs`;
    rows.push(`| \`${path}\` | ${each.map(us).join(' | ')} | **${us(all)}** |`);
  }
  const mean = totals.reduce((sum, value) => sum + value, 0) / totals.length;
  const label = process.argv.find((arg) => arg.startsWith('--label='))?.slice('--label='.length);
  const lines = [
    `Our components alone on the server (\`npm run bench:components\`, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC,`,
    `Node ${process.version}; react-dom/server, ${RENDERS} renders a round, the best of ${ROUNDS} rounds, each render`,
    "from a fresh copy of the page's served state and the one catalogue; the providers around nothing subtracted):",
    '',
    `| page | ${PARTS.join(' | ')} | all three |`,
    `| --- | ${PARTS.map(() => '---').join(' | ')} | --- |`,
    ...rows,
    '',
    `Mean over the pages: **${(mean * 1000).toFixed(1)} µs** per page.`,
  ];
  console.log(lines.join('\n'));
  if (label) {
    const file = join(REPO_ROOT, 'docs', 'ssr-profile.md');
    replaceSection(file, `<!-- components:${label}:start -->`, `<!-- components:${label}:end -->`, lines);
    console.log(`\nwrote docs/ssr-profile.md (components: ${label})`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
