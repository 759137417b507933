// What bench:ssr says about the site's stylesheets: the `client` entry's CSS files of each build, gzipped, and the
// difference the add-on makes, beside the pages' weight.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renderWeights } from '../../../scripts/bench/ssr/report';
import { firstLoadStylesheets } from '../../../scripts/bench/ssr/stylesheets';

/** A Volto build folder whose `client` entry has `css` (and a JS file, and a lazy stylesheet that does not count). */
function build(css: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'bench-css-'));
  mkdirSync(join(dir, 'public', 'static', 'css'), { recursive: true });
  writeFileSync(join(dir, 'public', 'static', 'css', 'client.1.css'), css);
  writeFileSync(join(dir, 'public', 'static', 'css', 'Widgets.2.chunk.css'), '.lazy { color: red }'.repeat(50));
  const stats = {
    namedChunkGroups: {
      client: { assets: [{ name: 'static/js/client.1.js' }, { name: 'static/css/client.1.css' }] },
      Widgets: { assets: [{ name: 'static/css/Widgets.2.chunk.css' }] },
    },
  };
  writeFileSync(join(dir, 'loadable-stats.json'), JSON.stringify(stats));
  return dir;
}

describe('the stylesheets a first visit loads', () => {
  const volto = '.ui.container { display: block }\n'.repeat(40);
  const ours = `${volto}.socialmedia-icon { display: inline-flex; width: 24px; height: 24px }\n`;

  it('are the client entry’s CSS files, weighed raw and gzipped at level 9', () => {
    expect(firstLoadStylesheets(build(ours))).toEqual({
      files: 1,
      bytes: Buffer.byteLength(ours),
      gzip: gzipSync(ours, { level: 9 }).length,
    });
  });

  it('are reported with what the add-on adds to them', () => {
    const [without, withAddon] = [firstLoadStylesheets(build(volto)), firstLoadStylesheets(build(ours))];
    const added = withAddon.gzip - without.gzip;
    expect(added).toBeGreaterThan(0);
    const text = renderWeights({ pages: [], stylesheets: { without, with: withAddon } }).join('\n');
    expect(text).toContain(`(**+${added} B**; +${withAddon.bytes - without.bytes} B raw)`);
  });
});
