// The cluster routes by readiness (issue 29): open-source nginx has no active health checks, so
// this loop asks every instance's GET /readyz each second and takes the instances that are not
// ready out of nginx's upstream (`down`, then a graceful reload). A draining instance (SIGTERM:
// not ready for DRAIN_SECONDS while it finishes its requests) thus gets no new ones. When no
// instance is ready (the database or Redis is down for all of them) every one stays in: they
// serve on, with 503 and Retry-After where they must, and nginx serves what it has cached.
import { sleep } from './service.mjs';

/** True when the instance answers /readyz with 200 within the timeout. */
export async function isReady(upstream, timeoutMs = 1_000) {
  try {
    const response = await fetch(`http://${upstream}/readyz`, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** The upstreams to mark down: the ones not ready, unless that is all of them. */
export function downFor(upstreams, ready) {
  const down = upstreams.filter((u) => !ready.has(u));
  return down.length < upstreams.length ? down : [];
}

/**
 * Starts the loop; `route(down)` applies a new set of down upstreams (clusterNginx's route; it may
 * return a promise that settles once the change is in effect).
 * Resolves with { down(): the current set, stop() }.
 */
export function readinessRouter({ upstreams, route, intervalMs = 1_000, say = () => {}, check = isReady }) {
  let current = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const answers = await Promise.all(upstreams.map(async (u) => [u, await check(u)]));
      const next = downFor(upstreams, new Set(answers.filter(([, ok]) => ok).map(([u]) => u)));
      if (!stopped && next.join() !== current.join()) {
        try {
          await route(next);
          say(next.length ? `nginx: ${next.join(', ')} not ready, out of the rotation` : 'nginx: every instance in the rotation');
          current = next;
        } catch (error) {
          say(`nginx: could not apply readiness (${error instanceof Error ? error.message : String(error)}); tried again`);
        }
      }
      await sleep(intervalMs);
    }
  })();
  return {
    down: () => [...current],
    start: async () => {},
    stop: async () => {
      stopped = true;
      await loop;
    },
  };
}
