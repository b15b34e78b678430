// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testContext } from '@tests/support/render-widget';
import type { EventPayload } from '@/features/analytics/schema';
import { track } from '@/features/analytics/track';
import { fixtures } from './fixtures';
import { treatmentCardSchema } from './schema';
import { TreatmentCard } from './TreatmentCard';

vi.mock('@/features/analytics/track', () => ({ track: vi.fn() }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function mount(fixture: object, summaryHeight = 100) {
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => summaryHeight });
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() => root.render(<TreatmentCard data={treatmentCardSchema.parse(fixture)} context={testContext} />));
  return host;
}

function toggle(details: HTMLDetailsElement) {
  act(() => {
    details.open = !details.open;
    // jsdom does not fire toggle when open changes; browsers do, asynchronously.
    details.dispatchEvent(new Event('toggle'));
  });
}

describe('treatment card in the browser', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    vi.mocked(track).mockClear();
  });
  afterEach(() => {
    delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight;
  });

  it('collapses a summary taller than 172px to 155px behind a toggle that reports open and close', () => {
    const host = mount(fixtures.longDescription, 173);
    const content = host.querySelector<HTMLElement>('[data-read-more] > div')!;
    expect(host.querySelector('[data-read-more]')!.getAttribute('data-read-more')).toBe('collapsed');
    expect(content.style.maxHeight).toBe('155px');
    const button = host.querySelector<HTMLButtonElement>('[data-read-more] button')!;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    act(() => button.click());
    act(() => button.click());
    expect(vi.mocked(track).mock.calls).toEqual([
      ['Element Clicked', { elementType: 'button', name: 'Cognitive behavioral therapy for insomnia', location: 'treatment-card', position: undefined, text: 'Read more', actionOutcome: 'open' }],
      ['Element Clicked', { elementType: 'button', name: 'Cognitive behavioral therapy for insomnia', location: 'treatment-card', position: undefined, text: 'Read less', actionOutcome: 'close' }],
    ]);
  });

  it('shows a summary of 172px or less in full, with no toggle', () => {
    const host = mount(fixtures.longDescription, 172);
    expect(host.querySelector('[data-read-more]')!.getAttribute('data-read-more')).toBe('full');
    expect(host.querySelector('[data-read-more] button')).toBeNull();
  });

  it('opens the accordions independently and sends a view per product shown on each opening', () => {
    const host = mount(fixtures.default);
    const [products, specialist] = [...host.querySelectorAll('details')];
    toggle(products!);
    expect(products!.open).toBe(true);
    expect(specialist!.open).toBe(false);
    expect(vi.mocked(track).mock.calls.map(([name, payload]) => [name, (payload as EventPayload).name, (payload as EventPayload).position])).toEqual([
      ['Product Viewed', 'Dawnline Light Box 10K', 1],
      ['Product Viewed', 'Sunrise Alarm Lamp', 2],
    ]);

    vi.mocked(track).mockClear();
    toggle(specialist!);
    expect(products!.open).toBe(true);
    expect(vi.mocked(track).mock.calls).toEqual([
      ['Element Viewed', { elementType: 'treatment-card', location: 'treatment-card', name: 'Light therapy', text: 'Find a sleep specialist', position: 2, category: 'Light therapy' }],
    ]);

    vi.mocked(track).mockClear();
    toggle(products!);
    expect(products!.open).toBe(false);
    expect(specialist!.open).toBe(true);
    expect(track).not.toHaveBeenCalled();
  });
});
