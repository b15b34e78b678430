import { describe, expect, it } from 'vitest';
import { validateDocument } from '@/publishing/validate';

const base = {
  documentType: 'campaign',
  site: 'healthline',
  _uuid: '2f6a3c1e-8d4b-4f0a-9c2e-5b7d1a9e3f40',
  campaignName: 'A campaign',
  articlePlacement: 'rightRail',
  driverType: 'newsletter',
  headline: 'Weekly',
  newsletterLists: ['wellness-wire'],
};
const errors = (fields: Record<string, unknown>) => {
  const result = validateDocument({ ...base, ...fields });
  return result.ok ? [] : result.errors.map((e) => `${e.path}: ${e.message}`);
};

describe('campaign documents', () => {
  it('accept a minimal reader campaign with defaults', () => {
    const result = validateDocument(base);
    expect(result.ok).toBe(true);
    if (result.ok && result.document.documentType === 'campaign') {
      expect(result.document).toMatchObject({ status: 'active', priority: 0, style: 'card', variants: [] });
      expect(result.document.targeting.paths).toEqual([]);
    }
  });
  it('refuse unknown fields, placements and driver types', () => {
    expect(errors({ color: 'red' }).join()).toContain('color');
    expect(errors({ articlePlacement: 'footer' })[0]).toMatch(/^articlePlacement/);
    expect(errors({ driverType: 'popupThing' })[0]).toMatch(/^driverType/);
    expect(errors({ _uuid: 'not-a-uuid' })[0]).toMatch(/^_uuid/);
  });
  it('need a driver type on reader placements and none on page placements', () => {
    expect(errors({ driverType: undefined })).toEqual(['driverType: required for a reader placement']);
    expect(errors({ articlePlacement: 'commercePropensity' })).toContain('driverType: a commercePropensity placement has no driver');
    expect(errors({ articlePlacement: 'preamp', driverType: undefined, newsletterLists: undefined })).toEqual(['assetName: required for preamp']);
    // The coupon heading placement's headline is the heading it gives the coupon modal (spec savings 2.3).
    expect(errors({ articlePlacement: 'couponHeading', driverType: undefined, newsletterLists: undefined, headline: undefined })).toEqual(['headline: required for couponHeading: it replaces the coupon modal’s heading']);
    expect(errors({ articlePlacement: 'couponHeading', driverType: undefined, newsletterLists: undefined, headline: 'Your coupon' })).toEqual([]);
  });
  it('keep page placements the same for every reader', () => {
    const page = { articlePlacement: 'REACT', driverType: undefined, newsletterLists: undefined, assetName: 'x' };
    expect(errors({ ...page, targeting: { audiences: ['product-shopper'] } })[0]).toMatch(/cannot target audiences/);
    expect(errors({ ...page, targeting: { deviceTypes: ['mobile'] } })[0]).toMatch(/cannot target devices/);
    expect(errors({ ...page, variants: [{ name: 'A', weight: 50 }, { name: 'B', weight: 50 }] })[0]).toMatch(/no A\/B split/);
    expect(errors({ ...page, targeting: { regions: ['us'], paths: ['/nutrition/*'] } })).toEqual([]);
  });
  it('check the A/B weights, variant names and the schedule', () => {
    expect(errors({ variants: [{ name: 'A', weight: 60 }, { name: 'B', weight: 30 }] })).toEqual(['variants: weights must add up to 100 (they add up to 90)']);
    expect(errors({ variants: [{ name: 'A', weight: 50 }, { name: 'A', weight: 50 }] })).toEqual(['variants[1].name: two variants have this name']);
    expect(errors({ startDate: '2026-12-01', endDate: '2026-11-01' })).toEqual(['endDate: must be after startDate']);
  });
  it('check each driver type has what it needs', () => {
    expect(errors({ driverType: 'quiz' })).toEqual(['quiz: required for a quiz driver']);
    expect(errors({ driverType: 'survey', headline: undefined, newsletterLists: undefined })).toEqual(['feedbackTitle: required for a survey driver', 'feedbackSelections: required for a survey driver']);
    expect(errors({ driverType: 'download' })).toEqual(['callToActionURL: required for a download driver']);
    expect(errors({ driverType: 'announcementBar' })).toContain('announcementText: required for an announcement bar');
    expect(errors({ articlePlacement: 'announcementBar', driverType: 'newsletter' })).toEqual(['driverType: an announcementBar placement takes exactly the announcementBar driver type']);
    expect(errors({ articlePlacement: 'announcementBar', driverType: 'announcementBar', announcementText: 'News' })).toEqual([]);
  });
  it('refuse a sponsor tracker that is not https and a colour that is not #rrggbb', () => {
    expect(errors({ sponsorTracker: 'http://t.example/p.gif' })[0]).toMatch(/^sponsorTracker/);
    expect(errors({ backgroundColor: 'red' })[0]).toMatch(/^backgroundColor/);
  });
  describe('survey drivers (spec "Survey content")', () => {
    const survey = {
      driverType: 'survey',
      headline: undefined,
      newsletterLists: undefined,
      whisper: 'Quick question',
      feedbackTitle: 'What would you like to read about?',
      feedbackDescription: 'Pick a few topics.',
      feedbackCallToAction: 'Send',
      feedbackSelections: ['heart-health', 'insomnia', 'understand-a-condition', 'Something else'],
      required: false,
    };
    it('accept the Survey content fields: interest ids of the site and answers as readers see them', () => {
      expect(errors(survey)).toEqual([]);
      const result = validateDocument({ ...base, ...survey, required: undefined });
      expect(result.ok && result.document.documentType === 'campaign' && result.document.required).toBe(undefined);
    });
    it('refuse an id-shaped selection that is not an interest id of the campaign\'s site', () => {
      expect(errors({ ...survey, feedbackSelections: ['heart-health', 'burnout', 'hart-health'] })).toEqual([
        'feedbackSelections[1]: "burnout" is not an interest id of healthline; write an answer as readers see it ("Time outdoors", "Yes")',
        'feedbackSelections[2]: "hart-health" is not an interest id of healthline; write an answer as readers see it ("Time outdoors", "Yes")',
      ]);
      expect(errors({ ...survey, site: 'psy', feedbackSelections: ['burnout', 'Time outdoors'] })).toEqual([]);
    });
    it('refuse fewer than 2 or more than 24 selections, duplicates, commas and empty ones', () => {
      expect(errors({ ...survey, feedbackSelections: ['sleep'] })[0]).toMatch(/^feedbackSelections/);
      expect(errors({ ...survey, feedbackSelections: Array.from({ length: 25 }, (_, i) => `Answer ${i}`) })[0]).toMatch(/^feedbackSelections/);
      expect(errors({ ...survey, feedbackSelections: ['sleep', 'sleep'] })).toEqual(['feedbackSelections: each selection may appear once']);
      expect(errors({ ...survey, feedbackSelections: ['sleep', 'Walks, runs'] })).toEqual(['feedbackSelections[1]: must not contain a comma']);
      expect(errors({ ...survey, feedbackSelections: ['sleep', '  '] })).toEqual(['feedbackSelections[1]: must not be empty']);
      expect(errors({ ...survey, required: 'yes' })[0]).toMatch(/^required/);
    });
    it('take their copy from the survey fields, in the campaign and its variants', () => {
      expect(errors({ ...survey, headline: 'Hi', bodyCopy: 'Text', callToAction: 'Go' })).toEqual([
        "headline: a survey driver's copy is feedbackTitle",
        "bodyCopy: a survey driver's copy is feedbackDescription",
        "callToAction: a survey driver's copy is feedbackCallToAction",
      ]);
      expect(errors({ ...survey, variants: [{ name: 'A', weight: 50 }, { name: 'B', weight: 50, headline: 'Hi' }] })).toEqual(["variants[1].headline: a survey driver's copy is feedbackTitle"]);
      expect(errors({ ...survey, variants: [{ name: 'A', weight: 50 }, { name: 'B', weight: 50, feedbackTitle: 'Which topics?' }] })).toEqual([]);
    });
    it('are only for survey drivers', () => {
      expect(errors({ feedbackTitle: 'Which?', required: true })).toEqual(['feedbackTitle: only a survey driver has it', 'required: only a survey driver has it']);
      expect(errors({ survey: { question: 'Which?', choices: [] } }).join()).toContain('survey');
    });
  });
});
