// Throughput and latency of one URL with autocannon.
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
