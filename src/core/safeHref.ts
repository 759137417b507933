// Decides whether a value may be rendered as a link target; it lives in linkTarget.ts (one module in every page's
// first load, not two), and this path keeps importing it working.
export { safeHref } from './linkTarget';
