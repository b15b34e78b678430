// Runs Debian's nginx with a rendered config under a prefix directory, in the foreground, on a free
// loopback port: for the serving tests (tests/serving) and the bench (bench/nginx.mjs). Installs nothing.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, chmodSync, constants, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, listening, sleep } from '../../scripts/cluster/service.mjs';
import { renderNginxConfig } from './render.mjs';

const install = 'apt-get install -y nginx libnginx-mod-http-cache-purge libnginx-mod-http-brotli-static';

/** Debian's nginx and the two dynamic modules the config loads (NGINX_BINARY, NGINX_MODULES_DIR to use others). */
export function findNginx() {
  const binary = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';
  const modulesDir = process.env.NGINX_MODULES_DIR ?? '/usr/lib/nginx/modules';
  try {
    accessSync(binary, constants.X_OK);
  } catch {
    throw new Error(`No nginx at ${binary} (set NGINX_BINARY to use another). Install Debian's packages first: ${install}`);
  }
  const missing = ['ngx_http_cache_purge_module.so', 'ngx_http_brotli_static_module.so'].filter((m) => !existsSync(path.join(modulesDir, m)));
  if (missing.length > 0) {
    throw new Error(`Missing nginx module(s) ${missing.join(', ')} in ${modulesDir} (set NGINX_MODULES_DIR to use another). Install: ${install}`);
  }
  return { binary, modulesDir };
}

const errorLog = (prefix) => {
  const file = path.join(prefix, 'error.log');
  return existsSync(file) ? readFileSync(file, 'utf8').slice(-4000) : '(no error.log)';
};

/**
 * Renders a config on a free loopback port under `prefix`, checks it with `nginx -t` and runs nginx
 * in the foreground (two workers). Resolves once the port accepts connections.
 */
export async function startNginx(found, prefix, options) {
  mkdirSync(prefix, { recursive: true });
  // Run as root, nginx's workers are `nobody`: they must reach the prefix (cache, temp files).
  chmodSync(prefix, 0o755);
  const port = await freePort();
  const configFile = path.join(prefix, 'nginx.conf');
  writeFileSync(configFile, renderNginxConfig({ workers: '2', ...options, listen: `127.0.0.1:${port}`, modulesDir: found.modulesDir }));
  const args = ['-p', `${prefix}/`, '-c', configFile];
  const test = spawnSync(found.binary, [...args, '-t', '-q'], { encoding: 'utf8', timeout: 10_000 });
  if (test.status !== 0) throw new Error(`nginx -t refused ${configFile}:\n${test.stderr}${test.error?.message ?? ''}`);

  const child = spawn(found.binary, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const done = await Promise.race([exited.then(() => true), sleep(5000).then(() => false)]);
    if (!done) {
      child.kill('SIGKILL');
      await exited;
    }
  };

  const deadline = Date.now() + 10_000;
  while (!(await listening(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not start on 127.0.0.1:${port}:\n${stderr}\n${errorLog(prefix)}`);
    }
    await sleep(50);
  }
  return { port, prefix, pid: child.pid, stop };
}
