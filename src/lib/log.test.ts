import { afterEach, describe, expect, it, vi } from 'vitest';
import { logOnce } from '@/lib/log';

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
