// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFirstView } from './use-first-view';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
const observers: { callback: Callback; options?: IntersectionObserverInit; disconnected: boolean }[] = [];
class FakeObserver {
  record: (typeof observers)[number];
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.record = { callback, options, disconnected: false };
    observers.push(this.record);
  }
  observe() {}
  disconnect() {
    this.record.disconnected = true;
  }
}

function Probe({ onView, enabled = true }: { onView: () => void | (() => void); enabled?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useFirstView(ref, onView, { threshold: 0.5, enabled });
  return <div ref={ref} />;
}

afterEach(() => {
  cleanup();
  observers.length = 0;
  vi.unstubAllGlobals();
});

describe('the first-view detector', () => {
  it('fires once, on the first sight, with the threshold asked for, and stops watching', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const onView = vi.fn();
    render(<Probe onView={onView} />);
    const [observer] = observers;
    expect(observer!.options).toEqual({ threshold: 0.5 });
    observer!.callback([{ isIntersecting: false }]);
    expect(onView).not.toHaveBeenCalled();
    observer!.callback([{ isIntersecting: true }]);
    observer!.callback([{ isIntersecting: true }]);
    expect(onView).toHaveBeenCalledTimes(1);
    expect(observer!.disconnected).toBe(true);
  });

  it('runs the cleanup the callback returns when the component goes; waits while not enabled', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const stop = vi.fn();
    const { rerender, unmount } = render(<Probe onView={() => stop} enabled={false} />);
    expect(observers).toHaveLength(0);
    rerender(<Probe onView={() => stop} enabled />);
    observers[0]!.callback([{ isIntersecting: true }]);
    unmount();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('never fires without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const onView = vi.fn();
    render(<Probe onView={onView} />);
    expect(onView).not.toHaveBeenCalled();
  });
});
