import 'server-only';
import { createClient } from 'redis';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { serverGauge } from '@/lib/server-metrics.server';

/**
 * Commands fail at once while Redis is down (no offline queue, so a request never waits on an
 * outage) and the client reconnects by itself, backing off to one try every 2 seconds.
 */
function newClient(url: string) {
  return createClient({
    url,
    disableOfflineQueue: true,
    pingInterval: 10_000,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
  });
}

export type RedisClient = ReturnType<typeof newClient>;

export interface RedisConnection {
  client: RedisClient;
  /** Settles when the first connection attempt has succeeded or failed, so callers at start-up wait for it rather than count an outage. */
  firstAttempt: Promise<void>;
}

declare global {
  // One Redis connection per server process, kept across dev-mode module reloads; anything else in the process that needs Redis shares it.
  var __wellreadRedis: RedisConnection | undefined;
}

function connect(url: string): RedisConnection {
  const client = newClient(url);
  // Every failed reconnect emits an error; without a listener the process would crash. Users of the client report outages themselves.
  client.on('error', (error: unknown) => log('debug', 'redis connection error', { error: error instanceof Error ? error.message : String(error) }));
  const firstAttempt = new Promise<void>((resolve) => {
    client.once('ready', () => resolve());
    client.once('error', () => resolve());
  });
  client.connect().catch(() => undefined);
  // Only where Redis is configured: 1 while the client is connected and ready, read at each scrape.
  serverGauge('wellread_redis_up', 'Whether this process is connected to Redis (REDIS_URL): 1 or 0', [], function collect() {
    this.set(globalThis.__wellreadRedis?.client.isReady ? 1 : 0);
  });
  return { client, firstAttempt };
}

/** The process's Redis connection when REDIS_URL is set, else null. Created on first use. */
export function redisConnection(): RedisConnection | null {
  const url = env().REDIS_URL;
  if (!url) return null;
  globalThis.__wellreadRedis ??= connect(url);
  return globalThis.__wellreadRedis;
}

/** Closes the connection (tests, shutdown); the next redisConnection() opens a new one. */
export function closeRedis(): void {
  const connection = globalThis.__wellreadRedis;
  globalThis.__wellreadRedis = undefined;
  connection?.client.destroy();
}
