// Throughput and latency with autocannon. One primitive, mixedLoad(), takes a base URL and weighted
// request specs; loadPaths() (one warm-up each, equal weights) is what the benches call, and a mixed
// load of several kinds of request (a cluster bench) calls mixedLoad() directly.
import autocannon from 'autocannon';

/**
 * @typedef {object} RequestSpec
 * @property {string} path  path and query on the base URL
 * @property {string} [method]  default GET
 * @property {Record<string, string>} [headers]  added to the load's own headers
 * @property {string} [body]
 * @property {number} [weight]  relative share of the requests, a positive whole number (default 1)
 */

/**
 * The specs as one request sequence in which each spec appears `weight` times, spread out
 * (smooth weighted round robin) so that every stretch of the sequence has about the right mix;
 * autocannon's connections each cycle over it.
 */
export function weightedSequence(specs) {
  const weights = specs.map((s) => s.weight ?? 1);
  if (specs.length === 0 || weights.some((w) => !Number.isInteger(w) || w < 1)) throw new Error('request specs need whole positive weights');
  const total = weights.reduce((a, b) => a + b, 0);
  const current = weights.map(() => 0);
  const sequence = [];
  for (let n = 0; n < total; n++) {
    weights.forEach((w, i) => (current[i] += w));
    const pick = current.indexOf(Math.max(...current));
    current[pick] -= total;
    sequence.push(specs[pick]);
  }
  return sequence;
}

/**
 * Runs autocannon over the weighted specs on base. `overallRate` (requests per second over all
 * connections) offers a fixed rate instead of running flat out; autocannon then corrects the
 * latencies for coordinated omission. errors counts errors and timeouts together.
 */
export async function mixedLoad(base, specs, { connections = 20, duration = 10, overallRate, headers = {} } = {}) {
  const requests = weightedSequence(specs).map(({ path, method = 'GET', headers: own = {}, body }) => ({ path, method, headers: { ...headers, ...own }, ...(body === undefined ? {} : { body }) }));
  const result = await autocannon({ url: base, connections, duration, headers, requests, ...(overallRate ? { overallRate } : {}) });
  return {
    connections,
    durationSeconds: duration,
    offeredRate: overallRate ?? null,
    requests: result.requests.total,
    reqPerSec: result.requests.mean,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** GETs path on base and throws unless it answers 200; returns the response (body read) for header checks. */
export async function warmUp(base, path, headers = {}) {
  const res = await fetch(base + path, { headers });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`warm-up GET ${path} answered ${res.status}: ${body.slice(0, 200)}`);
  return res;
}

/** Cycles autocannon over paths on base (equal weights) after one warm-up request each. */
export async function loadPaths(base, name, paths, options = {}) {
  for (const p of paths) await warmUp(base, p, options.headers);
  return { name, paths: paths.length, ...(await mixedLoad(base, paths.map((path) => ({ path })), options)) };
}
