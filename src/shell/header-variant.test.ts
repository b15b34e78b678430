import { describe, expect, it } from 'vitest';
import { PAGE_TEMPLATES } from '@/content/article-schema';
import { headerVariant, themedLogo } from './header-variant';

describe('headerVariant', () => {
  it('gives article and static pages, and pages that are not articles, the standard header', () => {
    expect(headerVariant({ pageTemplate: 'article' })).toEqual({ kind: 'standard', isHome: false, isArticle: true });
    expect(headerVariant({ pageTemplate: 'static' })).toEqual({ kind: 'standard', isHome: false });
    expect(headerVariant(null)).toEqual({ kind: 'standard', isHome: false });
    expect(headerVariant(null, true)).toEqual({ kind: 'standard', isHome: true });
  });

  it.each(['paid-media', 'transactional', 'editorial-paid-media', 'marketing-landing'] as const)('gives %s pages the simplified header', (pageTemplate) => {
    expect(headerVariant({ pageTemplate })).toEqual({ kind: 'simplified' });
  });

  it('covers every template', () => {
    expect(PAGE_TEMPLATES.map((pageTemplate) => headerVariant({ pageTemplate }).kind)).toEqual([
      'standard',
      'standard',
      'simplified',
      'simplified',
      'simplified',
      'simplified',
    ]);
  });

  it('passes a marketing landing page’s theme on, and only a marketing landing page’s', () => {
    expect(headerVariant({ pageTemplate: 'marketing-landing', theme: 'unpaused' })).toEqual({ kind: 'simplified', theme: 'unpaused' });
    expect(headerVariant({ pageTemplate: 'paid-media', theme: 'unpaused' })).toEqual({ kind: 'simplified' });
  });
});

describe('themedLogo', () => {
  it('names a desktop and a mobile image per theme, and both exist in public/', async () => {
    const { existsSync } = await import('node:fs');
    for (const theme of ['daily-dose', 'unpaused', 'thinking-aloud'] as const) {
      const logo = themedLogo(theme);
      expect(logo.desktop).toBe(`/logos/themes/${theme}-desktop.svg`);
      expect(logo.mobile).toBe(`/logos/themes/${theme}-mobile.svg`);
      expect(existsSync(`public${logo.desktop}`)).toBe(true);
      expect(existsSync(`public${logo.mobile}`)).toBe(true);
    }
  });
});
