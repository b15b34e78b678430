import { vi } from 'vitest';

/**
 * IntersectionObserver for jsdom tests: records what each observer watches, and `show()` reports
 * every watched element as in view (or, with false, out of view) to the component's callback.
 */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  show(isIntersecting = true) {
    if (this.disconnected) return;
    this.callback(
      this.observed.map((target) => ({ target, isIntersecting }) as unknown as IntersectionObserverEntry),
      this as unknown as IntersectionObserver,
    );
  }
}

/** A fresh set of fake observers as the page's IntersectionObserver (call in beforeEach). */
export function stubIntersectionObserver(): void {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
}
