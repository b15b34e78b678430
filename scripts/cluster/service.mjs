// A child process the cluster starts, stops and restarts: its output goes to a log file, and it
// counts as up once its ready() check passes.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** True when something accepts TCP connections on 127.0.0.1:port. */
export function listening(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function tail(file) {
  try {
    return fs.readFileSync(file, 'utf8').slice(-3000);
  } catch {
    return '(no log)';
  }
}

/**
 * A restartable process. command/args/env as for spawn; ready() resolves true once it serves;
 * logFile collects stdout and stderr (appended across restarts).
 */
export function service({ name, command, args, env = {}, cwd, logFile, ready, startTimeoutMs = 60_000, stopSignal = 'SIGTERM', spawnOptions = {} }) {
  let child = null;
  let exited = null;

  async function start() {
    if (child) return;
    const log = fs.openSync(logFile, 'a');
    child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', log, log], ...spawnOptions });
    fs.closeSync(log);
    const current = child;
    exited = new Promise((resolve) => current.once('exit', (code, signal) => resolve({ code, signal })));
    void exited.then(() => {
      if (child === current) child = null;
    });
    const deadline = Date.now() + startTimeoutMs;
    while (!(await ready())) {
      if (child !== current) throw new Error(`${name} exited while starting:\n${tail(logFile)}`);
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`${name} did not become ready within ${startTimeoutMs / 1000} s:\n${tail(logFile)}`);
      }
      await sleep(100);
    }
  }

  /** stopSignal (SIGTERM unless the service says otherwise), then SIGKILL after 10 s. */
  async function stop(signal = stopSignal) {
    const current = child;
    if (!current) return;
    current.kill(signal);
    const done = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]);
    if (!done) {
      current.kill('SIGKILL');
      await exited;
    }
    child = null;
  }

  return {
    name,
    logFile,
    start,
    stop,
    /** Kills at once, as a crash would. */
    kill: () => stop('SIGKILL'),
    get running() {
      return child !== null;
    },
    get pid() {
      return child?.pid ?? null;
    },
  };
}
