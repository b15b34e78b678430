// The cluster routes by readiness (issue 29): open-source nginx has no active health checks, so
// this loop asks every instance's GET /readyz each second and takes the instances that are not
// ready out of nginx's upstream (`down`, then a graceful reload). A draining instance (SIGTERM:
// not ready for DRAIN_SECONDS while it finishes its requests) thus gets no new ones. When no
// instance is ready (the database or Redis is down for all of them) every one stays in: they
// serve on, with 503 and Retry-After where they must, and nginx serves what it has cached.
import { sleep } from './service.mjs';

/**
 * Checks in a row before an instance is taken out: an instance that says it is not ready (503)
 * twice, or one that does not answer within the timeout three times (a busy instance answers
 * slowly under load; taking it out would only pile its load onto the others). One ready answer
 * puts it back.
 */
export const notReadyChecks = 2;
export const noAnswerChecks = 3;

/** What an instance's GET /readyz says: 'ready' (200), 'not-ready' (any other status) or 'no-answer' (refused, reset, or slower than the timeout). */
export async function readiness(upstream, timeoutMs = 2_000) {
  try {
    const response = await fetch(`http://${upstream}/readyz`, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    await response.arrayBuffer();
    return response.status === 200 ? 'ready' : 'not-ready';
  } catch {
    return 'no-answer';
  }
}

/** The upstreams to mark down: those out per their streaks, unless that is all of them. */
export function downFor(upstreams, out) {
  const down = upstreams.filter((u) => out.has(u));
  return down.length < upstreams.length ? down : [];
}

/** Updates one upstream's streak with an answer; true when it counts as out of the rotation. */
export function judge(streak, answer) {
  if (answer === 'ready') {
    streak.notReady = 0;
    streak.noAnswer = 0;
    return false;
  }
  if (answer === 'not-ready') streak.notReady += 1;
  else streak.noAnswer += 1;
  return streak.notReady + streak.noAnswer >= noAnswerChecks || streak.notReady >= notReadyChecks;
}

/**
 * Starts the loop; `route(down)` applies a new set of down upstreams (clusterNginx's route; it may
 * return a promise that settles once the change is in effect). Returns { down(): the set in
 * effect, stop() }.
 */
export function readinessRouter({ upstreams, route, intervalMs = 1_000, say = () => {}, check = readiness }) {
  let current = [];
  let stopped = false;
  const streaks = new Map(upstreams.map((u) => [u, { notReady: 0, noAnswer: 0 }]));
  const loop = (async () => {
    while (!stopped) {
      const answers = await Promise.all(upstreams.map(async (u) => [u, await check(u)]));
      const out = new Set(answers.filter(([u, answer]) => judge(streaks.get(u), answer)).map(([u]) => u));
      const next = downFor(upstreams, out);
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
