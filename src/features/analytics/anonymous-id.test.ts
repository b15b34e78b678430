// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootConsent, clearCookies } from '@tests/support/consent';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const legacy = '11111111-2222-4333-8444-555555555555';

describe('anonymousId', () => {
  beforeEach(() => {
    vi.resetModules();
    localStorage.clear();
    clearCookies();
    bootConsent('us');
  });
  afterEach(() => vi.restoreAllMocks());

  it('creates a random id once and keeps it in the hl_anonymous_id cookie (365 days, SameSite=Lax)', async () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    });
    const { anonymousId } = await import('@/features/analytics/anonymous-id');
    const id = anonymousId();
    expect(id).toMatch(uuid);
    expect(anonymousId()).toBe(id);
    expect(writes).toEqual([`hl_anonymous_id=${id}; Path=/; Max-Age=31536000; SameSite=Lax`]);
  });

  it('moves an id from the old localStorage key into the cookie once', async () => {
    localStorage.setItem('healthline.anonymousId', legacy);
    const { anonymousId } = await import('@/features/analytics/anonymous-id');
    expect(anonymousId()).toBe(legacy);
    expect(document.cookie).toContain(`hl_anonymous_id=${legacy}`);
    expect(localStorage.getItem('healthline.anonymousId')).toBeNull();
  });

  it('replaces a stored value that is not an id', async () => {
    document.cookie = 'hl_anonymous_id=someone%40example.test; Path=/';
    localStorage.setItem('healthline.anonymousId', 'someone@example.test');
    const { anonymousId } = await import('@/features/analytics/anonymous-id');
    expect(anonymousId()).toMatch(uuid);
  });

  it('without performance consent there is no id and nothing is stored', async () => {
    bootConsent('gdpr');
    localStorage.setItem('healthline.anonymousId', legacy);
    const { anonymousId, existingAnonymousId } = await import('@/features/analytics/anonymous-id');
    expect(anonymousId()).toBeUndefined();
    expect(existingAnonymousId()).toBeUndefined();
    expect(document.cookie).toBe('');
  });

  it('without cookies the id lasts for the page', async () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('');
    const { anonymousId } = await import('@/features/analytics/anonymous-id');
    const id = anonymousId();
    expect(id).toMatch(uuid);
    expect(anonymousId()).toBe(id);
  });

  it('forgetAnonymousId deletes the cookie, its signature cookie and the old localStorage value', async () => {
    localStorage.setItem('healthline.anonymousId', legacy);
    document.cookie = `hl_anonymous_id=${legacy}; Path=/`;
    document.cookie = 'hl_anonymous_sig=c2lnbmF0dXJl; Path=/';
    const { forgetAnonymousId, existingAnonymousId } = await import('@/features/analytics/anonymous-id');
    forgetAnonymousId();
    expect(existingAnonymousId()).toBeUndefined();
    expect(document.cookie).not.toContain('hl_anonymous_sig');
    expect(localStorage.getItem('healthline.anonymousId')).toBeNull();
  });
});
