import { z } from 'zod';
import { plainText } from '@/content/fields';
import { affiliateNames } from './disclaimer';

export const affiliateSchema = z.strictObject({
  name: z.enum(affiliateNames).describe('Which partner: platejoy, optum, wellos or other.'),
  domain: z
    .string()
    .trim()
    .min(1)
    .max(300)
    .regex(/^(?:https?:\/\/)?[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d+)?(?:[/?#]\S*)?$/i, 'must be a domain such as perks.optum.com, or an http(s) address')
    .describe('The domain the article links to for this partner; the disclaimer names it only when it contains a partner keyword.'),
  label: plainText(80).optional().describe('Name shown for an "other" partner; its domain when absent. Ignored for the named partners.'),
});

/** Spec (article blocks 5, savings 9): the affiliate disclaimer. */
export const disclaimersSchema = z
  .strictObject({
    widgetFormat: z.literal('disclaimers'),
    affiliates: z.array(affiliateSchema).max(10).default([]),
  })
  .describe('Affiliate disclaimer: says which partners we may earn from, links to how we vet brands and products.');

export type DisclaimersData = z.output<typeof disclaimersSchema>;
export type Affiliate = z.output<typeof affiliateSchema>;
