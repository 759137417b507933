// Types for Vite's client API (import.meta.glob, CSS imports) and the constants the demo's config defines.
/// <reference types="vite/client" />

/** The site's path on the backend (`/Plone`); the dev server proxies it to the mock backend. */
declare const __DEMO_SITE_PATH__: string;

declare module '*.po' {
  const messages: Record<string, string>;
  export default messages;
}
