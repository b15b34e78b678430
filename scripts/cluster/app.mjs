// One Next.js app instance (scripts/server.mjs) on a loopback port.
import http from 'node:http';
import path from 'node:path';
import { root } from '../lib.mjs';
import { service } from './service.mjs';

/** True when GET path on the instance answers 200 within the timeout (readiness waits up to 2 s per check). */
function answers200(port, path, timeout) {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path, timeout }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

/** True once the instance answers a request (robots.txt: no database work beyond the first render). */
export const answers = (port) => answers200(port, '/robots.txt', 2_000);

/** True once the instance says it is ready: database reachable, migrations current, Redis answering, not draining (GET /readyz). */
export const ready = (port) => answers200(port, '/readyz', 5_000);

export function appInstance({ index, port, env, logDir }) {
  return service({
    name: `app ${index} (:${port})`,
    command: process.execPath,
    args: [path.join(root, 'scripts', 'server.mjs')],
    cwd: root,
    env: { ...env, PORT: String(port), HOSTNAME: '127.0.0.1', NODE_ENV: 'production' },
    logFile: path.join(logDir, `app-${index}.log`),
    // Ready for traffic, as a load balancer polling /readyz would see it, and past its first render.
    ready: async () => (await ready(port)) && (await answers(port)),
  });
}
