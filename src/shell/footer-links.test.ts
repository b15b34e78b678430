import { describe, expect, it } from 'vitest';
import { navigationSchema } from '@/content/article-schema';
import { footerLinksFor, requiredFooterLinks } from '@/shell/footer-links';
import { socialLinksFor } from '@/shell/social-links';
import { SITES } from '@/sites';
import { validNavigation } from '@tests/support/documents';

const nav = (footer: Record<string, unknown>) => navigationSchema.parse({ ...validNavigation(), footer });

describe('footer social links', () => {
  it('the psy site gets its defaults when the navigation document gives none', () => {
    expect(SITES.psy.socialDefaults.length).toBeGreaterThan(0);
    expect(socialLinksFor('psy', nav({ links: [], socialLinks: [] }))).toEqual(SITES.psy.socialDefaults);
    expect(socialLinksFor('psy', nav({ links: [] }))).toEqual(SITES.psy.socialDefaults);
    expect(socialLinksFor('psy', null)).toEqual(SITES.psy.socialDefaults);
  });

  it('links in the navigation document win over the defaults', () => {
    const given = [{ network: 'x' as const, url: 'https://x.com/mind' }];
    expect(socialLinksFor('psy', nav({ links: [], socialLinks: given }))).toEqual(given);
  });

  it('the general site has no defaults', () => {
    expect(socialLinksFor('healthline', nav({ links: [], socialLinks: [] }))).toEqual([]);
  });
});

describe('footer links', () => {
  it('adds privacy, terms and about pages the navigation document leaves out, once', () => {
    const links = footerLinksFor(nav({ links: [{ label: 'Our privacy promise', url: '/privacy-policy' }, { label: 'Help', url: '/help' }] }));
    expect(links.map((l) => l.url)).toEqual(['/privacy-policy', '/help', '/about/brand-and-product-vetting', '/about/product-selection-process', '/terms-of-use']);
    expect(links[0]!.label).toBe('Our privacy promise');
    expect(footerLinksFor(null)).toEqual(requiredFooterLinks);
  });
});
