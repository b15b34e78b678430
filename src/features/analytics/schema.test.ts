import { describe, expect, it } from 'vitest';
import { eventBatchSchema, eventNames, eventPayloadSchemas, trackedEventSchema, type EventName } from '@/features/analytics/schema';

const hash = 'a'.repeat(64);
const metadata = { canonicalPath: '/nutrition/fiber-basics', pageTemplate: 'article', categories: ['nutrition'], title: 'Fiber basics' };
const form = { formName: 'onboarding', formId: 'f-1', driverId: 'd-1', stepNumber: 2, stepName: 'interests', stepId: 's-2', fieldLabel: 'Topics', fieldName: 'topics' };

/** One valid and one invalid payload for every spec event name. */
const cases: Record<EventName, { valid: unknown; invalid: unknown }> = {
  'Page Viewed': { valid: { ...metadata, utm: { source: 'newsletter', campaign: 'spring' } }, invalid: { ...metadata, utm: { source: 'a@b.example' } } },
  'Content Metadata': { valid: metadata, invalid: { ...metadata, canonicalPath: 'nutrition' } },
  'Scroll Depth': { valid: { position: 40 }, invalid: { position: 45 } },
  'Session Duration': { valid: { seconds: 180 }, invalid: { seconds: 120 } },
  Identify: { valid: { traits: { emailHash: hash, userId: 'user-1' } }, invalid: { traits: { emailHash: 'reader@example.org' } } },
  'Element Viewed': { valid: { elementType: 'article', position: 1 }, invalid: { elementType: 'x'.repeat(61) } },
  'Element Clicked': { valid: { elementType: 'accordion', actionOutcome: 'open' }, invalid: { email: 'reader@example.org' } },
  'Element Loaded': { valid: { name: 'driver' }, invalid: { position: -1 } },
  'Product Viewed': { valid: { productId: 'p-1', brand: 'B' }, invalid: { productId: 1 } },
  'Product Clicked': { valid: { productId: 'p-1', linkUrl: 'https://shop.example/p' }, invalid: { lessonId: 'l-1' } },
  'Product Loaded': { valid: { productId: 'p-1' }, invalid: { variant: 'x'.repeat(121) } },
  'Video Event': { valid: { action: 'progress', videoId: 'v-1', progress: 50 }, invalid: { action: 'rewind' } },
  'Form Started': { valid: form, invalid: { ...form, stepNumber: 'two' } },
  'Form Continued': { valid: form, invalid: { ...form, fieldLabel: 'x'.repeat(201) } },
  'Form Backed': { valid: form, invalid: { ...form, extra: 1 } },
  'Form Submitted': { valid: { elementType: 'form', name: 'newsletter' }, invalid: { email: 'reader@example.org' } },
  'Form Field Selected': { valid: { ...form, name: 'interest question', location: 'onboarding' }, invalid: { traits: { emailHash: hash } } },
  'Infinite Scroll': { valid: { position: 1, variant: '25' }, invalid: { position: 1.5 } },
  'Registration Completed': { valid: { provider: 'google', userId: 'u-1' }, invalid: { userId: 'not an id!' } },
  'Auth Event': { valid: { actionOutcome: 'login_failure', name: 'google', correlationId: 'c-1', text: 'access_denied: Sign-in was cancelled.' }, invalid: { actionOutcome: 'login_success', name: 'facebook' } },
  'Care Journey': { valid: { journeyName: 'migraine', stepName: 'book', stepNumber: 1 }, invalid: { stepNumber: -1 } },
  'Decision Tool Exposure': {
    valid: { toolName: 'treatment-comparison', topic: 'depression', jtbd: 'compare treatments', exposureType: 'decisiontool_view' },
    invalid: { toolName: 'treatment-comparison', exposureType: 'view' },
  },
  'Daily Dose Lesson Started': { valid: { lessonId: 'lesson-1', unitId: 'unit-1' }, invalid: { lessonId: 'lesson-1' } },
  'Daily Dose Lesson Completed': { valid: { lessonId: 'lesson-1', unitId: 'unit-1' }, invalid: { lessonId: '<b>', unitId: 'unit-1' } },
  'Interests Submitted': { valid: { location: 'quiz', formId: 'newsletter-interests', interests: ['Nutrition', 'Community'] }, invalid: { location: 'quiz', interests: [] } },
};

describe('tracking event schemas', () => {
  it('has a case for every event name', () => {
    expect(Object.keys(cases).sort()).toEqual([...eventNames].sort());
  });

  for (const name of eventNames) {
    it(`${name}: accepts a valid payload and refuses an invalid one`, () => {
      const event = (payload: unknown) => ({ eventName: name, path: '/nutrition/fiber-basics', payload });
      expect(trackedEventSchema.safeParse(event(cases[name].valid)).success).toBe(true);
      expect(eventPayloadSchemas[name].safeParse(cases[name].invalid).success).toBe(false);
      expect(trackedEventSchema.safeParse(event(cases[name].invalid)).success).toBe(false);
    });
  }

  it('refuses an unknown event name and a payload of another event', () => {
    expect(trackedEventSchema.safeParse({ eventName: 'Made Up', path: '/', payload: {} }).success).toBe(false);
    expect(trackedEventSchema.safeParse({ eventName: 'Scroll Depth', path: '/', payload: { lessonId: 'l', unitId: 'u' } }).success).toBe(false);
  });

  it('refuses a page view whose path differs from its canonical path', () => {
    const pageView = (path: string) => ({ eventName: 'Page Viewed', path, payload: metadata });
    expect(trackedEventSchema.safeParse(pageView('/nutrition/fiber-basics')).success).toBe(true);
    const refused = trackedEventSchema.safeParse(pageView('/nutrition/fiber%2Dbasics'));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ path: ['path'], message: 'Page view refused: the browser path differs from the canonical path' });
  });

  it('a batch takes an anonymous id only in the UUID form', () => {
    const events = [{ eventName: 'Scroll Depth', path: '/', payload: { position: 90 } }];
    expect(eventBatchSchema.safeParse({ events, anonymousId: '00000000-0000-4000-8000-000000000000' }).success).toBe(true);
    expect(eventBatchSchema.safeParse({ events, anonymousId: 'reader@example.org' }).success).toBe(false);
  });
});
