// A throwaway Redis (Debian's redis-server) on loopback, keeping nothing on disk.
import fs from 'node:fs';
import path from 'node:path';
import { listening, service } from './service.mjs';

export function throwawayRedis(dir, port) {
  const binary = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';
  if (!fs.existsSync(binary)) throw new Error('redis-server is not installed (apt-get install -y redis-server), and REDIS_URL is not set.');
  fs.mkdirSync(dir, { recursive: true });
  const redis = service({
    name: 'redis',
    command: binary,
    args: ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no', '--dir', dir],
    logFile: path.join(dir, 'redis.log'),
    ready: () => listening(port),
  });
  redis.url = `redis://127.0.0.1:${port}`;
  return redis;
}
