import { describe, expect, it } from 'vitest';
import { extraParamsFrom } from './login-params';
import { absoluteExpiry, deviceLabel, dueForTouch, sessionAbsoluteDays, sessionAlive, sessionIdleDays } from './session-rules';

const day = 86_400_000;
const start = new Date('2026-11-01T00:00:00Z');

describe('session lifetimes', () => {
  const session = { last_seen_at: start.toISOString(), expires_at: absoluteExpiry(start) };

  it('lives until the idle window closes', () => {
    expect(sessionAlive(session, new Date(start.getTime() + (sessionIdleDays * day - 1000)))).toBe(true);
    expect(sessionAlive(session, new Date(start.getTime() + sessionIdleDays * day))).toBe(false);
  });

  it('ends at the absolute expiry however recently it was used', () => {
    const end = start.getTime() + sessionAbsoluteDays * day;
    expect(sessionAlive({ ...session, last_seen_at: new Date(end - 1000).toISOString() }, new Date(end - 1))).toBe(true);
    expect(sessionAlive({ ...session, last_seen_at: new Date(end - 1000).toISOString() }, new Date(end))).toBe(false);
  });

  it('writes last_seen_at only every few minutes', () => {
    expect(dueForTouch(session, new Date(start.getTime() + 60_000))).toBe(false);
    expect(dueForTouch(session, new Date(start.getTime() + 300_000))).toBe(true);
  });

  it('names a device by browser and system only', () => {
    expect(deviceLabel('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36')).toBe('Chrome on Android');
    expect(deviceLabel('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1')).toBe('Safari on iOS');
    expect(deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox on Windows');
    expect(deviceLabel(null)).toBe('A browser on an unknown system');
  });
});

describe('the login redirect\'s extra parameters (spec 7)', () => {
  it('passes wk, sessionId, appUserId, anonymousId and authPrompt on, with our correlationId and provider', () => {
    const query = new URLSearchParams('wk=w1&sessionId=s-2&appUserId=u3&anonymousId=a.4&authPrompt=save-article&returnUrl=/x');
    expect(extraParamsFrom(query, 'corr-1', 'google')).toEqual({ wk: 'w1', sessionId: 's-2', appUserId: 'u3', anonymousId: 'a.4', authPrompt: 'save-article', correlationId: 'corr-1', provider: 'google' });
  });

  it('leaves out values that are not short plain tokens, and never takes correlationId or provider from the query', () => {
    const query = new URLSearchParams({ wk: 'a b', sessionId: 'x'.repeat(200), authPrompt: '<b>', correlationId: 'forged', provider: 'evil' });
    expect(extraParamsFrom(query, 'corr-2', 'apple')).toEqual({ correlationId: 'corr-2', provider: 'apple' });
  });
});
