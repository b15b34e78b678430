// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { utmFromSearch } from '@/features/analytics/utm';
import { forgetUtm, storedUtm, storeUtm } from '@/features/analytics/utm-cookies';
import { clearCookies } from '@tests/support/consent';

describe('UTM values', () => {
  beforeEach(() => clearCookies());

  it('reads the five utm_* parameters, trimmed', () => {
    expect(utmFromSearch('?utm_source=newsletter&utm_medium=email&utm_campaign=spring%202026&utm_term=+fiber+&utm_content=hero&x=1')).toEqual({
      source: 'newsletter',
      medium: 'email',
      campaign: 'spring 2026',
      term: 'fiber',
      content: 'hero',
    });
  });

  it('is null without UTM parameters and drops invalid or overlong values', () => {
    expect(utmFromSearch('?q=1')).toBeNull();
    expect(utmFromSearch('?utm_source=reader%40example.org&utm_medium=<b>')).toBeNull();
    expect(utmFromSearch(`?utm_source=${'a'.repeat(101)}&utm_medium=cpc`)).toEqual({ medium: 'cpc' });
  });

  it('stores hl_utm_* session cookies, replaces all five on a new landing, and forgets them', () => {
    storeUtm({ source: 'newsletter', campaign: 'spring' });
    expect(document.cookie).toContain('hl_utm_source=newsletter');
    expect(document.cookie).toContain('hl_utm_campaign=spring');
    expect(storedUtm()).toEqual({ source: 'newsletter', campaign: 'spring' });
    storeUtm({ source: 'partner' });
    expect(storedUtm()).toEqual({ source: 'partner' });
    forgetUtm();
    expect(storedUtm()).toBeNull();
    expect(document.cookie).toBe('');
  });

  it('re-validates cookie values', () => {
    document.cookie = 'hl_utm_source=reader%40example.org; Path=/';
    expect(storedUtm()).toBeNull();
  });
});
