// What a site's own icon loaders load that shows no icon, said in development next to the options' problems. A loader
// is a function, so the options' check finds nothing wrong with `() => import('./icons/codeberg.svg')`; but Volto's
// build imports an SVG file from an `icons/` folder as `{ attributes, content }` and any other one as its address,
// neither of which React can render, and the link's icon box stays empty without a word (see iconCache.ts). Only what
// the options' check loads (behind `process.env.NODE_ENV !== 'production'`) imports this module.
import { isPlainObject } from '../contract/validationProblems';
import { loadIcon } from '../networks/iconCache';
import type { IconLoader } from '../networks/types';

/** What a component-loading icon should be, for the message. */
const ADVICE =
  'a loader must load a component (its module’s default export) that renders the icon’s <svg> at the size it is ' +
  'given, such as the README’s icons/Codeberg.jsx around Volto’s import of an SVG file';

/**
 * Resolves to one problem per network of `options.networks` whose `icon` loader loads no component (or fails), each
 * naming the network and what its loader loaded: `networks.codeberg.icon: its loader loads …, not a component: …`.
 * Loads the site's own icons (once each, into the icon cache the components use). Never rejects.
 */
export async function iconLoaderProblems(options: unknown): Promise<string[]> {
  const networks = isPlainObject(options) && isPlainObject(options.networks) ? options.networks : {};
  const problems = await Promise.all(
    Object.entries(networks).map(([id, network]) =>
      isPlainObject(network) && typeof network.icon === 'function'
        ? loaderProblem(network.icon as IconLoader).then((problem) => problem && `networks.${id}.icon: ${problem}`)
        : null,
    ),
  );
  return problems.filter((problem): problem is string => typeof problem === 'string');
}

async function loaderProblem(loader: IconLoader): Promise<string | null> {
  if (await loadIcon(loader)) return null;
  // The cache keeps only that the loader gave no component; asking the loader again (an `import()` gives the same
  // module) tells what it gave instead. Development only, and only for a loader that shows no icon.
  let loaded: unknown;
  try {
    loaded = await loader();
  } catch (error) {
    return `its loader fails (${error instanceof Error ? error.message : String(error)})`;
  }
  return `its loader loads ${describeLoaded(loaded)}, not a component: ${ADVICE}`;
}

/** What a loader resolved to, in an integrator's words: the module's default export, else the value itself. */
function describeLoaded(loaded: unknown): string {
  const module = isPlainObject(loaded) ? loaded : null;
  const value = module && module.default !== undefined ? module.default : loaded;
  if (typeof value === 'string') return `an address (${JSON.stringify(value)})`;
  if (isPlainObject(value) && typeof value.content === 'string' && isPlainObject(value.attributes))
    return 'an SVG file as Volto imports it ({ attributes, content })';
  if (isPlainObject(value) && '$$typeof' in value && 'props' in value) return 'a React element';
  if (module && value === loaded) {
    const names = Object.keys(module);
    return `a module without a default export${names.length ? ` (it exports ${names.join(', ')})` : ''}`;
  }
  return value === null ? 'null' : typeof value;
}
