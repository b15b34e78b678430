import { describe, expect, it } from 'vitest';
import { afterFailure, maxAttempts, retryDelaySeconds } from './retry';

describe('delivery retries', () => {
  it('waits 30 s after the first failed try, doubling up to 30 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 480, 960, 1800]);
    expect(retryDelaySeconds(12)).toBe(1800);
  });

  it('tries again until maxAttempts, and gives up at once on a permanent refusal', () => {
    const now = new Date('2026-11-28T10:00:00.000Z');
    expect(afterFailure(1, false, now)).toEqual({ status: 'pending', nextAttemptAt: '2026-11-28T10:00:30.000Z' });
    expect(afterFailure(maxAttempts - 1, false, now).status).toBe('pending');
    expect(afterFailure(maxAttempts, false, now)).toEqual({ status: 'failed' });
    expect(afterFailure(1, true, now)).toEqual({ status: 'failed' });
  });
});
