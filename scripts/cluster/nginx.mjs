// nginx in front of the app instances, with the repository's config (deploy/nginx/render.mjs).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findNginx } from '../../deploy/nginx/process.mjs';
import { renderNginxConfig } from '../../deploy/nginx/render.mjs';
import { listening, service } from './service.mjs';

export function clusterNginx({ prefix, port, upstreams, staticRoot, purgeToken, cspPlaceholder, serveHosts }) {
  const { binary, modulesDir } = findNginx();
  fs.mkdirSync(prefix, { recursive: true });
  // Started as root, nginx's workers run as nobody, which must reach the prefix.
  fs.chmodSync(prefix, 0o755);
  const configFile = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(configFile, renderNginxConfig({ listen: `127.0.0.1:${port}`, upstreams, staticRoot, purgeToken, cspPlaceholder, serveHosts, modulesDir, workers: '2' }));
  const args = ['-p', `${prefix}/`, '-c', configFile];
  execFileSync(binary, [...args, '-t', '-q'], { stdio: 'pipe' });
  return service({ name: 'nginx', command: binary, args: [...args, '-g', 'daemon off;'], logFile: path.join(prefix, 'nginx.out'), ready: () => listening(port) });
}
