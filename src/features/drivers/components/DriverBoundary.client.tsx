'use client';

import { Component, type ReactNode } from 'react';
import { reportError } from '@/features/errors/reporter';

interface Props {
  driverType: string;
  placement: string;
  children: ReactNode;
}

/**
 * Spec article blocks 8: "drivers fail to render → error boundary renders nothing". A driver that
 * throws (or whose chunk fails to load) disappears and the error is reported; the page stays.
 */
export class DriverBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    console.error(`driver ${this.props.driverType} in ${this.props.placement} failed to render`, error);
    reportError(error, 'widget', { feature: 'drivers', driver: this.props.driverType, placement: this.props.placement });
  }

  render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
