// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWidget, testContext } from '@tests/support/render-widget';
import { FakeIntersectionObserver, stubIntersectionObserver } from '@tests/support/intersection-observer';
import { ChecklistLp } from './ChecklistLp';
import { fixtures } from './fixtures';
import { checklistRevealMs } from './reveal';
import { checklistLpSchema } from './schema';

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query, addEventListener: () => {}, removeEventListener: () => {} })),
  );
}

function renderChecklist(data: unknown) {
  const { container } = render(<ChecklistLp data={checklistLpSchema.parse(data)} context={testContext} />);
  const root = () => container.querySelector<HTMLElement>('[data-reveal]');
  return {
    container,
    state: () => root()?.dataset.reveal,
    shown: () => root()?.style.getPropertyValue('--shown'),
  };
}

const enterView = () => act(() => FakeIntersectionObserver.instances.forEach((o) => o.show()));
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
  stubIntersectionObserver();
  stubReducedMotion(false);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('checklist-lp markup', () => {
  it('renders the header and every item with a decorative checkmark, visible in the server HTML', async () => {
    const html = await renderWidget('checklist-lp', fixtures.default);
    expect(html).toContain('<h2 class="header">Before your checkup</h2>');
    expect(html.match(/<li /g)).toHaveLength(4);
    expect(html.match(/<svg [^>]*aria-hidden="true"/g)).toHaveLength(4);
    expect(html).toContain('List every medicine and supplement you take');
    // Nothing is hidden before the leaf runs: the server HTML has no waiting state.
    expect(html).toContain('data-reveal="static"');
    expect(html).not.toContain('data-reveal="waiting"');
  });

  it('has no reveal wrapper when slow reveal is off', async () => {
    const html = await renderWidget('checklist-lp', fixtures.noReveal);
    expect(html).not.toContain('data-reveal');
  });

  it('renders nothing with neither header nor items, and a header alone without a list', async () => {
    expect(await renderWidget('checklist-lp', fixtures.empty)).toBe('');
    const headerOnly = await renderWidget('checklist-lp', fixtures.headerOnly);
    expect(headerOnly).toContain('Checklist coming soon');
    expect(headerOnly).not.toContain('<ul');
  });

  it('rejects bad input', () => {
    expect(checklistLpSchema.safeParse({ widgetFormat: 'checklist-lp', items: [' '] }).success).toBe(false);
    expect(checklistLpSchema.safeParse({ widgetFormat: 'checklist-lp', items: ['x'.repeat(301)] }).success).toBe(false);
    expect(checklistLpSchema.safeParse({ widgetFormat: 'checklist-lp', items: Array(21).fill('x') }).success).toBe(false);
    expect(checklistLpSchema.safeParse({ widgetFormat: 'checklist-lp', slowReveal: 'yes' }).success).toBe(false);
  });
});

describe('checklist-lp slow reveal', () => {
  it('hides the items only once the leaf runs, then reveals one more every 500 ms after first sight', () => {
    expect(checklistRevealMs).toBe(500);
    const list = renderChecklist(fixtures.default);
    expect(list.state()).toBe('waiting');
    expect(list.shown()).toBe('0');
    advance(2000);
    expect(list.shown()).toBe('0');

    enterView();
    expect(list.state()).toBe('revealing');
    expect(list.shown()).toBe('1');
    advance(499);
    expect(list.shown()).toBe('1');
    advance(1);
    expect(list.shown()).toBe('2');
    advance(500);
    expect(list.shown()).toBe('3');
    advance(500);
    expect(list.shown()).toBe('4');
    expect(list.state()).toBe('revealed');
    advance(5000);
    expect(list.shown()).toBe('4');
  });

  it('reveals only on the first sight', () => {
    const list = renderChecklist(fixtures.default);
    enterView();
    advance(2000);
    expect(FakeIntersectionObserver.instances.every((o) => o.disconnected)).toBe(true);
    expect(list.state()).toBe('revealed');
  });

  it('does not animate under reduced motion: everything shows at once', () => {
    stubReducedMotion(true);
    const list = renderChecklist(fixtures.default);
    expect(list.state()).toBe('static');
    expect(list.shown()).toBe('');
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it('shows everything when the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const list = renderChecklist(fixtures.default);
    expect(list.state()).toBe('static');
  });

  it('fades item i in once --shown passes i, and turns the fade off under reduced motion (CSS)', () => {
    const css = readFileSync(path.join(__dirname, 'ChecklistLp.module.css'), 'utf8');
    expect(css).toContain("opacity: clamp(0, calc(var(--shown, 0) - var(--i, 0)), 1);");
    expect(css).toContain('transition: opacity 500ms ease-out;');
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\)\s*{\s*\.reveal \.item\s*{\s*opacity: 1 !important;/);
  });
});
