#!/usr/bin/env node
// Serving tests (npm run test:serving): nginx, Redis and the whole cluster as real processes, and
// the alerting rules with Prometheus's promtool (tests/serving). Installs Debian's packages they
// need when run as root, builds when needed, then runs Vitest with vitest.serving.config.ts; its
// JSON report goes to .test-results/.
import fs from 'node:fs';
import path from 'node:path';
import { bin, buildIfNeeded, root, run } from './lib.mjs';

const needs = [
  ['/usr/sbin/nginx', 'nginx'],
  ['/usr/lib/nginx/modules/ngx_http_cache_purge_module.so', 'libnginx-mod-http-cache-purge'],
  ['/usr/lib/nginx/modules/ngx_http_brotli_static_module.so', 'libnginx-mod-http-brotli-static'],
  ['/usr/bin/redis-server', 'redis-server'],
  // prometheus and promtool: the cluster's Prometheus and the alerting rules' checks (deploy/prometheus).
  ['/usr/bin/prometheus', 'prometheus'],
];
const missing = needs.filter(([file]) => !fs.existsSync(file)).map(([, pkg]) => pkg);
if (!fs.readdirSync('/usr/lib/postgresql', { withFileTypes: true }).length) missing.push('postgresql');
if (missing.length > 0) {
  if (process.getuid?.() !== 0) {
    console.error(`The serving tests need Debian's ${missing.join(', ')}: sudo apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} for the serving tests (apt-get)…`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-qq'], { env })) !== 0 || (await run('apt-get', ['install', '-y', '-qq', ...missing], { env })) !== 0) {
    console.error('Could not install them with apt-get.');
    process.exit(1);
  }
}

const built = await buildIfNeeded();
if (built !== 0) process.exit(built);

const report = path.join(root, '.test-results', 'vitest-serving.json');
fs.mkdirSync(path.dirname(report), { recursive: true });
fs.rmSync(report, { force: true });
process.exit(
  await run(bin('vitest'), ['run', '--config', 'vitest.serving.config.ts', '--reporter=default', '--reporter=json', `--outputFile=${report}`, ...process.argv.slice(2)]),
);
