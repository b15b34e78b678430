import { describe, expect, it } from 'vitest';
import { countryFrom, isEeaCountry, regionFrom } from '@/lib/region.server';

const h = (entries: Record<string, string>) => new Headers(entries);

describe('region', () => {
  it('reads the country from the configured header', () => {
    expect(countryFrom(h({ 'cf-ipcountry': 'us' }), 'cf-ipcountry')).toBe('US');
    expect(countryFrom(h({ 'x-country': 'DE' }), 'x-country')).toBe('DE');
    expect(countryFrom(h({ 'x-country': 'DE' }), 'cf-ipcountry')).toBeNull();
  });

  it('ignores values that are not a country (unknown, Tor, junk)', () => {
    for (const v of ['XX', 'T1', 'USA', '1', '']) expect(countryFrom(h({ 'cf-ipcountry': v }), 'cf-ipcountry')).toBeNull();
  });

  it('treats EEA countries (EU plus IS, LI, NO) as EEA and others not', () => {
    for (const c of ['DE', 'FR', 'IE', 'NO', 'IS', 'LI']) expect(isEeaCountry(c)).toBe(true);
    for (const c of ['US', 'CA', 'IN', 'CH']) expect(isEeaCountry(c)).toBe(false);
  });

  it('treats an unknown country as EEA (the stricter rule)', () => {
    expect(isEeaCountry(null)).toBe(true);
    expect(regionFrom(h({}), 'cf-ipcountry')).toEqual({ country: null, isEEA: true, regime: 'gdpr' });
    expect(regionFrom(h({ 'cf-ipcountry': 'US' }), 'cf-ipcountry')).toEqual({ country: 'US', isEEA: false, regime: 'us' });
    expect(regionFrom(h({ 'cf-ipcountry': 'GB' }), 'cf-ipcountry', 'US')).toEqual({ country: 'GB', isEEA: false, regime: 'gdpr' });
  });

  it('falls back to DEFAULT_COUNTRY when the header is absent or names no country', () => {
    expect(regionFrom(h({}), 'cf-ipcountry', 'US')).toEqual({ country: 'US', isEEA: false, regime: 'us' });
    expect(regionFrom(h({ 'cf-ipcountry': 'XX' }), 'cf-ipcountry', 'DE')).toEqual({ country: 'DE', isEEA: true, regime: 'gdpr' });
    expect(regionFrom(h({}), 'cf-ipcountry', '')).toEqual({ country: null, isEEA: true, regime: 'gdpr' });
  });
});
