#!/usr/bin/env node
// npm run cluster: PostgreSQL, Redis, two or more app instances, nginx and Prometheus, on this machine.
// CLUSTER_INSTANCES (2), CLUSTER_PORT (8080), DATABASE_URL and REDIS_URL (else throwaway servers).
import { startCluster } from './cluster/index.mjs';

const cluster = await startCluster({
  instances: Number(process.env.CLUSTER_INSTANCES ?? 2),
  port: Number(process.env.CLUSTER_PORT ?? 8080),
  databaseUrl: process.env.DATABASE_URL,
  redisUrl: process.env.REDIS_URL,
  say: (line) => console.log(`cluster: ${line}`),
}).catch((error) => {
  console.error(`cluster: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});

console.log(`
Serving through nginx on ${cluster.origin} (psy site: http://psy.localhost:${cluster.port})
  app instances: ${cluster.appPorts.map((p) => `http://127.0.0.1:${p}`).join(', ')}
  database:      ${cluster.databaseUrl}
  redis:         ${cluster.redisUrl}
  prometheus:    ${cluster.prometheus.url} (alerts: ${cluster.prometheus.url}/classic/alerts, targets: ${cluster.prometheus.url}/classic/targets)
  server health: ${cluster.origin}/ops (requests, errors and p99 per route from Prometheus, every instance)
  content API:   Authorization: Bearer ${cluster.contentToken}
  logs:          ${cluster.dir}
Ctrl-C stops everything.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\ncluster: stopping');
    void cluster.stop().then(() => process.exit(0));
  });
}
