import { describe, expect, it } from 'vitest';
import { bucketBound, bucketIncrease, busiestRoutes, counterIncrease, histogramQuantile, mostRefused, ratePerSecond } from './health-math';

const inf = Infinity;

describe('counterIncrease and ratePerSecond', () => {
  it('is the difference of two readings, per second over the time between them', () => {
    expect(counterIncrease(10, 25)).toBe(15);
    expect(ratePerSecond(10, 25, 5)).toBe(3);
    expect(ratePerSecond(10, 10, 15)).toBe(0);
  });

  it('reads a smaller newer value as a restart: the newer value is the growth, never a negative rate', () => {
    expect(counterIncrease(100, 7)).toBe(7);
    expect(ratePerSecond(100, 7, 10)).toBeCloseTo(0.7);
  });

  it('counts a series the older reading lacks from zero', () => {
    expect(counterIncrease(undefined, 4)).toBe(4);
  });

  it('gives 0 when no time passed or the value is not a number', () => {
    expect(ratePerSecond(1, 5, 0)).toBe(0);
    expect(counterIncrease(1, NaN)).toBe(0);
  });
});

describe('histogramQuantile (as Prometheus computes it)', () => {
  it('interpolates linearly inside the bucket holding the rank', () => {
    // rank 99 of 100 lies in (0.25, 0.5], which holds observations 91 to 100: 0.25 + 0.25 × 9/10.
    const buckets = [
      { le: 0.1, count: 50 },
      { le: 0.25, count: 90 },
      { le: 0.5, count: 100 },
      { le: inf, count: 100 },
    ];
    expect(histogramQuantile(0.99, buckets)).toBeCloseTo(0.475);
    expect(histogramQuantile(0.5, buckets)).toBeCloseTo(0.1);
  });

  it('starts the first bucket at 0, whatever the order the buckets come in', () => {
    expect(histogramQuantile(0.5, [{ le: inf, count: 100 }, { le: 0.1, count: 100 }])).toBeCloseTo(0.05);
  });

  it('gives the highest finite bound for a rank in the +Inf bucket', () => {
    expect(histogramQuantile(0.99, [{ le: 0.1, count: 10 }, { le: 1, count: 10 }, { le: inf, count: 20 }])).toBe(1);
  });

  it('keeps the buckets cumulative when a reading caught them between increments', () => {
    expect(histogramQuantile(0.5, [{ le: 0.1, count: 6 }, { le: 0.2, count: 5 }, { le: inf, count: 10 }])).toBeCloseTo(0.1 * (5 / 6));
  });

  it('is null without observations, without a +Inf bucket or for a q outside 0..1', () => {
    expect(histogramQuantile(0.99, [{ le: 0.1, count: 0 }, { le: inf, count: 0 }])).toBeNull();
    expect(histogramQuantile(0.99, [{ le: 0.1, count: 3 }, { le: 0.2, count: 3 }])).toBeNull();
    expect(histogramQuantile(1.5, [{ le: 0.1, count: 3 }, { le: inf, count: 3 }])).toBeNull();
  });

  it('reads bucket bounds as prom-client and Prometheus write them', () => {
    expect([bucketBound(0.25), bucketBound('0.25'), bucketBound('+Inf'), bucketBound(undefined)]).toEqual([0.25, 0.25, inf, NaN]);
  });
});

describe('bucketIncrease', () => {
  it('subtracts the older buckets, so the quantile is of the requests between two readings only', () => {
    const older = [
      { le: 0.1, count: 1000 },
      { le: 1, count: 1000 },
      { le: inf, count: 1000 },
    ];
    const newer = [
      { le: 0.1, count: 1000 },
      { le: 1, count: 1010 },
      { le: inf, count: 1010 },
    ];
    const growth = bucketIncrease(older, newer);
    expect(growth).toEqual([
      { le: 0.1, count: 0 },
      { le: 1, count: 10 },
      { le: inf, count: 10 },
    ]);
    // All ten new requests took 0.1 to 1 s; over the whole life of the counters the p99 would be 0.1 s.
    expect(histogramQuantile(0.99, growth)).toBeCloseTo(0.1 + 0.9 * 0.99);
    expect(histogramQuantile(0.99, newer)).toBeCloseTo((0.1 * (0.99 * 1010)) / 1000);
  });

  it('takes the newer buckets whole after a restart', () => {
    const newer = [
      { le: 0.1, count: 2 },
      { le: inf, count: 3 },
    ];
    expect(bucketIncrease([{ le: 0.1, count: 50 }, { le: inf, count: 60 }], newer)).toEqual(newer);
    expect(bucketIncrease(undefined, newer)).toEqual(newer);
  });
});

describe('busiestRoutes and mostRefused', () => {
  it('keeps routes with requests, busiest first, at most the number shown', () => {
    const row = (route: string, requestsPerSecond: number) => ({ route, method: 'GET', requestsPerSecond, errorRatio: 0, p99Seconds: null });
    const rows = [row('/a', 1), row('/idle', 0), row('/b', 5), ...Array.from({ length: 30 }, (_, i) => row(`/r${i}`, 0.5))];
    const shown = busiestRoutes(rows);
    expect(shown).toHaveLength(20);
    expect(shown.slice(0, 3).map((r) => r.route)).toEqual(['/b', '/a', '/r0']);
    expect(shown.some((r) => r.route === '/idle')).toBe(false);
  });

  it('keeps refusals that happened, most first', () => {
    expect(
      mostRefused([
        { kind: 'rate-limit', name: 'newsletter:ip', count: 2 },
        { kind: 'analytics', name: 'events: invalid', count: 0 },
        { kind: 'analytics', name: 'metrics: rate_limit', count: 9 },
      ]).map((r) => r.name),
    ).toEqual(['metrics: rate_limit', 'newsletter:ip']);
  });
});
