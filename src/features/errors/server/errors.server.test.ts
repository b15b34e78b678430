import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorReportsPerMinute, logClientError, resetErrorReportLimits, takeErrorReportSlot, userAgentFamily } from '@/features/errors/server/errors.server';
import { log } from '@/lib/log';

describe('error report endpoint helpers', () => {
  beforeEach(resetErrorReportLimits);

  it('allows 20 reports per address per minute, then refuses until the minute has passed', async () => {
    vi.useFakeTimers();
    try {
      for (let i = 0; i < errorReportsPerMinute; i++) expect((await takeErrorReportSlot('203.0.113.5')).allowed).toBe(true);
      vi.advanceTimersByTime(1_000);
      expect(await takeErrorReportSlot('203.0.113.5')).toEqual({ allowed: false, retryAfterSeconds: 59 });
      expect((await takeErrorReportSlot('203.0.113.6')).allowed).toBe(true);
      expect((await takeErrorReportSlot(null)).allowed).toBe(true);
      vi.advanceTimersByTime(59_000);
      expect((await takeErrorReportSlot('203.0.113.5')).allowed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps only the browser family of the user agent', () => {
    expect(userAgentFamily('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36')).toBe('chrome');
    expect(userAgentFamily('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/140.0 Safari/537.36 Edg/140.0')).toBe('edge');
    expect(userAgentFamily('Mozilla/5.0 (Macintosh) Gecko/20100101 Firefox/143.0')).toBe('firefox');
    expect(userAgentFamily('Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1')).toBe('safari');
    expect(userAgentFamily('Mozilla/5.0 HeadlessChrome/140.0')).toBe('bot');
    expect(userAgentFamily(null)).toBe('other');
  });
});

describe('structured logs (pino)', () => {
  let error: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.stubEnv('LOG_LEVEL', 'info');
    error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('logs one JSON line per client error with level, ISO time, message and the report fields, nothing else about the reader', () => {
    logClientError(
      { source: 'window', name: 'TypeError', message: 'boom', stack: 'TypeError: boom', path: '/a', build: 'b1', context: { widget: 'faq' } },
      'Mozilla/5.0 Firefox/143.0',
      'psy',
    );
    expect(error).toHaveBeenCalledTimes(1);
    const line = JSON.parse(String(error.mock.calls[0]![0])) as Record<string, unknown>;
    expect(line).toEqual({
      level: 'error',
      time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      message: 'client error',
      site: 'psy',
      source: 'window',
      errorName: 'TypeError',
      errorMessage: 'boom',
      stack: 'TypeError: boom',
      path: '/a',
      build: 'b1',
      context: { widget: 'faq' },
      browser: 'firefox',
    });
  });

  it('honours LOG_LEVEL on every call', () => {
    const info = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.stubEnv('LOG_LEVEL', 'warn');
    log('info', 'quiet');
    expect(info).not.toHaveBeenCalled();
    vi.stubEnv('LOG_LEVEL', 'debug');
    log('debug', 'loud', { n: 1 });
    expect(JSON.parse(String(info.mock.calls[0]![0]))).toMatchObject({ level: 'debug', message: 'loud', n: 1 });
    vi.stubEnv('LOG_LEVEL', 'silent');
    log('error', 'nothing');
    expect(error).not.toHaveBeenCalled();
  });
});
