// Around a block view whose code comes in a chunk of its own: when the chunk fails to load (a dropped connection, a
// CDN still serving pages of an earlier deployment, whose chunks are gone), the loadable throws while rendering, and
// Volto's App, which catches any such error, would show its error page instead of the whole page. The boundary shows
// the page without the block; the next page that mounts the block asks for its chunk again. An editor's loader
// (lazyEditor.tsx) gives it a `fallback` that says so in the editor's place, the rest of the form kept.
import { Component } from 'react';
import type { ReactNode } from 'react';

/** Renders its children, or `fallback` (by default nothing) once one of them has thrown. */
export class ViewLoadBoundary extends Component<{ children?: ReactNode; fallback?: ReactNode }, object> {
  static getDerivedStateFromError() {
    return {};
  }

  override render() {
    // React leaves the state `null` until something threw (then `{}`): no constructor nor class field, which Volto's
    // Babel writes out at length.
    return this.state ? this.props.fallback : this.props.children;
  }
}
