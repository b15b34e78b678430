// The cluster (issue 14, decision 006): PostgreSQL, Redis, several Next.js instances and nginx
// on one machine, the topology that would span machines, and Prometheus scraping every instance
// with the repository's alerting rules (issue 29). Used by `npm run cluster`, the fault
// tests (tests/cluster) and `npm run bench:cluster`.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { bin, buildIfNeeded, root, run } from '../lib.mjs';
import { appInstance } from './app.mjs';
import { clusterNginx } from './nginx.mjs';
import { throwawayPostgres } from './postgres.mjs';
import { clusterPrometheus, findPrometheus } from './prometheus.mjs';
import { readinessRouter } from './readiness-router.mjs';
import { throwawayRedis } from './redis.mjs';
import { freePort, listening, service } from './service.mjs';

/**
 * Starts everything and resolves with handles to each part. Options (all optional):
 * instances (2), port for nginx (8080; 0 picks a free one), dir for data and logs (.cluster),
 * databaseUrl / redisUrl (use those servers instead of throwaway ones), say (progress lines).
 */
/** The hosts the app instances serve (src/lib/site-for-host.ts servedHosts): nginx refuses any other with 421. */
function servedHostNames(env) {
  const hosts = new Set(['localhost', '127.0.0.1']);
  for (const entry of (env.SITE_HOSTS ?? process.env.SITE_HOSTS ?? 'psy.localhost=psy').split(',')) {
    const host = entry.split('=')[0]?.trim().toLowerCase();
    if (host) hosts.add(host);
  }
  for (const entry of env.SITE_ORIGINS.split(',')) {
    const origin = entry.split(/=(.*)/s)[1]?.trim();
    if (origin) hosts.add(new URL(origin).hostname.toLowerCase());
  }
  return [...hosts];
}

export async function startCluster(options = {}) {
  const say = options.say ?? (() => {});
  const instances = options.instances ?? 2;
  if (!Number.isInteger(instances) || instances < 1) throw new Error('instances must be a whole number of at least 1');
  // Before anything starts: a missing Prometheus is an install command, not a half-started cluster.
  findPrometheus();
  const dir = path.resolve(options.dir ?? path.join(root, '.cluster'));
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const started = [];
  const stop = async () => {
    for (const part of started.reverse()) await part.stop().catch(() => undefined);
    started.length = 0;
  };

  try {
    if ((await buildIfNeeded()) !== 0) throw new Error('next build failed');
    say('precompressing .next/static for nginx');
    await run(process.execPath, ['deploy/nginx/precompress.mjs', '.next/static'], { stdio: 'ignore' });

    let postgres = null;
    let databaseUrl = options.databaseUrl ?? '';
    if (!databaseUrl) {
      postgres = throwawayPostgres(path.join(dir, 'postgres'), await freePort());
      say('starting a throwaway PostgreSQL');
      await postgres.start();
      started.push(postgres);
      databaseUrl = postgres.url;
    }
    let redis = null;
    let redisUrl = options.redisUrl ?? '';
    if (!redisUrl) {
      redis = throwawayRedis(path.join(dir, 'redis'), await freePort());
      say('starting a throwaway Redis');
      await redis.start();
      started.push(redis);
      redisUrl = redis.url;
    }

    say('migrating and seeding the database');
    const seeded = await run(bin('tsx'), ['--conditions=react-server', 'scripts/content.ts', 'seed'], {
      env: { DATABASE_URL: databaseUrl },
      stdio: options.quietSeed ? 'ignore' : 'inherit',
    });
    if (seeded !== 0) throw new Error('seeding the database failed');

    const port = options.port === 0 ? await freePort() : (options.port ?? 8080);
    const origin = `http://localhost:${port}`;
    const purgeToken = randomBytes(18).toString('base64url');
    const contentToken = process.env.CONTENT_API_TOKEN || randomBytes(24).toString('base64url'); // 32 characters, the minimum
    // One placeholder nonce for every instance (they share cached pages through Redis) and nginx (decision 007).
    const cspPlaceholder = process.env.CSP_NONCE_PLACEHOLDER || `wrcsp${randomBytes(16).toString('hex')}`;
    // Prometheus starts after the instances (it scrapes them), on a port chosen now so that each
    // instance's /ops reads its server health there (PROMETHEUS_URL); until it is up they show their own.
    const prometheusPort = await freePort();
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      CSP_NONCE_PLACEHOLDER: cspPlaceholder,
      PROXY_PURGE_URL: `http://127.0.0.1:${port}`,
      PROXY_PURGE_TOKEN: purgeToken,
      CONTENT_API_TOKEN: contentToken,
      SITE_ORIGINS: process.env.SITE_ORIGINS || `healthline=${origin},psy=http://psy.localhost:${port}`,
      PROMETHEUS_URL: `http://127.0.0.1:${prometheusPort}`,
      ...options.env,
    };
    // One local OpenID provider for every instance (members sign in "with Apple/Google" through it; scripts/local-idp).
    const idpPort = await freePort();
    const idp = service({
      name: `local OpenID provider (:${idpPort})`,
      command: process.execPath,
      args: [path.join(root, 'scripts', 'local-idp', 'run.mjs')],
      cwd: root,
      env: { LOCAL_IDP_PORT: String(idpPort), LOCAL_IDP_KEYS_FILE: path.join(dir, 'local-idp-keys.json') },
      logFile: path.join(dir, 'local-idp.log'),
      ready: () => listening(idpPort),
    });
    say(`starting the local OpenID provider on http://localhost:${idpPort}`);
    await idp.start();
    started.push(idp);
    env.LOCAL_IDP_ORIGIN ??= `http://localhost:${idpPort}`;
    const ports = [];
    for (let i = 0; i < instances; i++) ports.push(await freePort());
    const apps = ports.map((p, index) => appInstance({ index: index + 1, port: p, env, logDir: dir }));
    say(`starting ${instances} app instances on ${ports.map((p) => `:${p}`).join(', ')}`);
    for (const app of apps) {
      await app.start();
      started.push(app);
    }

    const nginx = clusterNginx({
      prefix: path.join(dir, 'nginx'),
      port,
      upstreams: ports.map((p) => `127.0.0.1:${p}`),
      staticRoot: path.join(root, '.next', 'static'),
      purgeToken,
      cspPlaceholder,
      serveHosts: servedHostNames(env),
    });
    say(`starting nginx on ${origin}`);
    await nginx.start();
    started.push(nginx);
    // nginx routes by readiness: an instance that is not ready (draining, its database gone) is taken out of the rotation.
    const router = readinessRouter({ upstreams: ports.map((p) => `127.0.0.1:${p}`), route: nginx.route, say });
    started.push(router);

    const prometheus = clusterPrometheus({
      dir: path.join(dir, 'prometheus'),
      port: prometheusPort,
      targets: ports.map((p) => `127.0.0.1:${p}`),
      metricsToken: env.METRICS_TOKEN ?? process.env.METRICS_TOKEN ?? '',
    });
    say(`starting Prometheus on ${prometheus.url}, scraping the app instances every 5 s`);
    await prometheus.start();
    started.push(prometheus);

    return { url: `http://127.0.0.1:${port}`, origin, port, apps, appPorts: ports, postgres, redis, nginx, router, prometheus, idp, idpOrigin: env.LOCAL_IDP_ORIGIN, databaseUrl, redisUrl, contentToken, dir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
