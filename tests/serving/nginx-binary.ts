import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';

export interface NginxInstall {
  binary: string;
  modulesDir: string;
}

const install = 'apt-get install -y nginx libnginx-mod-http-cache-purge libnginx-mod-http-brotli-static';

/** Debian's nginx and the two dynamic modules the config loads. These tests install nothing. */
export function findNginx(): NginxInstall {
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
