// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('altcha-lib', () => ({ solveChallenge: vi.fn(() => ({ promise: Promise.resolve({ number: 7, took: 1 }) })) }));

const challenge = { algorithm: 'SHA-256', challenge: 'c', maxnumber: 10, salt: 's', signature: 'sig' };
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.resetModules();
  fetchMock = vi.fn(async () => Response.json(challenge));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const decode = (token: string) => JSON.parse(atob(token)) as Record<string, unknown>;

describe('browser bot check (ALTCHA)', () => {
  it('starts solving when the form is first used and hands that solution to the submit, once', async () => {
    const { botCheckToken, prepareBotCheck } = await import('@/features/newsletter/bot-check-browser');
    prepareBotCheck({ kind: 'altcha' });
    prepareBotCheck({ kind: 'altcha' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/newsletter/challenge', expect.objectContaining({ credentials: 'omit' }));
    expect(decode(await botCheckToken({ kind: 'altcha' }))).toEqual({ algorithm: 'SHA-256', challenge: 'c', number: 7, salt: 's', signature: 'sig' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await botCheckToken({ kind: 'altcha' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('solves afresh when the prepared attempt failed', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 503 }));
    const { botCheckToken, prepareBotCheck } = await import('@/features/newsletter/bot-check-browser');
    prepareBotCheck({ kind: 'altcha' });
    expect(decode(await botCheckToken({ kind: 'altcha' })).number).toBe(7);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
