// nginx in front of the app instances, with the repository's config (deploy/nginx/render.mjs).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { renderNginxConfig } from '../../deploy/nginx/render.mjs';
import { listening, service } from './service.mjs';

const binary = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';

export function clusterNginx({ prefix, port, upstreams, staticRoot, purgeToken }) {
  if (!fs.existsSync(binary)) throw new Error('nginx is not installed (apt-get install -y nginx libnginx-mod-http-cache-purge libnginx-mod-http-brotli-static).');
  fs.mkdirSync(prefix, { recursive: true });
  // Started as root, nginx's workers run as nobody, which must reach the prefix.
  fs.chmodSync(prefix, 0o755);
  const configFile = path.join(prefix, 'nginx.conf');
  const brotli = fs.existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so');
  fs.writeFileSync(configFile, renderNginxConfig({ listen: `127.0.0.1:${port}`, upstreams, staticRoot, purgeToken, brotli, workers: '2' }));
  const args = ['-p', `${prefix}/`, '-c', configFile];
  execFileSync(binary, [...args, '-t', '-q'], { stdio: 'pipe' });
  return service({ name: 'nginx', command: binary, args: [...args, '-g', 'daemon off;'], logFile: path.join(prefix, 'nginx.out'), ready: () => listening(port) });
}
