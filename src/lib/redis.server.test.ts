import { afterEach, describe, expect, it } from 'vitest';
import { resetEnvCache } from '@/lib/env';
import { closeRedis, redisConnection } from '@/lib/redis.server';
import { resetServerMetrics, serverMetricsRegistry } from '@/lib/server-metrics.server';

describe('wellread_redis_up', () => {
  afterEach(() => {
    closeRedis();
    delete process.env.REDIS_URL;
    resetEnvCache();
  });

  it('is absent without REDIS_URL, and 0 while the configured Redis cannot be reached', async () => {
    resetServerMetrics();
    expect(redisConnection()).toBeNull();
    expect(await serverMetricsRegistry().metrics()).not.toContain('wellread_redis_up');
    // Port 1 on loopback: nothing listens there.
    process.env.REDIS_URL = 'redis://127.0.0.1:1';
    resetEnvCache();
    await redisConnection()!.firstAttempt;
    expect(await serverMetricsRegistry().metrics()).toContain('wellread_redis_up 0');
  });
});
