import net from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env, resetEnvCache } from '@/lib/env';
import { serverHealth } from './server-health.server';

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const emptyVector = (async () => Response.json({ status: 'success', data: { resultType: 'vector', result: [] } })) as typeof fetch;

let saved: string | undefined;
beforeEach(() => {
  saved = process.env.PROMETHEUS_URL;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  if (saved === undefined) delete process.env.PROMETHEUS_URL;
  else process.env.PROMETHEUS_URL = saved;
  resetEnvCache();
  vi.restoreAllMocks();
});

describe('serverHealth', () => {
  it('reads Prometheus when PROMETHEUS_URL is set', async () => {
    process.env.PROMETHEUS_URL = 'http://prometheus.test:9090';
    resetEnvCache();
    const health = await serverHealth({ fetchImpl: emptyVector });
    expect(health.source).toBe('prometheus');
    expect(health.sourceNote).toContain('Prometheus at http://prometheus.test:9090');
  });

  it('shows this process, saying so, when Prometheus does not answer: never an error page', async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    const health = await serverHealth({ prometheusUrl: url });
    expect(health.source).toBe('process');
    expect(health.sourceNote).toMatch(new RegExp(`^Prometheus at ${url.replaceAll('.', '\\.')} did not answer \\(fetch failed: ECONNREFUSED\\)\\. This process only \\(pid \\d+\\)`));
    expect(health.instances).toHaveLength(1);
  });

  it('takes PROMETHEUS_URL as an http(s) address, optionally with a path, and refuses anything else at start-up', () => {
    process.env.PROMETHEUS_URL = ' http://127.0.0.1:9090/prometheus ';
    resetEnvCache();
    expect(env().PROMETHEUS_URL).toBe('http://127.0.0.1:9090/prometheus');
    process.env.PROMETHEUS_URL = '127.0.0.1:9090';
    resetEnvCache();
    expect(() => env()).toThrow(/PROMETHEUS_URL must be empty/);
  });

  it('shows this process without PROMETHEUS_URL', async () => {
    delete process.env.PROMETHEUS_URL;
    resetEnvCache();
    const health = await serverHealth();
    expect(health.source).toBe('process');
    expect(health.sourceNote).toMatch(/^This process only/);
  });
});
