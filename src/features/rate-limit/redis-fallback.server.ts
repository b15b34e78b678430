import 'server-only';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { log } from '@/lib/log';
import type { RedisClient } from '@/lib/redis.server';

/** True from the first hit counted in memory because Redis failed until Redis is ready again: one warning per outage. */
let degraded = false;
const watched = new WeakSet<RedisClient>();

/** Logs once when Redis is back, so the warning has an end. */
export function watchRecovery(client: RedisClient): void {
  if (watched.has(client)) return;
  watched.add(client);
  client.on('ready', () => {
    if (!degraded) return;
    degraded = false;
    log('info', 'Redis is reachable again: rate limits are shared by every instance again');
  });
}

/**
 * The Redis limiter's insuranceLimiter: while Redis is down or slow, hits are counted here, per
 * instance, so requests go on being limited rather than failing.
 */
export class InsuranceLimiter extends RateLimiterMemory {
  constructor(
    private readonly limitName: string,
    options: ConstructorParameters<typeof RateLimiterMemory>[0],
  ) {
    super(options);
  }

  override consume(...args: Parameters<RateLimiterMemory['consume']>): ReturnType<RateLimiterMemory['consume']> {
    if (!degraded) {
      degraded = true;
      log('warn', 'Redis is unreachable: rate limits count per instance in memory until it is back', { limit: this.limitName });
    }
    return super.consume(...args);
  }
}
