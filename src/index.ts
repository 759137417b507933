// The package entry Volto loads (`addons: ['@example/volto-socialmedia']`): `applyConfig` as the default
// export, and the Volto adapter's named exports. Nothing here imports Volto, so plain Node can import it too.
import { applyConfig } from './volto/applyConfig';

/** Volto's builds define it (true on the server, false in the browser); elsewhere it is undeclared. */
declare const __SERVER__: boolean | undefined;

// The components' stylesheet goes into the site's CSS with Volto's build; plain Node, which cannot load a stylesheet,
// skips it (a React app imports `@example/volto-socialmedia/styles.css` itself).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- only a bundler that defines __SERVER__ gets here
if (typeof __SERVER__ !== 'undefined') require('./components/socialmedia.css');

export default applyConfig;
export * from './volto';
