// What bench:ssr reads out of a server-rendered page: its size, and the size of each part of the state Volto
// serializes into it, so that the bytes the add-on adds to a visitor's page have a name.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { weighHtml } from '../../../scripts/bench/ssr/pageWeight';
import { serializedState } from '../../../scripts/volto/servedState';

/** A page as Volto's `Html` writes it: serialize-javascript escapes `<` and `/` inside strings. */
function page(state: Record<string, unknown>): string {
  const serialized = JSON.stringify(state).replace(/</g, '\\u003C').replace(/\//g, '\\u002F');
  return (
    '<!doctype html><html><body><div id="main">Hi</div>' +
    `<script charset="UTF-8">window.__data=${serialized};</script>` +
    '<script src="/static/js/client.js"></script></body></html>'
  );
}

describe('the weight of a page', () => {
  const state = {
    intl: { locale: 'en', messages: { a: 'Follow us', b: 'Edit the links', c: '</script><b>not the end</b>' } },
    content: { data: { title: 'About' } },
  };

  it('measures the HTML as served and gzipped', () => {
    const html = page(state);
    const weight = weighHtml(html);
    expect(weight.html.bytes).toBe(Buffer.byteLength(html));
    expect(weight.html.gzip).toBe(gzipSync(html, { level: 9 }).length);
  });

  it('reads the whole state even when a message holds a closing script tag', () => {
    const html = page(state);
    const serialized = serializedState(html);
    expect(serialized).not.toBeNull();
    expect(weighHtml(html).stateBytes).toBe(Buffer.byteLength(serialized!));
    expect(serialized!.endsWith('}}}')).toBe(true);
  });

  it('names the bytes per key of the state and one level down, with the number of messages', () => {
    const weight = weighHtml(page(state));
    expect(weight.stateKeys.intl).toBe(JSON.stringify(state.intl).length);
    expect(weight.stateKeys['intl.messages']).toBe(JSON.stringify(state.intl.messages).length);
    expect(weight.stateKeys['content.data']).toBe(JSON.stringify(state.content.data).length);
    expect(weight.stateEntries['intl.messages']).toBe(3);
    expect(weight.stateEntries['intl.locale']).toBeUndefined();
  });

  it('counts no state for a page without one', () => {
    const weight = weighHtml('<html><body>Not found</body></html>');
    expect(weight.stateBytes).toBe(0);
    expect(weight.stateKeys).toEqual({});
  });
});
