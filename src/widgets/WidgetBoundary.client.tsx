'use client';

import { Component, type ReactNode } from 'react';
import { reportError } from '@/features/errors/reporter';

interface Props {
  format: string;
  children: ReactNode;
}

/** Renders nothing when its widget throws in the browser, so one broken widget never takes the page down; the error is reported. */
export class WidgetBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    console.error(`widget ${this.props.format} failed to render`, error);
    reportError(error, 'widget', { widget: this.props.format });
  }

  render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
