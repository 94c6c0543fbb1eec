'use client';

import { Component, type ReactNode } from 'react';

type Props = { fallback: ReactNode; children: ReactNode };

/** Shows `fallback` (the key-free map) if the Google renderer throws, so the page never breaks. */
export class MapErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[hotel-map] Google map failed; showing the key-free map', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
