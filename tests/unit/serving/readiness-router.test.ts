import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { renderNginxConfig } from '../../../deploy/nginx/render.mjs';
import { downFor, judge, readiness, readinessRouter, type ReadinessAnswer } from '../../../scripts/cluster/readiness-router.mjs';

const upstreams = ['127.0.0.1:3001', '127.0.0.1:3002'];

describe('the cluster’s readiness router (issue 29: nginx routes by readiness)', () => {
  it('takes the instances that are out, but never all of them', () => {
    expect(downFor(upstreams, new Set())).toEqual([]);
    expect(downFor(upstreams, new Set(['127.0.0.1:3001']))).toEqual(['127.0.0.1:3001']);
    expect(downFor(upstreams, new Set(upstreams))).toEqual([]);
  });

  it('counts an instance out after 2 not-ready answers in a row or 3 checks without a ready one; one ready answer brings it back', () => {
    const streak = { notReady: 0, noAnswer: 0 };
    const run = (answers: ReadinessAnswer[]) => answers.map((a) => judge(streak, a));
    expect(run(['not-ready', 'not-ready'])).toEqual([false, true]);
    expect(run(['ready'])).toEqual([false]);
    // A busy instance answering slowly under load stays in for two missed checks.
    expect(run(['no-answer', 'no-answer', 'ready', 'no-answer', 'no-answer', 'no-answer'])).toEqual([false, false, false, false, false, true]);
    expect(run(['ready', 'no-answer', 'not-ready', 'no-answer'])).toEqual([false, false, false, true]);
  });

  it('applies a change once, and again when the instance is back', async () => {
    const ready = new Set(upstreams);
    const routed: string[][] = [];
    const router = readinessRouter({ upstreams, route: (down) => void routed.push(down), intervalMs: 10, check: async (u) => (ready.has(u) ? 'ready' : 'not-ready') });
    try {
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(routed).toEqual([]);
      ready.delete('127.0.0.1:3002');
      await expect.poll(() => router.down()).toEqual(['127.0.0.1:3002']);
      ready.add('127.0.0.1:3002');
      await expect.poll(() => router.down()).toEqual([]);
      expect(routed).toEqual([['127.0.0.1:3002'], []]);
    } finally {
      await router.stop();
    }
  });

  it('keeps the last routing when nginx refuses the new config, and tries again', async () => {
    let fail = true;
    const router = readinessRouter({
      upstreams,
      route: () => {
        if (fail) throw new Error('nginx -t failed');
      },
      intervalMs: 10,
      check: async (u) => (u === '127.0.0.1:3001' ? 'ready' : 'not-ready'),
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(router.down()).toEqual([]);
      fail = false;
      await expect.poll(() => router.down()).toEqual(['127.0.0.1:3002']);
    } finally {
      await router.stop();
    }
  });

  it('reads GET /readyz: 200 is ready, 503 not ready, a slow answer or none is no answer', async () => {
    let status = 200;
    const server = http.createServer((req, res) => {
      if (status === 0) return; // never answers
      res.writeHead(req.url === '/readyz' ? status : 404).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const upstream = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect(await readiness(upstream)).toBe('ready');
      status = 503;
      expect(await readiness(upstream)).toBe('not-ready');
      status = 0;
      expect(await readiness(upstream, 200)).toBe('no-answer');
    } finally {
      server.closeAllConnections();
      server.close();
    }
    expect(await readiness(upstream)).toBe('no-answer');
  });

  it('renders a down upstream with nginx’s `down`, and refuses to take every upstream down', () => {
    const config = renderNginxConfig({ upstreams, downUpstreams: ['127.0.0.1:3002'] });
    expect(config).toContain('server 127.0.0.1:3001 max_fails=1 fail_timeout=10s;');
    expect(config).toContain('server 127.0.0.1:3002 max_fails=1 fail_timeout=10s down;');
    expect(() => renderNginxConfig({ upstreams, downUpstreams: upstreams })).toThrow(/at least one upstream must stay up/);
    expect(() => renderNginxConfig({ upstreams, downUpstreams: ['127.0.0.1:9'] })).toThrow(/one of the upstreams/);
  });
});
