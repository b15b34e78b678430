import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { correlationIdPattern } from '@/features/analytics/marketing-context';
import { cardCorrelation, clickCorrelationRefreshMs, createClickCorrelation, driverCardKey, resetCardCorrelations } from './correlation';

/** Ids in order: id-1, id-2, … */
function counter() {
  let n = 0;
  return () => `id-000${++n}`;
}

beforeEach(() => {
  vi.useFakeTimers();
  resetCardCorrelations();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a click’s correlation id (productClickedCorrelationId)', () => {
  it('is the spec’s 500 ms', () => {
    expect(clickCorrelationRefreshMs).toBe(500);
  });

  it('keeps its id for the click, and is regenerated 500 ms after it', () => {
    const clicks = createClickCorrelation(counter());
    expect(clicks.lastClick()).toBeUndefined();
    expect(clicks.click()).toBe('id-0001');
    vi.advanceTimersByTime(499);
    expect(clicks.current()).toBe('id-0001');
    vi.advanceTimersByTime(1);
    expect(clicks.current()).toBe('id-0002');
    // The click before stays known (a sign-up that follows it carries it) until the next click.
    expect(clicks.lastClick()).toBe('id-0001');
    expect(clicks.click()).toBe('id-0002');
    expect(clicks.lastClick()).toBe('id-0002');
  });

  it('a second click within 500 ms is the same click, and moves the regeneration on', () => {
    const clicks = createClickCorrelation(counter());
    expect(clicks.click()).toBe('id-0001');
    vi.advanceTimersByTime(400);
    expect(clicks.click()).toBe('id-0001');
    vi.advanceTimersByTime(400);
    expect(clicks.current()).toBe('id-0001');
    vi.advanceTimersByTime(100);
    expect(clicks.current()).toBe('id-0002');
  });

  it('without a click the id never changes, and dispose stops a pending regeneration', () => {
    const clicks = createClickCorrelation(counter());
    vi.advanceTimersByTime(10_000);
    expect(clicks.current()).toBe('id-0001');
    clicks.click();
    clicks.dispose();
    vi.advanceTimersByTime(10_000);
    expect(clicks.current()).toBe('id-0001');
  });
});

describe('a card view’s correlation id (viewCorrelationId)', () => {
  const driver = { _uuid: '2f6a3c1e-8d4b-4f0a-9c2e-5b7d1a9e3f40', variant: 'B' };

  it('names the card by content index, placement, campaign and variant', () => {
    expect(driverCardKey({ driver, placement: 'rightRail', contentIndex: 2 })).toBe('2:rightRail:2f6a3c1e-8d4b-4f0a-9c2e-5b7d1a9e3f40:B');
  });

  it('is one id per card in a page, kept when the card is shown again; another card gets another', () => {
    const key = driverCardKey({ driver, placement: 'rightRail', contentIndex: 0 });
    const first = cardCorrelation(key);
    expect(cardCorrelation(key).viewCorrelationId).toBe(first.viewCorrelationId);
    expect(cardCorrelation(key).clicks).toBe(first.clicks);
    const other = cardCorrelation(driverCardKey({ driver, placement: 'rightRail', contentIndex: 1 }));
    expect(other.viewCorrelationId).not.toBe(first.viewCorrelationId);
    // A click id is never the view id.
    expect(first.clicks.current()).not.toBe(first.viewCorrelationId);
  });

  it('makes ids the event schema accepts (random UUIDs)', () => {
    const card = cardCorrelation('0:rightRail:x:A');
    for (const id of [card.viewCorrelationId, card.clicks.click()]) {
      expect(id).toMatch(correlationIdPattern);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });

  it('starts afresh after a reset (tests), and a pending click regeneration is stopped', () => {
    const card = cardCorrelation('0:rightRail:x:A');
    card.clicks.click();
    resetCardCorrelations();
    expect(cardCorrelation('0:rightRail:x:A').viewCorrelationId).not.toBe(card.viewCorrelationId);
    expect(vi.getTimerCount()).toBe(0);
  });
});
