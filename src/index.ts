// The package entry Volto loads (`addons: ['@example/volto-socialmedia']`): `applyConfig` as the default
// export, and the Volto adapter's named exports. Nothing here imports Volto, so plain Node can import it too.
import { applyConfig } from './volto/applyConfig';

export default applyConfig;
export * from './volto';
