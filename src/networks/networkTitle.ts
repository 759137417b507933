// The name a visitor reads for a network; it lives in createNetworkRegistry.ts (one module in every page's first
// load, not two), and this path keeps importing it working.
export { networkTitle } from './createNetworkRegistry';
