// Throughput and latency with autocannon: one URL, or a set of paths cycled over.
import autocannon from 'autocannon';

export async function loadTest(url, { connections = 10, duration = 10, warmup = 20 } = {}) {
  // Warm-up: JIT, first render into the data cache, lazy module loading.
  for (let i = 0; i < warmup; i++) {
    const res = await fetch(url);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`warm-up GET ${url} answered ${res.status}`);
  }
  const result = await autocannon({ url, connections, duration });
  return {
    url,
    connections,
    durationSeconds: duration,
    requests: result.requests.total,
    reqPerSec: result.requests.mean,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * Cycles autocannon over paths on base after one warm-up request each (which must answer 200);
 * errors counts errors and timeouts together.
 */
export async function loadPaths(base, name, paths, { connections = 20, duration = 10, headers = {} } = {}) {
  for (const p of paths) {
    const res = await fetch(base + p, { headers });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`warm-up GET ${p} answered ${res.status}: ${body.slice(0, 200)}`);
  }
  const result = await autocannon({ url: base, connections, duration, headers, requests: paths.map((p) => ({ method: 'GET', path: p })) });
  return {
    name,
    connections,
    durationSeconds: duration,
    paths: paths.length,
    requests: result.requests.total,
    reqPerSec: result.requests.mean,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
