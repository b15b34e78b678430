import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { renderNginxConfig, type NginxOptions } from '../../deploy/nginx/render.mjs';
import { freePort, listening, sleep } from '../../scripts/cluster/service.mjs';
import type { NginxInstall } from './nginx-binary';

export { freePort };

export interface RunningNginx {
  port: number;
  prefix: string;
  stop(): Promise<void>;
}

const errorLog = (prefix: string) => {
  const file = path.join(prefix, 'error.log');
  return existsSync(file) ? readFileSync(file, 'utf8').slice(-4000) : '(no error.log)';
};

/** Renders a config on a free loopback port under `prefix`, checks it with `nginx -t` and runs nginx in the foreground. */
export async function startNginx(install: NginxInstall, prefix: string, options: NginxOptions): Promise<RunningNginx> {
  mkdirSync(prefix, { recursive: true });
  chmodSync(prefix, 0o755);
  const port = await freePort();
  const configFile = path.join(prefix, 'nginx.conf');
  writeFileSync(configFile, renderNginxConfig({ ...options, listen: `127.0.0.1:${port}`, modulesDir: install.modulesDir, workers: '2' }));
  const args = ['-p', `${prefix}/`, '-c', configFile];
  const test = spawnSync(install.binary, [...args, '-t', '-q'], { encoding: 'utf8', timeout: 10_000 });
  if (test.status !== 0) throw new Error(`nginx -t refused ${configFile}:\n${test.stderr}${test.error?.message ?? ''}`);

  const child: ChildProcess = spawn(install.binary, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
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
  return { port, prefix, stop };
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

/** One request on its own connection to 127.0.0.1, given up after timeoutMs. */
export function request(port: number, target: string, { method = 'GET', headers = {}, timeoutMs = 10_000 }: { method?: string; headers?: Record<string, string>; timeoutMs?: number } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: target, method, headers: { host: 'localhost', ...headers }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString('utf8') });
      });
      res.on('error', reject);
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`${method} ${target}: no answer in ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end();
  });
}
