// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { siteToolsEnabled, turnOffSiteTools } from './setting';

describe('site tools setting', () => {
  beforeEach(() => localStorage.clear());

  it('is off by default', () => {
    expect(siteToolsEnabled('')).toBe(false);
  });

  it('?siteTools=1 turns it on and remembers it; ?siteTools=0 turns it off and forgets it', () => {
    expect(siteToolsEnabled('?siteTools=1')).toBe(true);
    expect(localStorage.getItem('healthline.siteTools')).toBe('1');
    expect(siteToolsEnabled('?q=x')).toBe(true);
    expect(siteToolsEnabled('?siteTools=0')).toBe(false);
    expect(localStorage.getItem('healthline.siteTools')).toBeNull();
    expect(siteToolsEnabled('')).toBe(false);
  });

  it('turning off forgets the setting', () => {
    siteToolsEnabled('?siteTools=1');
    turnOffSiteTools();
    expect(siteToolsEnabled('')).toBe(false);
  });
});
