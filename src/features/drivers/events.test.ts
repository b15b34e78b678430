import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { trackedEventSchema } from '@/features/analytics/schema';
import type { ResponseDriver } from './api-schema';
import { conversionOutcome, driverEventPayload, driverFormPayload, stickyCtaPlacements } from './events';

const view = '0f0f0f0f-0000-4000-8000-000000000001';
const click = '0c0c0c0c-0000-4000-8000-000000000001';
const driver = (overrides: Partial<ResponseDriver> = {}): ResponseDriver => ({
  _uuid: '2f6a3c1e-8d4b-4f0a-9c2e-5b7d1a9e3f40',
  campaignName: 'Statin savings',
  articlePlacement: 'rightRail',
  driverType: 'newsletter',
  style: 'card',
  variant: 'B',
  confirm: { headline: 'Thanks!', callToActionURL: '/heart-health/statins' },
  ...overrides,
});
const accepted = (eventName: 'Element Viewed' | 'Element Clicked' | 'Form Submitted', payload: unknown) => trackedEventSchema.safeParse({ eventName, path: '/heart-health', payload }).success;

describe('driver event payloads', () => {
  it('carry the campaign, variant, placement and driver type, and the view’s and click’s correlation ids', () => {
    const payload = driverEventPayload(driver(), { actionOutcome: 'click' }, { viewCorrelationId: view, productClickedCorrelationId: click, ctaPosition: 'primary' });
    expect(payload).toEqual({
      elementType: 'driver',
      location: 'rightRail',
      name: '2f6a3c1e-8d4b-4f0a-9c2e-5b7d1a9e3f40',
      variant: 'B',
      text: 'Statin savings',
      category: 'newsletter',
      viewCorrelationId: view,
      productClickedCorrelationId: click,
      ctaPosition: 'primary',
      actionOutcome: 'click',
    });
    expect(accepted('Element Clicked', payload)).toBe(true);
  });

  it('name the campaign in stickyCtaCampaignName only in the sticky banner and the announcement bar', () => {
    expect(stickyCtaPlacements).toEqual(['stickyBanner', 'announcementBar']);
    expect(driverEventPayload(driver({ articlePlacement: 'stickyBanner' })).stickyCtaCampaignName).toBe('Statin savings');
    expect(driverEventPayload(driver({ articlePlacement: 'announcementBar', driverType: 'announcementBar' })).stickyCtaCampaignName).toBe('Statin savings');
    for (const placement of ['rightRail', '1stPagePopup', 'headerNewsletter', 'manualPlacement1'] as const) {
      expect(driverEventPayload(driver({ articlePlacement: placement }))).not.toHaveProperty('stickyCtaCampaignName');
    }
  });

  it('give confirmCallToActionURL only with a click on the confirm step’s link, and only a link the server takes', () => {
    expect(driverEventPayload(driver(), {}, { ctaPosition: 'confirm' }).confirmCallToActionURL).toBe('/heart-health/statins');
    expect(driverEventPayload(driver(), {}, { ctaPosition: 'primary' })).not.toHaveProperty('confirmCallToActionURL');
    expect(driverEventPayload(driver({ confirm: { headline: 'Thanks!' } }), {}, { ctaPosition: 'confirm' })).not.toHaveProperty('confirmCallToActionURL');
    const odd = driverEventPayload(driver({ confirm: { headline: 'Thanks!', callToActionURL: `https://partner.example/${'x'.repeat(2000)}` } }), { actionOutcome: 'click' }, { ctaPosition: 'confirm' });
    expect(odd).not.toHaveProperty('confirmCallToActionURL');
    expect(accepted('Element Clicked', odd)).toBe(true);
  });

  it('send a form’s events with the campaign in name and driverId, the view id, and a conversion’s outcome', () => {
    const payload = driverFormPayload(driver(), { actionOutcome: conversionOutcome('signups') }, { viewCorrelationId: view, productClickedCorrelationId: click });
    expect(payload).toMatchObject({ elementType: 'driver', name: driver()._uuid, variant: 'B', formName: 'Statin savings', driverId: driver()._uuid, actionOutcome: 'signup', viewCorrelationId: view });
    expect(payload).not.toHaveProperty('text');
    expect(accepted('Form Submitted', payload)).toBe(true);
    expect([conversionOutcome('downloads'), conversionOutcome('quizCompletions')]).toEqual(['download', 'quiz_completion']);
  });
});

describe('what the drivers’ browser code reads', () => {
  it('the figure vocabulary and the marketing contexts import nothing at run time (the campaign and event schemas stay out of page scripts)', () => {
    for (const file of ['src/content/campaigns/figure-events.ts', 'src/features/analytics/marketing-context.ts']) {
      expect(fs.readFileSync(file, 'utf8').match(/^import (?!type )/gm), file).toBeNull();
    }
  });
});
