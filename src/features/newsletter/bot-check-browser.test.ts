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

describe('browser bot check (reCAPTCHA)', () => {
  const recaptcha = 'https://www.google.com/recaptcha/api.js?render=site-key';
  const recaptchaScript = () => document.head.querySelector(`script[src="${recaptcha}"]`);
  afterEach(() => {
    document.head.innerHTML = '';
    delete window.grecaptcha;
  });

  it('loads the script once and asks it for a token for the action', async () => {
    const { botCheckToken } = await import('@/features/newsletter/bot-check-browser');
    const token = botCheckToken({ kind: 'recaptcha', siteKey: 'site-key' }, 'newsletter_signup');
    window.grecaptcha = { ready: (callback) => callback(), execute: vi.fn(async () => 'recaptcha-token') };
    recaptchaScript()!.dispatchEvent(new Event('load'));
    expect(await token).toBe('recaptcha-token');
    expect(window.grecaptcha.execute).toHaveBeenCalledWith('site-key', { action: 'newsletter_signup' });
  });

  it('reports a failed script as Failed to load script "{src}" (without its query) and tries again on the next submit', async () => {
    const { botCheckToken } = await import('@/features/newsletter/bot-check-browser');
    const token = botCheckToken({ kind: 'recaptcha', siteKey: 'site-key' });
    recaptchaScript()!.dispatchEvent(new Event('error'));
    await expect(token).rejects.toThrow(`Failed to load script "${recaptcha}"`);
    const reports = fetchMock.mock.calls.filter(([url]) => url === '/api/errors').map(([, init]) => JSON.parse((init as RequestInit).body as string) as { message: string; context: unknown });
    expect(reports).toEqual([expect.objectContaining({ message: 'Failed to load script "https://www.google.com/recaptcha/api.js"', context: { feature: 'newsletter' } })]);
    void botCheckToken({ kind: 'recaptcha', siteKey: 'site-key' }).catch(() => undefined);
    expect(recaptchaScript()).not.toBeNull();
  });
});
