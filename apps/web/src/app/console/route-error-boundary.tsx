import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error';

/** Catches a screen that failed to load or render and offers a reload. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
