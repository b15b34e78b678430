// Stopping the production server (scripts/server.mjs) without dropping requests (issue 29): on
// SIGTERM or SIGINT the process first reports not ready (GET /readyz answers 503) while it goes on
// serving, so a load balancer that polls readiness stops sending it requests; then it stops
// listening, finishes the requests it has and exits.

/** How long a draining server waits for its in-flight requests after it stops listening, before it exits anyway. */
export const forceExitMs = 10_000;

/**
 * DRAIN_SECONDS: how long the server keeps serving, reporting not ready, after SIGTERM/SIGINT.
 * Unset: 5 when NODE_ENV is production, else 0 (a developer's Ctrl-C stops at once). A value that
 * is not a whole number from 0 to 300 is an error at start.
 */
export function drainSeconds(env = process.env) {
  const raw = (env.DRAIN_SECONDS ?? '').trim();
  if (raw === '') return env.NODE_ENV === 'production' ? 5 : 0;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value > 300) throw new Error('DRAIN_SECONDS must be a whole number from 0 to 300');
  return value;
}

/** Marks the process as draining: the readiness checks (src/features/ops/server/readiness.server.ts) read this flag. */
export function markDraining() {
  globalThis.__wellreadDraining = true;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Drains server: marks the process draining and answers with Connection: close, serves on for
 * drainMs, then stops listening (new connections are refused, so a proxy sends them to another
 * instance) and closes idle keep-alive connections. Resolves 'closed' once every connection has
 * ended, or 'forced' after forceAfterMs more, when the remaining connections are cut.
 * `stopWaiting` ends the drainMs wait early (a second signal).
 */
export async function drain(server, { drainMs, forceAfterMs = forceExitMs, log = () => {}, stopWaiting = new Promise(() => {}) }) {
  markDraining();
  // Connections are not kept alive from now on: each is closed after the answer it is busy with, so
  // a proxy opens new ones, which are refused once the server stops listening.
  server.prependListener('request', (_req, res) => res.setHeader('connection', 'close'));
  if (drainMs > 0) {
    log(`draining: /readyz answers 503; still serving for ${drainMs / 1000} s`);
    await Promise.race([sleep(drainMs), stopWaiting]);
  }
  log('draining: no new connections; waiting for the requests in flight');
  const closed = new Promise((resolve) => server.close(() => resolve('closed')));
  server.closeIdleConnections();
  let timer;
  const forced = new Promise((resolve) => {
    timer = setTimeout(() => resolve('forced'), forceAfterMs);
  });
  const outcome = await Promise.race([closed, forced]);
  clearTimeout(timer);
  if (outcome === 'forced') {
    log(`draining: requests still open after ${forceAfterMs / 1000} s; closing their connections`);
    server.closeAllConnections();
  }
  return outcome;
}

/**
 * On SIGTERM and SIGINT, drains server and exits: 0 once every request ended, 1 when some had to
 * be cut. A second signal while waiting skips the rest of the wait. Returns the signal handler.
 */
export function drainOnSignals(server, { drainMs, forceAfterMs = forceExitMs, log = (line) => console.log(line), exit = (code) => process.exit(code), signals = ['SIGTERM', 'SIGINT'] }) {
  let draining = null;
  let skipWait;
  const stopWaiting = new Promise((resolve) => {
    skipWait = resolve;
  });
  const handler = (signal) => {
    if (draining) {
      skipWait();
      return draining;
    }
    log(`${signal ?? 'signal'}: stopping`);
    draining = drain(server, { drainMs, forceAfterMs, log, stopWaiting }).then((outcome) => exit(outcome === 'closed' ? 0 : 1));
    return draining;
  };
  for (const signal of signals) process.on(signal, handler);
  return handler;
}
