import { z } from 'zod';
import { couponEmailPattern } from './coupon-text';

/**
 * The drug savings calls (spec savings 7) and the data the widget works with (spec savings 3).
 * One schema per shape, shared by our endpoints, the partner HTTP client and the widget.
 */

const id = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_.:-]+$/, 'Use letters, digits, dot, colon, dash or underscore.');
const text = (max: number) => z.string().trim().min(1).max(max);
const money = z.coerce.number().finite().min(0).max(1_000_000);

export const zipSchema = z.string().regex(/^\d{5}$/, 'A ZIP code is 5 digits.');
export const quantitySchema = z.coerce.number().finite().positive().max(10_000);
export const latitudeSchema = z.coerce.number().finite().min(-90).max(90);
export const longitudeSchema = z.coerce.number().finite().min(-180).max(180);

/** GET /api/optum/prices */
export const pricesQuerySchema = z.strictObject({
  formulationId: id,
  quantity: quantitySchema,
  lat: latitudeSchema,
  long: longitudeSchema,
  zip: zipSchema.optional(),
});
export type PricesQuery = z.infer<typeof pricesQuerySchema>;

export const coordinatesSchema = z.object({ latitude: z.number(), longitude: z.number() });

/** Spec "Retailer price entry". */
export const retailerPriceEntrySchema = z.object({
  retailer: z.object({
    id: z.string(),
    name: z.string(),
    /** Logo path or URL; null: the fallback image. */
    logo: z.string().nullable(),
    pbmId: z.string(),
    independent: z.boolean(),
    location: z.object({
      id: z.string(),
      addressLine1: z.string(),
      city: z.string(),
      state: z.string(),
      zip: z.string(),
      coordinates: coordinatesSchema,
    }),
  }),
  price: z.object({ amount: z.number(), currency: z.literal('USD') }),
  isLowestPrice: z.boolean(),
  /** Miles from the asked point. */
  distance: z.number(),
});
export type RetailerPriceEntry = z.infer<typeof retailerPriceEntrySchema>;

/** Spec "Grouped pricing". */
export const groupedPricingSchema = z.object({
  cheapestRetailer: retailerPriceEntrySchema.nullable(),
  /** Chain pharmacies, unique by retailer name (each name's lowest price, nearest first on a tie). */
  allRetailers: z.array(retailerPriceEntrySchema),
  independentPharmacies: z.array(retailerPriceEntrySchema),
});
export type GroupedPricing = z.infer<typeof groupedPricingSchema>;

export const pricesResponseSchema = z.object({
  /** Every price entry for the nearest locations, cheapest first. */
  data: z.array(retailerPriceEntrySchema),
  pricing: groupedPricingSchema,
});
export type PricesResponse = z.infer<typeof pricesResponseSchema>;

/** GET /api/tip/lookup */
export const lookupQuerySchema = z.strictObject({ zip: zipSchema });
export const lookupResponseSchema = z.object({
  demographics: z
    .object({ ZipCode: z.string(), Latitude: z.number(), Longitude: z.number(), City: z.string(), State: z.string() })
    .nullable(),
  errors: z.array(z.object({ code: z.string(), message: z.string() })),
});
export type LookupResponse = z.infer<typeof lookupResponseSchema>;

/** GET /api/drugPricing */
export const drugPricingQuerySchema = z.strictObject({
  ndc: z.string().regex(/^\d{11}$/, 'An NDC is 11 digits.'),
  priceTypeCode: z.literal('SWD'),
});
export const drugPricingResponseSchema = z.object({ ndc: z.string(), priceTypeCode: z.literal('SWD'), drugMSRP: z.number() });
export type DrugPricingResponse = z.infer<typeof drugPricingResponseSchema>;

/** GET /api/optum/coupons */
export const couponQuerySchema = z.strictObject({
  formulationId: id,
  drugId: z.coerce.number().int().positive(),
  drugName: text(120),
  drugUrlSlug: id,
  dosageDisplay: text(120),
  quantityDisplay: text(120),
  ndc: z.string().regex(/^\d{11}$/, 'An NDC is 11 digits.'),
  locationId: id,
  retailerId: id,
  retailerName: text(120),
  lowPriceAmount: money,
  highPriceAmount: money.optional(),
  priceCurrency: z.literal('USD'),
  pbmId: id,
});
export type CouponQuery = z.infer<typeof couponQuerySchema>;

export const couponResponseSchema = z.object({ id: z.string(), bin: z.string(), pcn: z.string(), grp: z.string(), uid: z.string() });
export type CouponResponse = z.infer<typeof couponResponseSchema>;

export const maxShareBodyBytes = 8 * 1024;


/** POST /api/optum-coupon-info-share */
const shareBase = { token: z.string().min(1).max(4096), couponID: id };
export const shareBodySchema = z.discriminatedUnion('sendType', [
  z.strictObject({ ...shareBase, sendType: z.literal('email'), email: z.string().trim().max(254).regex(couponEmailPattern, 'Enter a valid email address.') }),
  z.strictObject({
    ...shareBase,
    sendType: z.literal('textMessage'),
    phoneNumber: z
      .string()
      .max(32)
      .transform((v) => v.replace(/[\s().+-]/g, ''))
      .transform((v) => (v.length === 11 && v.startsWith('1') ? v.slice(1) : v))
      .refine((v) => /^[2-9]\d{2}[2-9]\d{6}$/.test(v), 'Enter a US phone number of 10 digits.'),
  }),
  z.strictObject({ ...shareBase, sendType: z.literal('wallet'), platform: z.enum(['Android', 'iOS']) }),
]);
export type ShareBody = z.infer<typeof shareBodySchema>;

/** Email and text: { success: true }. Wallet Android: data is the save-link id (a JWT). Wallet iOS: data is the .pkpass, base64. */
export const shareResponseSchema = z.object({
  success: z.literal(true),
  data: z.string().optional(),
  contentType: z.string().optional(),
  fileName: z.string().optional(),
});
export type ShareResponse = z.infer<typeof shareResponseSchema>;

/** Spec "Form option" (the list's spelling, dossages, kept). */
export const quantityOptionSchema = z.object({ display: z.string(), value: z.number() });
export type QuantityOption = z.infer<typeof quantityOptionSchema>;
export const dosageOptionSchema = z.object({
  dosage: z.string(),
  formulationId: z.string(),
  ndc: z.string(),
  commonQuantities: z.array(quantityOptionSchema),
});
export type DosageOption = z.infer<typeof dosageOptionSchema>;
export const formOptionSchema = z.object({ form: z.string(), dossages: z.array(dosageOptionSchema) });
export type FormOption = z.infer<typeof formOptionSchema>;

/** Spec "Drug manufacturer option". */
export const manufacturerOptionSchema = z.object({
  drugId: z.number(),
  name: z.string(),
  drugType: z.enum(['brand', 'other']),
  drugSlug: z.string(),
  options: z.array(formOptionSchema),
});
export type ManufacturerOption = z.infer<typeof manufacturerOptionSchema>;

/** Spec "Widget state" drugInfo.selectedDosage, plus the ids the coupon call needs. */
export interface SelectedDosage {
  quantityDisplay: string;
  quantityValue: number;
  formulationId: string;
  form: string;
  dosage: string;
  drugSlug: string;
  /** List price per unit; null when none is known (the retail price is then hidden). */
  drugMSRP: number | null;
  ndc: string;
  drugId: number;
  drugName: string;
}

export interface UserLocation {
  zip: string;
  lat: number | null;
  long: number | null;
}

/** Spec "Driver (copay)". */
export interface CopayDriver {
  sectionTitle: string;
  sectionDescription: string;
  copay: number;
  /** The 'only ${price}/mo' figure. */
  price: number;
  ctaUrl: string;
  campaign: { type: string; category: string; placement: string; name: string };
}

/** What the server hands the widget: the drug, its choices, the first prices, and settings. */
export interface DrugSavingsInitial {
  /** retail false: a copay-only drug (no pharmacy prices; pricing is null). Optional: absent means true. */
  drug: { id: number; name: string; drugSlug: string; retail?: boolean };
  manufacturers: ManufacturerOption[];
  /** Name of the selected manufacturer option. */
  manufacturer: string;
  selectedDosage: SelectedDosage;
  location: UserLocation;
  /** Prices near the location; null when they could not be loaded ('Error: No pricing information found.'). */
  pricing: GroupedPricing | null;
  copayDriver: CopayDriver | null;
  /** The discount partner named in the success text and the coupon ('Optum Perks'). */
  partnerName: string;
  /** Prices come from the generated demo data set: the widget says so. */
  demoPrices: boolean;
  /** The discount partner's coupon page (SAVINGS_COUPON_PAGE_URL), linked from the coupon with the reader's drug, dosage and pharmacy; absent without a partner. */
  couponPageUrl?: string;
  botCheck: { kind: 'altcha' | 'recaptcha'; siteKey?: string };
}

export type DrugSavingsLoad = { status: 'not-us' } | { status: 'missing' } | { status: 'ready'; initial: DrugSavingsInitial };
