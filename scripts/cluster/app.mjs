// One Next.js app instance (scripts/server.mjs) on a loopback port.
import http from 'node:http';
import path from 'node:path';
import { root } from '../lib.mjs';
import { service } from './service.mjs';

/** True once the instance answers a request (robots.txt: no database work beyond the first render). */
export function answers(port) {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/robots.txt', timeout: 2_000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

export function appInstance({ index, port, env, logDir }) {
  return service({
    name: `app ${index} (:${port})`,
    command: process.execPath,
    args: [path.join(root, 'scripts', 'server.mjs')],
    cwd: root,
    env: { ...env, PORT: String(port), HOSTNAME: '127.0.0.1', NODE_ENV: 'production' },
    logFile: path.join(logDir, `app-${index}.log`),
    ready: () => answers(port),
  });
}
