import { describe, expect, it } from 'vitest';
import { announcementDismissalMs, announcementVisible, consentBannerShowing, isPrivacyVariant } from './visibility';
import { barColours } from './colours';
import { contrastRatio } from '@/lib/contrast';

const dismissedAt = Date.UTC(2026, 10, 1, 12);

describe('announcement bar visibility (spec article blocks 4 and 9)', () => {
  it('lasts 14 days, 1,209,600,000 ms (the spec\'s "12096000 ms" drops two zeros; issue 33)', () => {
    expect(announcementDismissalMs).toBe(1_209_600_000);
  });

  it('shows when never dismissed', () => {
    expect(announcementVisible({ privacyVariant: false, dismissedAt: undefined, now: dismissedAt, consentBanner: false })).toBe(true);
  });

  it('stays hidden until exactly 14 days after the dismissal, then shows', () => {
    const at = (elapsed: number) => announcementVisible({ privacyVariant: false, dismissedAt, now: dismissedAt + elapsed, consentBanner: false });
    const fourteenDays = 1_209_600_000;
    expect(at(0)).toBe(false);
    expect(at(12_096_000)).toBe(false);
    expect(at(fourteenDays - 1)).toBe(false);
    expect(at(fourteenDays)).toBe(true);
    expect(at(fourteenDays + 1)).toBe(true);
  });

  it('treats a dismissal time in the future (clock set back) as a fresh dismissal', () => {
    expect(announcementVisible({ privacyVariant: false, dismissedAt: dismissedAt + 60_000, now: dismissedAt, consentBanner: false })).toBe(false);
  });

  it('always shows the privacy-settings variant, dismissed or not', () => {
    expect(announcementVisible({ privacyVariant: true, dismissedAt, now: dismissedAt + 1, consentBanner: false })).toBe(true);
    expect(announcementVisible({ privacyVariant: true, dismissedAt: undefined, now: dismissedAt, consentBanner: false })).toBe(true);
  });

  it('never shows while the consent banner is showing, not even the privacy variant', () => {
    expect(announcementVisible({ privacyVariant: false, dismissedAt: undefined, now: dismissedAt, consentBanner: true })).toBe(false);
    expect(announcementVisible({ privacyVariant: true, dismissedAt: undefined, now: dismissedAt, consentBanner: true })).toBe(false);
  });

  it('reads the consent banner as showing only on a GDPR page before the reader has chosen', () => {
    expect(consentBannerShowing({ regime: 'gdpr', decided: false })).toBe(true);
    expect(consentBannerShowing({ regime: 'gdpr', decided: true })).toBe(false);
    expect(consentBannerShowing({ regime: 'us', decided: true })).toBe(false);
    expect(consentBannerShowing({ regime: 'other', decided: false })).toBe(false);
  });

  it('knows the privacy variant by options.isPrivacySettingsUpdatedMPD', () => {
    expect(isPrivacyVariant({ options: { isPrivacySettingsUpdatedMPD: true } })).toBe(true);
    expect(isPrivacyVariant({ options: { isPrivacySettingsUpdatedMPD: false } })).toBe(false);
    expect(isPrivacyVariant({})).toBe(false);
  });
});

describe('announcement bar colours', () => {
  it("uses the editor's pair when it passes AA", () => {
    expect(barColours('#0b3d91', '#ffffff')).toEqual({ background: '#0b3d91', color: '#ffffff' });
  });

  it('falls back to black or white text when the pair fails AA', () => {
    const yellowOnWhiteish = barColours('#fff3b0', '#ffd400');
    expect(yellowOnWhiteish).toEqual({ background: '#fff3b0', color: '#000000' });
    const greyOnGrey = barColours('#555555', '#777777')!;
    expect(greyOnGrey.color).toBe('#ffffff');
    expect(contrastRatio(greyOnGrey.background, greyOnGrey.color)).toBeGreaterThanOrEqual(4.5);
  });

  it('picks black or white when only a background is given, and the site colours without one', () => {
    expect(barColours('#111111', undefined)?.color).toBe('#ffffff');
    expect(barColours(undefined, '#ff0000')).toBeNull();
  });

  it('ignores colours that are not #rrggbb', () => {
    expect(barColours('red', '#ffffff')).toBeNull();
    expect(barColours('#123456', 'url(x)')).toEqual({ background: '#123456', color: '#ffffff' });
  });
});
