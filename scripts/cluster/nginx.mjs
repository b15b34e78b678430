// nginx in front of the app instances, with the repository's config (deploy/nginx/render.mjs).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findNginx } from '../../deploy/nginx/process.mjs';
import { renderNginxConfig } from '../../deploy/nginx/render.mjs';
import { listening, service, sleep } from './service.mjs';

/** Time for nginx to reload its config after SIGHUP (new workers up, old ones finishing). */
const reloadMs = 300;

export function clusterNginx({ prefix, port, upstreams, staticRoot, purgeToken, cspPlaceholder, serveHosts }) {
  const { binary, modulesDir } = findNginx();
  fs.mkdirSync(prefix, { recursive: true });
  // Started as root, nginx's workers run as nobody, which must reach the prefix.
  fs.chmodSync(prefix, 0o755);
  const configFile = path.join(prefix, 'nginx.conf');
  const args = ['-p', `${prefix}/`, '-c', configFile];
  const write = (downUpstreams) => {
    fs.writeFileSync(configFile, renderNginxConfig({ listen: `127.0.0.1:${port}`, upstreams, downUpstreams, staticRoot, purgeToken, cspPlaceholder, serveHosts, modulesDir, workers: '2' }));
    execFileSync(binary, [...args, '-t', '-q'], { stdio: 'pipe' });
  };
  write([]);
  const nginx = service({ name: 'nginx', command: binary, args: [...args, '-g', 'daemon off;'], logFile: path.join(prefix, 'nginx.out'), ready: () => listening(port) });
  /**
   * Takes the given upstreams out of the rotation (`down`) and returns the others to it: the config
   * is rewritten and checked, and nginx reloads it gracefully (SIGHUP; requests under way finish).
   */
  nginx.route = async (downUpstreams) => {
    write(downUpstreams);
    if (!nginx.pid) return;
    process.kill(nginx.pid, 'SIGHUP');
    // The master starts new workers and tells the old ones to finish; give that a moment before the change counts as made.
    await sleep(reloadMs);
  };
  return nginx;
}
