// Volto's App as far as errors go, for the tests of a chunk that fails to load: an error thrown while rendering
// anything below it replaces everything with Volto's error page (what the add-on's loaders keep from happening).
import { Component } from 'react';
import type { ReactNode } from 'react';

/** Renders its children, or Volto's error page once one of them has thrown while rendering. */
export class VoltoApp extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Sorry, something went wrong with your request</p> : this.props.children;
  }
}
