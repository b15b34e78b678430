import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { markPublic, publicCacheControl } from '../../../scripts/public-cache-control.mjs';

describe('public Cache-Control on cached pages', () => {
  it('marks the header Next sends for a cached page as public', () => {
    expect(publicCacheControl('s-maxage=60, stale-while-revalidate=86340')).toBe('public, s-maxage=60, stale-while-revalidate=86340');
  });

  it('leaves every other value alone', () => {
    for (const value of ['private, no-cache, no-store, max-age=0, must-revalidate', 'public, max-age=60', 'no-store', undefined]) {
      expect(publicCacheControl(value)).toBe(value);
    }
  });

  it('applies to the response as the header is set, whatever its case', () => {
    const set: Record<string, unknown> = {};
    const res = { setHeader: (name: string, value: unknown) => (set[name] = value) };
    markPublic(res);
    res.setHeader('Cache-Control', 's-maxage=30, stale-while-revalidate=86370');
    res.setHeader('content-type', 'text/html');
    expect(set).toEqual({ 'Cache-Control': 'public, s-maxage=30, stale-while-revalidate=86370', 'content-type': 'text/html' });
  });
});
