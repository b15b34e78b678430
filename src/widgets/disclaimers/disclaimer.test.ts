import { describe, expect, it } from 'vitest';
import { disclaimerHiddenPaths } from '@/widgets/kits/commerce/page-rules';
import {
  affiliateHost,
  disclaimerPartnerKeywords,
  disclaimerView,
  hasPerksSubdomain,
  isPartnerDomain,
  partnerName,
  partnerSentence,
} from './disclaimer';

describe('affiliate disclaimer rules', () => {
  it('lists six partner keywords', () => {
    expect(disclaimerPartnerKeywords).toHaveLength(6);
    expect(new Set(disclaimerPartnerKeywords).size).toBe(6);
  });

  it('reads the host from a domain or an address', () => {
    expect(affiliateHost('Perks.Optum.com')).toBe('perks.optum.com');
    expect(affiliateHost(' https://perks.optum.com/rx?x=1 ')).toBe('perks.optum.com');
    expect(affiliateHost('platejoy.com:443/path')).toBe('platejoy.com');
    expect(affiliateHost('wellos.com.')).toBe('wellos.com');
  });

  it.each([
    ['www.platejoy.com', true],
    ['perks.optum.com', true],
    ['https://WELLOS.com/start', true],
    ['shop.example.com', true],
    ['perks.example', true],
    ['partner.example', true],
    ['www.amazon.com', false],
    ['example.com', false],
    ['shop.other.com/platejoy', false],
  ])('%s contains a partner keyword: %s', (domain, expected) => {
    expect(isPartnerDomain(domain)).toBe(expected);
  });

  it('admits a domain by each one of the six keywords', () => {
    for (const keyword of disclaimerPartnerKeywords) expect(isPartnerDomain(`www.${keyword}.test`)).toBe(true);
  });

  it('finds a perks sub-domain, not perks elsewhere in the name', () => {
    expect(hasPerksSubdomain('perks.optum.com')).toBe(true);
    expect(hasPerksSubdomain('https://www.perks.optum.com/x')).toBe(true);
    expect(hasPerksSubdomain('optum.com')).toBe(false);
    expect(hasPerksSubdomain('now.optum.com')).toBe(false);
    expect(hasPerksSubdomain('optumperks.com')).toBe(false);
    expect(hasPerksSubdomain('optum.com/perks')).toBe(false);
  });

  it('names optum with the Perks wording on a perks sub-domain and the Now wording otherwise', () => {
    expect(partnerName({ name: 'optum', domain: 'perks.optum.com' })).toBe('Optum Perks');
    expect(partnerName({ name: 'optum', domain: 'store.optum.com' })).toBe('Optum Now');
    expect(partnerName({ name: 'optum', domain: 'optum.com' })).toBe('Optum Now');
  });

  it('names the other partners, "other" by its label or else its host', () => {
    expect(partnerName({ name: 'platejoy', domain: 'platejoy.com', label: 'ignored' })).toBe('PlateJoy');
    expect(partnerName({ name: 'wellos', domain: 'wellos.com' })).toBe('Wellos');
    expect(partnerName({ name: 'other', domain: 'partner.example', label: 'Demo Partner' })).toBe('Demo Partner');
    expect(partnerName({ name: 'other', domain: 'https://shop.example.com/x' })).toBe('shop.example.com');
  });

  it('writes our own plain wording: commission, no editorial say', () => {
    expect(partnerSentence('Wellos')).toBe('We may earn a commission from links to Wellos. Wellos has no say in what we write.');
    expect(partnerSentence('Wellos')).not.toMatch(/owned/i);
  });

  it('uses paragraphs below 3 partners and a combined list from 3', () => {
    const platejoy = { name: 'platejoy', domain: 'platejoy.com' } as const;
    const optum = { name: 'optum', domain: 'perks.optum.com' } as const;
    const wellos = { name: 'wellos', domain: 'wellos.com' } as const;
    expect(disclaimerView([platejoy], '/a')).toEqual({ layout: 'paragraphs', partners: ['PlateJoy'] });
    expect(disclaimerView([platejoy, optum], '/a')).toEqual({ layout: 'paragraphs', partners: ['PlateJoy', 'Optum Perks'] });
    expect(disclaimerView([platejoy, optum, wellos], '/a')).toEqual({ layout: 'list', partners: ['PlateJoy', 'Optum Perks', 'Wellos'] });
  });

  it('counts only partners whose domain matches, each once', () => {
    const view = disclaimerView(
      [
        { name: 'platejoy', domain: 'platejoy.com' },
        { name: 'platejoy', domain: 'www.platejoy.com' },
        { name: 'other', domain: 'www.amazon.com', label: 'Big Store' },
        { name: 'wellos', domain: 'wellos.com' },
      ],
      '/a',
    );
    expect(view).toEqual({ layout: 'paragraphs', partners: ['PlateJoy', 'Wellos'] });
  });

  it('shows nothing when no domain matches or there are no affiliates', () => {
    expect(disclaimerView([{ name: 'other', domain: 'www.amazon.com' }], '/a')).toBeNull();
    expect(disclaimerView([], '/a')).toBeNull();
  });

  it('shows nothing on the pages in disclaimerHiddenPaths', () => {
    expect(disclaimerHiddenPaths.length).toBeGreaterThan(0);
    for (const path of disclaimerHiddenPaths) expect(disclaimerView([{ name: 'wellos', domain: 'wellos.com' }], path)).toBeNull();
  });
});
