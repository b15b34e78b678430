import { describe, expect, it } from 'vitest';
import { withPartnerParams } from './partner-url';

const params = { transit_id: 't-1', anonymousId: 'anon 2&x', orgId: 'wellread' };

describe('withPartnerParams', () => {
  it('appends the three parameters, encoded', () => {
    expect(withPartnerParams('https://care.partner.example/book', params)).toBe(
      'https://care.partner.example/book?transit_id=t-1&anonymousId=anon+2%26x&orgId=wellread',
    );
  });

  it('keeps the existing query and the hash', () => {
    expect(withPartnerParams('https://care.partner.example/book?plan=a&b=%C3%A9#slot', params)).toBe(
      'https://care.partner.example/book?plan=a&b=%C3%A9&transit_id=t-1&anonymousId=anon+2%26x&orgId=wellread#slot',
    );
  });

  it('replaces earlier values instead of stacking them', () => {
    const once = withPartnerParams('https://care.partner.example/book', params);
    const twice = withPartnerParams(once, { ...params, transit_id: 't-2' });
    expect(new URL(twice).searchParams.getAll('transit_id')).toEqual(['t-2']);
  });

  it('returns an unparsable address unchanged', () => {
    expect(withPartnerParams('not a url', params)).toBe('not a url');
  });
});
