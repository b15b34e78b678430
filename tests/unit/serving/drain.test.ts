import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { drain, drainOnSignals, drainSeconds } from '../../../scripts/drain.mjs';
import { listening } from '../../../scripts/cluster/service.mjs';

/** A plain server (no Next): /slow answers after `slowMs`, /hang never, anything else at once. */
async function testServer(slowMs = 300): Promise<{ server: http.Server; port: number }> {
  const server = http.createServer((req, res) => {
    if (req.url === '/hang') return;
    const answer = () => res.end(`answer to ${req.url}`);
    if (req.url === '/slow') setTimeout(answer, slowMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

interface Answer {
  status: number;
  connection: string | undefined;
  text: string;
}

function get(port: number, path: string, agent: http.Agent | false = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, text }));
    });
    request.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  globalThis.__wellreadDraining = undefined;
});

describe('DRAIN_SECONDS', () => {
  it('defaults to 5 in production and 0 elsewhere; a set value wins', () => {
    expect(drainSeconds({ NODE_ENV: 'production' })).toBe(5);
    expect(drainSeconds({})).toBe(0);
    expect(drainSeconds({ NODE_ENV: 'development' })).toBe(0);
    expect(drainSeconds({ NODE_ENV: 'test', DRAIN_SECONDS: ' ' })).toBe(0);
    expect(drainSeconds({ NODE_ENV: 'production', DRAIN_SECONDS: '0' })).toBe(0);
    expect(drainSeconds({ NODE_ENV: 'production', DRAIN_SECONDS: '30' })).toBe(30);
    expect(drainSeconds({ DRAIN_SECONDS: '2' })).toBe(2);
  });

  it('refuses anything but a whole number from 0 to 300, naming the variable', () => {
    for (const value of ['-1', '1.5', '5s', 'five', '301', '1e2', '0x10']) {
      expect(() => drainSeconds({ NODE_ENV: 'production', DRAIN_SECONDS: value }), value).toThrow('DRAIN_SECONDS must be a whole number from 0 to 300');
    }
  });
});

describe('drain', () => {
  it('reports draining and serves on for the drain time, then refuses new connections and finishes the requests in flight', async () => {
    const { server, port } = await testServer(400);
    const lines: string[] = [];
    const drained = drain(server, { drainMs: 300, forceAfterMs: 5_000, log: (line) => lines.push(line) });
    expect(globalThis.__wellreadDraining).toBe(true);

    // Still serving during the drain time, but no longer keeping connections alive.
    const during = await get(port, '/page');
    expect(during).toEqual({ status: 200, connection: 'close', text: 'answer to /page' });
    // A request that is still running when the server stops listening.
    const inFlight = get(port, '/slow');
    await sleep(350);
    expect(await listening(port)).toBe(false);
    expect(await inFlight).toEqual({ status: 200, connection: 'close', text: 'answer to /slow' });
    expect(await drained).toBe('closed');
    expect(lines.join('\n')).toContain('still serving for 0.3 s');
  });

  it('closes idle keep-alive connections when it stops listening', async () => {
    const { server, port } = await testServer(300);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
    // Two connections kept alive, both idle when the drain ends.
    const [first, second] = await Promise.all([get(port, '/a', agent), get(port, '/b', agent)]);
    expect([first.connection, second.connection]).toEqual(['keep-alive', 'keep-alive']);
    const sockets = Object.values(agent.freeSockets).flat() as net.Socket[];
    expect(sockets).toHaveLength(2);
    const closed = sockets.map((socket) => new Promise<void>((resolve) => socket.once('close', () => resolve())));

    const started = Date.now();
    const drained = drain(server, { drainMs: 0, forceAfterMs: 5_000 });
    expect(await drained).toBe('closed');
    await Promise.all(closed);
    expect(Date.now() - started).toBeLessThan(2_000);
    agent.destroy();
  });

  it('cuts the connections still open after the force timeout', async () => {
    const { server, port } = await testServer();
    const hanging = get(port, '/hang').then(
      () => 'answered',
      () => 'cut',
    );
    await sleep(50);
    const lines: string[] = [];
    const started = Date.now();
    expect(await drain(server, { drainMs: 0, forceAfterMs: 300, log: (line) => lines.push(line) })).toBe('forced');
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(await hanging).toBe('cut');
    expect(lines.join('\n')).toContain('requests still open after 0.3 s');
  });
});

describe('drainOnSignals', () => {
  it('drains on the signal and exits 0 once the requests ended (1 when cut); a second signal skips the wait', async () => {
    const { server, port } = await testServer();
    const exits: number[] = [];
    const signals = ['SIGUSR2'] as NodeJS.Signals[];
    const before = process.listenerCount('SIGUSR2');
    const handler = drainOnSignals(server, { drainMs: 60_000, forceAfterMs: 1_000, log: () => {}, exit: (code) => exits.push(code), signals });
    expect(process.listenerCount('SIGUSR2')).toBe(before + 1);
    try {
      const first = handler('SIGTERM');
      expect(globalThis.__wellreadDraining).toBe(true);
      expect((await get(port, '/still-serving')).status).toBe(200);
      // Without the second signal this would wait 60 s.
      const second = handler('SIGTERM');
      await Promise.all([first, second]);
      expect(exits).toEqual([0]);
      expect(await listening(port)).toBe(false);
    } finally {
      process.removeListener('SIGUSR2', handler);
    }
  });
});
