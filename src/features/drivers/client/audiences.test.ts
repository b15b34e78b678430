// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bootConsent, setupFreshConsent } from '@tests/support/consent';
import { readerAudiences } from './audiences';

const reader = '11111111-1111-4111-8111-111111111111';

describe('readerAudiences', () => {
  setupFreshConsent();
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    sessionStorage.clear();
    bootConsent('us');
    fetchMock = vi.fn(() => Promise.resolve(Response.json({ audiences: ['product-shopper'] })));
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = `hl_anonymous_id=${reader}; Path=/`;
  });

  it('does not ask for an id the server has not signed yet (its answer would be empty)', async () => {
    expect(await readerAudiences()).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks same-origin, so the signature cookie goes with the id (decision 013)', async () => {
    document.cookie = 'hl_anonymous_sig=c2lnbmF0dXJl; Path=/';
    expect(await readerAudiences()).toEqual(['product-shopper']);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`/api/cdp/profile/v3?tagularAnonId=${reader}&audiences=returning-reader%2Cproduct-shopper%2Cnewsletter-subscriber%2Cnutrition-reader`);
    expect(init.credentials).toBe('same-origin');
  });
});
