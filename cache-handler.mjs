// Next's cache (pages and content reads) shared by every app instance through Redis (decision 006).
// next.config.ts uses this file only when REDIS_URL is set; without it Next keeps its own
// in-memory cache, one per process. Plain JavaScript: Next loads it outside the app's bundles.
//
// Handlers, in order: Redis (@fortedigital/nextjs-cache-handler's redis-strings), then this
// process's memory (its local-lru). Every entry is written to both; reads go to Redis, and to
// memory only while Redis fails, so an outage degrades to per-instance caching (one warning
// logged, one info line when Redis is back) and never to an error page.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from 'redis';

function logLine(level, message, fields = {}) {
  const line = JSON.stringify({ level, time: new Date().toISOString(), message, ...fields });
  if (level === 'warn' || level === 'error') console.warn(line);
  else console.log(line);
}

/**
 * Entries are kept apart per build (a page names its build's script files) and per database (a
 * page rendered from one database must not reach a server reading another).
 */
function keyPrefix() {
  let buildId = 'dev';
  try {
    buildId = fs.readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    // No build (next dev): one prefix for all.
  }
  const database = process.env.DATABASE_URL || path.resolve(process.env.SQLITE_PATH || './data/wellread.db');
  return `wellread:next:${buildId}:${createHash('sha256').update(database).digest('hex').slice(0, 12)}:`;
}

function connect(url) {
  let down = false;
  const client = createClient({
    url,
    // A command during an outage fails at once instead of waiting in a queue; the handler then uses memory.
    disableOfflineQueue: true,
    pingInterval: 10_000,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
  });
  client.on('error', (error) => {
    if (down) return;
    down = true;
    logLine('warn', 'Redis is unreachable: pages are cached per instance in memory until it is back', { error: error?.message ?? String(error) });
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    logLine('info', 'Redis is reachable again: the page cache is shared by every instance again');
  });
  client.connect().catch(() => undefined);
  return client;
}

CacheHandler.onCreation(() => {
  globalThis.__wellreadCacheHandlers ??= (() => {
    const client = connect(process.env.REDIS_URL);
    return {
      handlers: [
        createRedisHandler({ client, keyPrefix: keyPrefix(), timeoutMs: 1_000 }),
        createLruHandler({ maxItemsNumber: 2_000, maxItemSizeBytes: 5 * 1024 * 1024 }),
      ],
    };
  })();
  return globalThis.__wellreadCacheHandlers;
});

export default CacheHandler;
