import { describe, expect, it } from 'vitest';
import { apiRoute } from '@/lib/api-route';
import { isDatabaseUnavailable } from '@/lib/database-unavailable';

describe('isDatabaseUnavailable', () => {
  it('recognises a refused or broken connection, PostgreSQL shutting down and pool time-outs', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: Object.assign(new Error('x'), { code: '08006' }) }))).toBe(true);
  });

  it('leaves query and data errors alone', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax error at or near "match"'), { code: '42601' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('UNIQUE constraint failed'), { code: 'SQLITE_CONSTRAINT_PRIMARYKEY' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

describe('apiRoute', () => {
  it('answers 503 JSON with Retry-After when the database cannot be reached', async () => {
    const route = apiRoute(async () => {
      throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    });
    const response = await route();
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('database_unavailable');
  });

  it('passes answers through and rethrows every other error', async () => {
    expect((await apiRoute(async (n: number) => new Response(String(n)))(7)).status).toBe(200);
    await expect(apiRoute(async () => Promise.reject(new Error('bug')))()).rejects.toThrow('bug');
  });
});
