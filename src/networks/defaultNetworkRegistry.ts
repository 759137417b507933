// The registry components use when neither a prop nor a provider gives one; it lives in createNetworkRegistry.ts
// (one module in every page's first load, not two), and this path keeps importing it working.
export { defaultNetworkRegistry, setDefaultNetworkRegistry } from './createNetworkRegistry';
