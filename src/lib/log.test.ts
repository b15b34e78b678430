import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentRequestId, log, logOnce } from '@/lib/log';
import { requestContext } from '../../scripts/request-observer.mjs';

describe('logOnce', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('past its 10,000 keys forgets the oldest, not every key: a flood of new keys does not make known problems log again', () => {
    vi.stubEnv('LOG_LEVEL', 'warn');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    logOnce('known-problem', 'warn', 'known');
    logOnce('second-problem', 'warn', 'second');
    for (let i = 0; i < 9_999; i++) logOnce(`flood-${i}`, 'warn', 'flood');
    warn.mockClear();
    logOnce('second-problem', 'warn', 'second');
    expect(warn).not.toHaveBeenCalled();
    // The oldest key was the one forgotten.
    logOnce('known-problem', 'warn', 'known');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('log lines and the request being handled', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('carry the id of the request scripts/server.mjs is handling (its request context), and none outside a request', async () => {
    vi.stubEnv('LOG_LEVEL', 'info');
    const info = vi.spyOn(console, 'log').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const lines = () => [...info.mock.calls, ...warn.mock.calls].map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);

    log('info', 'outside');
    await requestContext().run({ requestId: '0123456789abcdef0123456789abcdef' }, async () => {
      expect(currentRequestId()).toBe('0123456789abcdef0123456789abcdef');
      log('info', 'inside', { path: '/a' });
      // Across awaits and timers too: the context follows the request's asynchronous work.
      await new Promise((resolve) => setTimeout(resolve, 1));
      log('warn', 'later');
    });
    log('info', 'after');

    expect(lines().map((l) => [l.message, l.requestId])).toEqual([
      ['outside', undefined],
      ['inside', '0123456789abcdef0123456789abcdef'],
      ['after', undefined],
      ['later', '0123456789abcdef0123456789abcdef'],
    ]);
    expect(lines()[1]).toMatchObject({ level: 'info', message: 'inside', path: '/a' });
    expect(currentRequestId()).toBeUndefined();
  });
});
