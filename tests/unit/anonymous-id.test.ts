// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

describe('anonymousId', () => {
  beforeEach(() => {
    vi.resetModules();
    localStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('creates a random id once and keeps it in localStorage under the healthline. prefix', async () => {
    const { anonymousId } = await import('@/features/analytics/anonymous-id');
    const id = anonymousId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(localStorage.getItem('healthline.anonymousId')).toBe(id);
    expect(anonymousId()).toBe(id);
  });

  it('replaces a stored value that is not an id', async () => {
    localStorage.setItem('healthline.anonymousId', 'someone@example.test');
    const { anonymousId } = await import('@/features/analytics/anonymous-id');
    expect(anonymousId()).not.toBe('someone@example.test');
  });

  it('without storage the id lasts for the page', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => null);
    const { anonymousId } = await import('@/features/analytics/anonymous-id');
    const id = anonymousId();
    expect(anonymousId()).toBe(id);
  });
});
