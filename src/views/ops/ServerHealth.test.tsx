// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerHealth } from '@/features/ops/server-health/types';
import { ServerHealthSection } from './ServerHealth';

afterEach(cleanup);

const health: ServerHealth = {
  source: 'prometheus',
  sourceNote: 'Prometheus at http://127.0.0.1:9090: every instance it scrapes, rates over the last minute.',
  windowSeconds: 60,
  routes: [
    { route: '/api/search/suggest', method: 'GET', requestsPerSecond: 40, errorRatio: 0, p99Seconds: 0.0099 },
    { route: '/[...path]', method: 'GET', requestsPerSecond: 12.5, errorRatio: 0.04, p99Seconds: 2.4 },
    { route: '/api/metrics', method: 'GET', requestsPerSecond: 0.4, errorRatio: 0, p99Seconds: null },
  ],
  instances: [
    { instance: '127.0.0.1:4001', ready: true, answering: true, failingChecks: [], redisUp: true, pool: { size: 10, inUse: 10, waiting: 7 }, eventLoopLagP99Seconds: 0.0123, residentMemoryBytes: 262144000 },
    { instance: '127.0.0.1:4002', ready: false, answering: true, failingChecks: ['database'], redisUp: false, pool: null, eventLoopLagP99Seconds: 0.011, residentMemoryBytes: 209715200 },
    { instance: '127.0.0.1:4003', ready: null, answering: false, failingChecks: [], redisUp: null, pool: null, eventLoopLagP99Seconds: null, residentMemoryBytes: null },
  ],
  refused: [
    { kind: 'analytics', name: 'events: rate_limit', count: 42 },
    { kind: 'rate-limit', name: 'newsletter:ip', count: 18 },
  ],
};

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('ServerHealthSection', () => {
  it('shows the source and each route’s rate, 5xx share and p99, with verdicts in words', () => {
    render(<ServerHealthSection health={health} />);
    const section = screen.getByRole('region', { name: 'Server health' });
    expect(within(section).getByText(health.sourceNote)).toBeTruthy();
    const routes = within(section).getByRole('table', { name: /Requests per second, share answered with a 5xx and p99 time per route, over 60 s/ });
    expect(routes.id).toBe('server-routes');
    expect(within(routes).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Route', 'Method', 'Requests/s', 'Errors (5xx)', 'p99']);
    const rows = within(routes).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['/api/search/suggest', '/[...path]', '/api/metrics']);
    expect(cells(rows[0]!)).toEqual(['GET', '40.0', '0.0%', '9.9 ms']);
    expect(cells(rows[1]!)).toEqual(['GET', '12.5', '4.0% (high)', '2400 ms (slow)']);
    expect(cells(rows[2]!)).toEqual(['GET', '0.40', '0.0%', '–']);
  });

  it('shows each instance’s readiness, Redis, pool, lag and memory in words', () => {
    render(<ServerHealthSection health={health} />);
    const instances = screen.getByRole('table', { name: /Readiness, Redis, database pool/ });
    const row = (name: string) => cells(within(instances).getByRole('rowheader', { name }).closest('tr')!);
    expect(row('127.0.0.1:4001')).toEqual(['ready', 'up', '10 in use of 10, 7 waiting (busy)', '12 ms', '250 MB']);
    expect(row('127.0.0.1:4002')).toEqual(['not ready (database)', 'down', 'no pool (SQLite)', '11 ms', '200 MB']);
    expect(row('127.0.0.1:4003')).toEqual(['no answer (not scraped)', 'not configured', 'no pool (SQLite)', '–', '–']);
  });

  it('lists the refused events, most first', () => {
    render(<ServerHealthSection health={health} />);
    const refused = screen.getByRole('table', { name: /Analytics entries refused/ });
    expect(refused.id).toBe('refused-events');
    const rows = within(refused).getAllByRole('row').slice(1);
    expect(rows.map((r) => [within(r).getByRole('rowheader').textContent, ...cells(r)])).toEqual([
      ['events: rate_limit', 'analytics', '42'],
      ['newsletter:ip', 'rate limit', '18'],
    ]);
  });

  it('says so when there were no requests and nothing was refused', () => {
    render(<ServerHealthSection health={{ ...health, source: 'process', sourceNote: 'This process only (pid 1), sampled every 15 s: no earlier sample yet, so no rates.', windowSeconds: 0, routes: [], refused: [] }} />);
    expect(screen.getByText('No requests in this window.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: /Requests per second/ })).toBeNull();
    expect(screen.getByText(/No analytics writes or rate-limited requests refused/)).toBeTruthy();
  });
});
