import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adDecisionGiveUpMs, adDecisionPollMs, awaitAdDecision } from './decision-wait';

const timers = { setInterval: (fn: () => void, ms: number) => setInterval(fn, ms) as unknown as number, clearInterval: (id: number) => clearInterval(id) } as unknown as Pick<Window, 'setInterval' | 'clearInterval'>;

describe('the ad decision wait (spec savings 9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls every 1000 ms and gives up after 10 s', () => {
    expect([adDecisionPollMs, adDecisionGiveUpMs]).toEqual([1000, 10_000]);
  });

  it('takes a decision as soon as it comes', async () => {
    const result = awaitAdDecision(Promise.resolve({ filled: true }), timers);
    await expect(result).resolves.toEqual({ decided: true, value: { filled: true } });
  });

  it('a decision at 9.5 s still counts; none by 10 s gives up, and nothing later changes that', async () => {
    let decide!: (value: string) => void;
    const late = awaitAdDecision(new Promise<string>((resolve) => (decide = resolve)), timers);
    await vi.advanceTimersByTimeAsync(9500);
    decide('filled');
    await expect(late).resolves.toEqual({ decided: true, value: 'filled' });

    const never = awaitAdDecision(new Promise<string>(() => undefined), timers);
    let outcome: unknown;
    void never.then((value) => (outcome = value));
    await vi.advanceTimersByTimeAsync(adDecisionGiveUpMs - 1);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toEqual({ decided: false });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a provider that fails is no decision', async () => {
    await expect(awaitAdDecision(Promise.reject(new Error('gpt')), timers)).resolves.toEqual({ decided: false });
    expect(vi.getTimerCount()).toBe(0);
  });
});
