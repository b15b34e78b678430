import { z } from 'zod';
import { SITE_IDS } from '@/sites';
import { isCalendarDate } from './validate';

const shortText = (max: number) => z.string().max(max).optional();

/** Form query fields (spec 3, Newsletter form: query), taken from the page URL where present. */
export const newsletterQuerySchema = z.strictObject({
  ef_audience_segment: shortText(100),
  source: shortText(100),
  k1: shortText(100),
  campaignName: shortText(100),
});

/** Body of POST /api/activate/site: the spec's activation payload plus the signup service's profileData and consent. */
export const activationSchema = z.strictObject({
  site: z.enum(SITE_IDS).optional(),
  email: z.string().max(254),
  lists: z.array(z.string().regex(/^[a-z0-9-]{1,60}$/)).min(1).max(10),
  source: shortText(120),
  attributes: z.record(z.string().regex(/^[\w-]{1,40}$/), z.string().max(200)).refine((a) => Object.keys(a).length <= 20, 'at most 20 attributes').optional(),
  /** Date fields as YYYY-MM-DD, named by the form's date pickers. */
  profileData: z
    .record(z.string().regex(/^[A-Za-z][\w]{0,39}$/), z.string().refine(isCalendarDate, 'must be a date as YYYY-MM-DD'))
    .refine((p) => Object.keys(p).length <= 5, 'at most 5 dates')
    .default({}),
  consent: z.strictObject({
    newsletterConsent: z.enum(['YV1', 'NV1']),
    explicitConsent: z.enum(['YV1', 'NV1']),
  }),
  path: z.string().startsWith('/').max(500),
  identifiers: z
    .strictObject({
      K1: shortText(100),
      source: shortText(120),
      categories: z.array(z.string().max(100)).max(20).optional(),
      tags: z.array(z.string().max(100)).max(20).optional(),
      correlationId: shortText(100),
    })
    .default({}),
  query: newsletterQuerySchema.default({}),
  /** The bot-check token: a solved ALTCHA payload, or a reCAPTCHA token when reCAPTCHA is configured. */
  recaptcha: z.string().min(1).max(4000),
  customTc: shortText(200),
  sailthruAccount: shortText(100),
});

export type ActivationInput = z.infer<typeof activationSchema>;
export type ActivationBody = z.input<typeof activationSchema>;
export const maxActivationBytes = 16 * 1024;

export interface ActivationResponse {
  sessionId: string;
}
