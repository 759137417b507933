// The class name that carries a network id; it lives with the registry (one module in every page's first load,
// not two), and this path keeps importing it working.
export { networkClassName } from '../networks/createNetworkRegistry';
