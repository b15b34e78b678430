// Debian's nginx with the project's config (deploy/nginx/) in front of the bench server, in a temp
// prefix that is removed when it stops; killed on every way out of the bench like the server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findNginx, startNginx } from '../deploy/nginx/process.mjs';
import { root } from '../scripts/lib.mjs';
import { atExit } from './cleanup.mjs';

/** Resolves with { url, stop } for nginx caching and proxying `upstream` (host:port), filling the CSP nonce in with the server's placeholder. */
export async function startProxy(upstream, cspPlaceholder) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-bench-nginx-'));
  const remove = () => fs.rmSync(prefix, { recursive: true, force: true });
  let nginx;
  try {
    nginx = await startNginx(findNginx(), prefix, { upstreams: [upstream], staticRoot: path.join(root, '.next', 'static'), cspPlaceholder });
  } catch (error) {
    remove();
    throw error;
  }
  const forget = atExit(() => {
    try {
      // SIGTERM: the master stops its workers (SIGKILL would leave them serving).
      process.kill(nginx.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    remove();
  });
  return {
    url: `http://127.0.0.1:${nginx.port}`,
    stop: async () => {
      forget();
      await nginx.stop();
      remove();
    },
  };
}
