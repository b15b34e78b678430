// Starts and stops the production server (scripts/server.mjs, as npm start runs it) for the bench.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { root } from '../scripts/lib.mjs';
import { atExit, killGroup } from './cleanup.mjs';

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

export async function freePort(from = 3200) {
  for (let port = from; port < from + 100; port++) if (await portIsFree(port)) return port;
  throw new Error(`no free port in ${from}–${from + 99}`);
}

/** Resolves with { url, stop } once `/` answers 200; rejects with the server's output if it dies or never gets there. */
export async function startServer({ port, env, timeoutMs = 60_000 }) {
  const child = spawn(process.execPath, ['scripts/server.mjs'], {
    cwd: root,
    detached: true, // own process group, so killGroup also reaches anything it forks
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', LOG_LEVEL: 'error', PORT: String(port), ...env },
  });
  const forget = atExit(() => killGroup(child.pid, 'SIGKILL'));
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  const exit = new Promise((resolve) => child.on('exit', () => ((exited = true), forget(), resolve())));

  const stop = async () => {
    if (exited) return;
    killGroup(child.pid, 'SIGTERM');
    const timer = setTimeout(() => killGroup(child.pid, 'SIGKILL'), 5000);
    await exit;
    clearTimeout(timer);
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server exited early:\n${output}`);
    const res = await fetch(url + '/', { signal: AbortSignal.timeout(5000) }).catch(() => null);
    await res?.arrayBuffer();
    if (res?.status === 200) return { url, stop, output: () => output };
    if (res) {
      // the server only listens once it is ready, so any other answer is final
      await stop();
      throw new Error(`GET / answered ${res.status}:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  await stop();
  throw new Error(`server did not answer 200 on / within ${timeoutMs / 1000} s:\n${output}`);
}
