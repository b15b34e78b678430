import { z } from 'zod';
import { maxUtmLength, utmValuePattern } from './utm';

/** The server's check of the UTM values a page view carries: the same rule the browser applies (utm.ts). */
const utmValueSchema = z.string().max(maxUtmLength).regex(utmValuePattern);

export const utmSchema = z.strictObject({
  source: utmValueSchema.optional(),
  medium: utmValueSchema.optional(),
  campaign: utmValueSchema.optional(),
  term: utmValueSchema.optional(),
  content: utmValueSchema.optional(),
});
