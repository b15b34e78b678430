import { z } from 'zod';
import { consentCategories } from './model';

/** The largest PATCH /api/consent or POST /consent/validate body we read (a real one is under 1 KB). */
export const maxConsentBodyBytes = 8 * 1024;

const flags = (key: z.ZodString) => z.record(key, z.boolean()).refine((r) => Object.keys(r).length <= 100, 'At most 100 entries.');
const vendorId = z.string().regex(/^[a-z0-9][a-z0-9._-]{0,63}$/, 'Vendor ids are 1 to 64 lower-case letters, digits, dots, dashes or underscores.');
/** IAB purpose and vendor ids are positive integers. */
const iabId = z.string().regex(/^[1-9][0-9]{0,4}$/, 'IAB ids are positive integers.');
const groupCodes = Object.values(consentCategories);

export const consentRecordSchema = z
  .object({
    consentId: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'consentId must be a lower-case UUID.'),
    vendorConsents: flags(vendorId),
    purposeConsents: flags(iabId),
    vendorLegitimateInterests: flags(vendorId),
    purposeLegitimateInterests: flags(iabId),
    publisherCustomConsents: z.strictObject({
      C0001: z.literal(true, 'Strictly necessary (C0001) is always active.'),
      C0002: z.boolean(),
      C0003: z.boolean(),
      C0004: z.boolean(),
      C0005: z.boolean(),
    }),
    nonIABVendorsAllowed: z.boolean(),
    setAll: z.boolean(),
    unsetAll: z.boolean(),
  })
  .strict()
  .refine((b) => !(b.setAll && b.unsetAll), { message: 'setAll and unsetAll cannot both be true.', path: ['setAll'] })
  .refine((b) => !b.setAll || groupCodes.every((code) => b.publisherCustomConsents[code]), {
    message: 'setAll means every category is granted.',
    path: ['publisherCustomConsents'],
  })
  .refine((b) => !b.unsetAll || groupCodes.every((code) => code === 'C0001' || !b.publisherCustomConsents[code]), {
    message: 'unsetAll means only strictly necessary is granted.',
    path: ['publisherCustomConsents'],
  });

export type ConsentRecordInput = z.infer<typeof consentRecordSchema>;

export const validateRequestSchema = z.object({ cookieValue: z.string().min(1, 'cookieValue is required.').max(1000) }).strict();
