import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const state = vi.hoisted(() => ({ sizes: ['mediumRectangle'] as string[], fail: false, reads: 0 }));
vi.mock('@/db/client.server', () => ({
  getDb: async () => {
    state.reads += 1;
    if (state.fail) throw new Error('database down');
    return {};
  },
}));
vi.mock('@/features/ads/server/house-ads.server', () => ({ houseAdSizes: async () => state.sizes }));

import { expectedAdSizes, inventoryTtlMs, resetAdInventory } from '@/features/ads/server/inventory.server';
import { resetEnvCache } from '@/lib/env';

describe('expected ad sizes (where a slot reserves space)', () => {
  beforeEach(() => {
    resetAdInventory();
    Object.assign(state, { sizes: ['mediumRectangle'], fail: false, reads: 0 });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    delete process.env.GPT_NETWORK_CODE;
    resetEnvCache();
    vi.restoreAllMocks();
  });

  it('are the sizes with active house creatives, read once per minute', async () => {
    expect([...(await expectedAdSizes('healthline', 0))]).toEqual(['mediumRectangle']);
    state.sizes = ['leaderboard'];
    expect([...(await expectedAdSizes('healthline', inventoryTtlMs - 1))]).toEqual(['mediumRectangle']);
    expect([...(await expectedAdSizes('healthline', inventoryTtlMs + 1))]).toEqual(['leaderboard']);
    expect(state.reads).toBe(2);
  });

  it('are none when the inventory cannot be read, and it is read again next time', async () => {
    state.fail = true;
    expect((await expectedAdSizes('psy', 0)).size).toBe(0);
    state.fail = false;
    expect([...(await expectedAdSizes('psy', 1))]).toEqual(['mediumRectangle']);
  });

  it('are every fixed size when an ad network is configured', async () => {
    process.env.GPT_NETWORK_CODE = '1234';
    resetEnvCache();
    const sizes = await expectedAdSizes('healthline', 0);
    expect(sizes.has('leaderboard') && sizes.has('mediumRectangle') && sizes.has('largeLeaderboard')).toBe(true);
    expect(state.reads).toBe(0);
  });
});
