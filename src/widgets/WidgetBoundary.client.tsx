'use client';

import { Component, type ReactNode } from 'react';

interface Props {
  format: string;
  children: ReactNode;
}

/** Renders nothing when its widget throws in the browser, so one broken widget never takes the page down. */
export class WidgetBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    console.error(`widget ${this.props.format} failed to render`, error);
  }

  render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
