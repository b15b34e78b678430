import { bottomBarOrder, grantedBar, type BarClaim, type BottomBar } from './budget';

/**
 * The page's one arbiter of bottom chrome (budget.ts), in the browser: each bar claims its place
 * while it wants to show, the arbiter measures every claimant and grants one. A bar that is not
 * granted stays rendered but invisible and inert, so it can be measured and take over at once when
 * the bar above it goes. The granted bar's height is `--bottom-chrome` on <html>: the page keeps
 * that much room at its end (body padding) and scrolls focused things clear of it
 * (scroll-padding), so the bar never hides the end of the page or a control the reader uses.
 *
 * Calm marks (CalmMark.client.tsx) are the articles that show no prompt, sticky ad, announcement
 * or popup: while one is on screen, only the consent banner and privacy notices may show.
 */

interface Claimant extends BarClaim {
  element: HTMLElement;
}

type Listener = () => void;

const claimants = new Map<BottomBar, Claimant>();
const calmInView = new Set<Element>();
let calmPage = false;
let granted: BottomBar | null = null;
const listeners = new Set<Listener>();
let resizeObserver: ResizeObserver | null = null;
let calmObserver: IntersectionObserver | null = null;
let listening = false;

export const bottomChromeProperty = '--bottom-chrome';

function viewportHeight(): number {
  return typeof window === 'undefined' ? 0 : window.innerHeight;
}

/** Whether the page is calm now: its own article is, or a calm appended article is on screen. */
export function chromeCalm(): boolean {
  return calmPage || calmInView.size > 0;
}

/** Whether the page itself (its first article) is calm: no popup for this page view. */
export function pageCalm(): boolean {
  return calmPage;
}

function notify(): void {
  for (const listener of [...listeners]) listener();
}

/** Re-decides the granted bar and the room it keeps; tells subscribers when the grant changed (or `always`, for a calm change). */
function update(always = false): void {
  const next = grantedBar(claimants, viewportHeight(), chromeCalm());
  const height = next && next !== 'consent' ? Math.ceil(claimants.get(next)!.height) : 0;
  if (typeof document !== 'undefined') {
    if (height > 0) document.documentElement.style.setProperty(bottomChromeProperty, `${height}px`);
    else document.documentElement.style.removeProperty(bottomChromeProperty);
  }
  if (next === granted && !always) return;
  granted = next;
  notify();
}

function measure(element: Element): void {
  for (const claimant of claimants.values()) {
    if (claimant.element === element) claimant.height = element.getBoundingClientRect().height;
  }
}

function startListening(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('resize', () => update(), { passive: true });
}

/**
 * Claims the bar's place while its element is mounted and wants to show; returns the release.
 * The element is measured now and whenever its size changes (a bar CSS hides at this width
 * measures 0 and is passed over).
 */
export function claimBottomBar(bar: BottomBar, element: HTMLElement): () => void {
  startListening();
  claimants.set(bar, { element, height: element.getBoundingClientRect().height });
  if (typeof ResizeObserver === 'function') {
    resizeObserver ??= new ResizeObserver((entries) => {
      for (const entry of entries) measure(entry.target);
      update();
    });
    resizeObserver.observe(element);
  }
  update();
  return () => {
    if (claimants.get(bar)?.element !== element) return;
    claimants.delete(bar);
    resizeObserver?.unobserve(element);
    update();
  };
}

/** The bar shown now, if any. */
export function grantedBottomBar(): BottomBar | null {
  return granted;
}

export function subscribeChrome(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Marks a calm article: the page's own (`page`: calm for the whole page view) or an appended one,
 * calm while it is on screen. Returns the release.
 */
export function markCalm(article: Element, page: boolean): () => void {
  if (page) {
    calmPage = true;
    update(true);
    return () => {
      calmPage = false;
      update(true);
    };
  }
  if (typeof IntersectionObserver !== 'function') return () => undefined;
  calmObserver ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) calmInView.add(entry.target);
      else calmInView.delete(entry.target);
    }
    update(true);
  });
  calmObserver.observe(article);
  return () => {
    calmObserver?.unobserve(article);
    calmInView.delete(article);
    update(true);
  };
}

/** For tests: forgets every claim and mark. */
export function resetChrome(): void {
  claimants.clear();
  calmInView.clear();
  calmPage = false;
  granted = null;
  resizeObserver?.disconnect();
  calmObserver?.disconnect();
  resizeObserver = null;
  calmObserver = null;
  if (typeof document !== 'undefined') document.documentElement.style.removeProperty(bottomChromeProperty);
}

export { bottomBarOrder };
