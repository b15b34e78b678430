import { truncate as cutText } from '@/lib/truncate';
import { couponEmailPattern, formatUsd, googleWalletSavePrefix } from './coupon-text';
import { fallbackLogo } from './grouping';
import type {
  CopayDriver,
  CouponQuery,
  CouponResponse,
  DosageOption,
  FormOption,
  GroupedPricing,
  ManufacturerOption,
  QuantityOption,
  SelectedDosage,
} from './schema';

/**
 * The drug cost savings widget's client-side rules (spec savings 4.1-4.3, 5, 6, 9), pure so they are
 * tested on their own. Imports only types from schema.ts: the browser bundle stays free of zod.
 */

/** Spec 9. */
export const cardsPerPage = 4;
export const nameMaxChars = 24;
export const addressMaxChars = 32;
export const zipLength = 5;
export const phoneDigits = 10;
/** Spec 4.1: the loading indicator resets this long after a load completes. */
export const loadingResetMs = 500;
/** Spec 4.3 and 9: after going back, the input-focus state clears after this delay. */
export const inputFocusResetMs = 100;
export { fallbackLogo };

/** Spec "Price card entry", plus the logo and address the card shows. */
export interface PriceCardEntry {
  retailer: { id: string; name: string; logo: string | null; location: { id: string; addressLine1: string } };
  price: { amount: number; currency: 'USD'; display: string };
  /** List price times quantity; null when hidden (under the lowest price, or no list price). */
  retailPrice: { amount: number; display: string } | null;
  /** Whole percent saved against list price times quantity; null without a list price. */
  percentSavings: number | null;
  isLowestPrice: boolean;
  pbmId: string;
}

const cents = (amount: number) => Math.round(amount * 100);

/** List price times quantity, to the cent; null without a list price. */
export function listTotal(drugMSRP: number | null, quantity: number): number | null {
  if (drugMSRP === null || !Number.isFinite(drugMSRP) || !Number.isFinite(quantity)) return null;
  return cents(drugMSRP * quantity) / 100;
}

/** Spec 5: the retail price is hidden when list price times quantity is under the lowest listed price, or when there is no list price. */
export function retailPrice(drugMSRP: number | null, quantity: number, lowestPrice: number): number | null {
  const total = listTotal(drugMSRP, quantity);
  if (total === null || cents(total) < cents(lowestPrice)) return null;
  return total;
}

/** Spec 5: discount percent from list price times quantity against the price; rounded, never negative. */
export function percentSavings(drugMSRP: number | null, quantity: number, price: number): number | null {
  const total = listTotal(drugMSRP, quantity);
  if (total === null || total <= 0) return null;
  return Math.max(0, Math.round(((total - price) / total) * 100));
}

/**
 * The cards: chains (allRetailers) then independent pharmacies, cheapest first; on the same price
 * the nearer first, then chains before independents (the sort is stable). Every card at the lowest
 * price gets the badge.
 */
export function priceCards(pricing: GroupedPricing | null, dosage: Pick<SelectedDosage, 'drugMSRP' | 'quantityValue'>): PriceCardEntry[] {
  if (!pricing) return [];
  const entries = [...pricing.allRetailers, ...pricing.independentPharmacies].sort((a, b) => a.price.amount - b.price.amount || a.distance - b.distance);
  if (entries.length === 0) return [];
  const lowest = entries[0]!.price.amount;
  const retail = retailPrice(dosage.drugMSRP, dosage.quantityValue, lowest);
  return entries.map((entry) => ({
    retailer: {
      id: entry.retailer.id,
      name: entry.retailer.name,
      logo: entry.retailer.logo,
      location: { id: entry.retailer.location.id, addressLine1: entry.retailer.location.addressLine1 },
    },
    price: { amount: entry.price.amount, currency: 'USD', display: formatUsd(entry.price.amount) },
    retailPrice: retail === null ? null : { amount: retail, display: formatUsd(retail) },
    percentSavings: percentSavings(dosage.drugMSRP, dosage.quantityValue, entry.price.amount),
    isLowestPrice: cents(entry.price.amount) === cents(lowest),
    pbmId: entry.retailer.pbmId,
  }));
}

/** Spec 5: names are cut at 24 characters, addresses at 32: trimmed, then cut as src/lib/truncate.ts cuts. */
export const truncate = (text: string, max: number): string => cutText(text.trim(), max);

export const cardName = (name: string) => truncate(name, nameMaxChars);
export const cardAddress = (address: string) => truncate(address, addressMaxChars);

/** Spec 4.2: 4 cards per page. */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / cardsPerPage));
}

export function pageItems<T>(items: readonly T[], page: number): T[] {
  return items.slice(page * cardsPerPage, (page + 1) * cardsPerPage);
}

/** Spec 4.2: SEE MORE RESULTS advances a page and wraps to the first after the last. */
export function nextPage(page: number, total: number): number {
  return (page + 1) % pageCount(total);
}

/** Spec 4.2: SEE MORE RESULTS shows only with 4 or more results. */
export function showsSeeMore(total: number): boolean {
  return total >= cardsPerPage;
}

/** Spec 4.2 and 9: the search term counts once it is over 1 character. */
export function searchApplies(term: string): boolean {
  return term.trim().length > 1;
}

/** Spec 4.2: case-insensitive retailer-name match; a term of 1 character or less gives the full list. */
export function filterCards<T extends { retailer: { name: string } }>(cards: readonly T[], term: string): T[] {
  if (!searchApplies(term)) return [...cards];
  const needle = term.trim().toLowerCase();
  return cards.filter((card) => card.retailer.name.toLowerCase().includes(needle));
}

/** Spec 5: zip is digits only, cut at 5. */
export function sanitizeZip(input: string): string {
  return input.replace(/\D/g, '').slice(0, zipLength);
}

/** Spec 5: flagged while shorter than 5 digits. */
export function zipHasError(zip: string): boolean {
  return zip.length < zipLength;
}

/** The edit panel's fields (spec 4.1 and 5). insured is null only when nothing was chosen. */
export interface EditValues {
  zip: string;
  insured: boolean | null;
  manufacturer: string;
  form: string;
  dosage: string;
  quantityDisplay: string;
}
export type EditField = keyof EditValues;

/** Spec 5: the fields each variant's update checks. */
export const updateFields = {
  article: ['zip', 'insured', 'manufacturer', 'form', 'dosage', 'quantityDisplay'],
  template: ['zip', 'manufacturer', 'form', 'dosage', 'quantityDisplay'],
} as const satisfies Record<string, readonly EditField[]>;
export type EditVariant = keyof typeof updateFields;

/** Spec 5: a non-empty value, a number or a boolean. */
export function isFilled(value: unknown): boolean {
  if (typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'string') return value.trim().length > 0;
  return false;
}

export interface UpdateCheck {
  ok: boolean;
  /** Empty fields, flagged. */
  missing: EditField[];
  /** A zip of 1 to 4 digits (an empty one is in missing). */
  zipInvalid: boolean;
}

/** Spec 5: every checked field must be filled, or the empty ones are flagged and the update does not happen. */
export function checkUpdate(values: EditValues, variant: EditVariant): UpdateCheck {
  const missing = updateFields[variant].filter((field) => !isFilled(values[field]));
  const zipInvalid = isFilled(values.zip) && zipHasError(values.zip);
  return { ok: missing.length === 0 && !zipInvalid, missing, zipInvalid };
}

/** Spec 4.1: the template panel's update is disabled until a selection has changed. */
export function selectionChanged(draft: EditValues, current: EditValues): boolean {
  return (Object.keys(current) as EditField[]).some((field) => draft[field] !== current[field]);
}

export interface ResolvedSelection {
  manufacturer: ManufacturerOption;
  form: FormOption;
  dosage: DosageOption;
  quantity: QuantityOption;
}

/**
 * Spec 4.1: form, dosage and quantity fall back to the first available option when the current one
 * is invalid for the chosen manufacturer (an unknown manufacturer falls back to the first one too).
 * Null when a level has no options at all.
 */
export function resolveSelection(manufacturers: readonly ManufacturerOption[], wanted: Omit<EditValues, 'zip' | 'insured'>): ResolvedSelection | null {
  const manufacturer = manufacturers.find((m) => m.name === wanted.manufacturer) ?? manufacturers[0];
  const form = manufacturer?.options.find((f) => f.form === wanted.form) ?? manufacturer?.options[0];
  const dosage = form?.dossages.find((d) => d.dosage === wanted.dosage) ?? form?.dossages[0];
  const quantity = dosage?.commonQuantities.find((q) => q.display === wanted.quantityDisplay) ?? dosage?.commonQuantities[0];
  if (!manufacturer || !form || !dosage || !quantity) return null;
  return { manufacturer, form, dosage, quantity };
}

/** A draft after the reader changes one select: the later selects fall back to valid options. */
export function changeDraft(manufacturers: readonly ManufacturerOption[], draft: EditValues, field: Exclude<EditField, 'zip' | 'insured'>, value: string): EditValues {
  const next = { ...draft, [field]: value };
  const resolved = resolveSelection(manufacturers, next);
  if (!resolved) return next;
  return { ...next, manufacturer: resolved.manufacturer.name, form: resolved.form.form, dosage: resolved.dosage.dosage, quantityDisplay: resolved.quantity.display };
}

/** The widget's selected dosage for a resolved selection; the list price carries over only for the same formulation. */
export function selectedDosageFor(resolved: ResolvedSelection, previous: SelectedDosage): SelectedDosage {
  const sameFormulation = resolved.dosage.formulationId === previous.formulationId;
  return {
    quantityDisplay: resolved.quantity.display,
    quantityValue: resolved.quantity.value,
    formulationId: resolved.dosage.formulationId,
    form: resolved.form.form,
    dosage: resolved.dosage.dosage,
    drugSlug: resolved.manufacturer.drugSlug,
    drugMSRP: sameFormulation ? previous.drugMSRP : null,
    ndc: resolved.dosage.ndc,
    drugId: resolved.manufacturer.drugId,
    drugName: previous.drugName,
  };
}

/** What an update reloads. */
export interface ReloadPlan {
  /** GET /api/tip/lookup for the new zip. */
  lookup: boolean;
  /** GET /api/drugPricing for the new formulation's list price. */
  listPrice: boolean;
  /** GET /api/optum/prices. */
  prices: boolean;
}

export interface ReloadInputs {
  zip: string;
  formulationId: string;
  quantityValue: number;
  insured: boolean;
}

/**
 * Spec 4.1: a zip change looks the location up and reloads prices; a formulation change reloads the
 * list price (and the prices, which are per formulation); a dosage or quantity change reloads
 * prices; insured alone reloads nothing.
 */
export function reloadPlan(previous: ReloadInputs, next: ReloadInputs): ReloadPlan {
  const zip = previous.zip !== next.zip;
  const formulation = previous.formulationId !== next.formulationId;
  const quantity = previous.quantityValue !== next.quantityValue;
  return { lookup: zip, listPrice: formulation, prices: zip || formulation || quantity };
}

/** Spec 5: the insurance choice shows only when a copay driver exists. */
export function showsInsuredChoice(driver: CopayDriver | null): boolean {
  return driver !== null;
}

/** The copay header and info cards: always in the copay variant, elsewhere when the reader chose insured. */
export function showsCopayOffer(variant: 'article' | 'template' | 'copay', insured: boolean, driver: CopayDriver | null): boolean {
  return driver !== null && (variant === 'copay' || insured);
}

/** Spec 5: an invalid email is an error; empty input clears it. */
export function emailHasError(value: string): boolean {
  const v = value.trim();
  return v !== '' && !couponEmailPattern.test(v);
}

/** Spaces, brackets, dots, dashes and a plus are formatting; what is left must start with 10 digits. */
export function phoneHasError(value: string): boolean {
  const v = value.trim();
  if (v === '') return false;
  return !new RegExp(`^\\d{${phoneDigits}}`).test(v.replace(/[\s().+-]/g, ''));
}

/** Spec 5: Send does nothing while the field has an error or is empty. */
export function canSend(value: string, hasError: boolean): boolean {
  return value.trim() !== '' && !hasError;
}

export type WalletPlatform = 'Android' | 'iOS';

/** Spec 6: Android is 'Android' plus 'Mobile' in the user agent; iOS is iPad, iPhone, iPod or Macintosh; anything else has no wallet. */
export function walletPlatform(userAgent: string): WalletPlatform | null {
  if (userAgent.includes('Android') && userAgent.includes('Mobile')) return 'Android';
  if (/iPad|iPhone|iPod|Macintosh/.test(userAgent)) return 'iOS';
  return null;
}

export const couponViews = ['default', 'email', 'sms', 'success', 'success_wallet', 'error', 'error_wallet', 'timeout'] as const;
export type CouponView = (typeof couponViews)[number];

/** Viewports at least this tall get the taller default modal. */
export const tallViewport = 896;

/**
 * Spec 4.3 and 9, the modal's max height per view: default 812 px, or 896 px on a viewport at least
 * 896 px tall; email and sms 459; the send results and the timeout 280; the wallet results 214.
 */
export function modalMaxHeight(view: CouponView, viewportHeight: number): number {
  switch (view) {
    case 'default':
      return viewportHeight >= tallViewport ? 896 : 812;
    case 'email':
    case 'sms':
      return 459;
    case 'success':
    case 'error':
    case 'timeout':
      return 280;
    case 'success_wallet':
    case 'error_wallet':
      return 214;
  }
}

/** Spec 7: the coupon call's query for a card. */
export function couponQuery(dosage: SelectedDosage, card: PriceCardEntry): CouponQuery {
  return {
    formulationId: dosage.formulationId,
    drugId: dosage.drugId,
    drugName: dosage.drugName,
    drugUrlSlug: dosage.drugSlug,
    dosageDisplay: dosage.dosage,
    quantityDisplay: dosage.quantityDisplay,
    ndc: dosage.ndc,
    locationId: card.retailer.location.id,
    retailerId: card.retailer.id,
    retailerName: card.retailer.name,
    lowPriceAmount: card.price.amount,
    highPriceAmount: card.retailPrice?.amount,
    priceCurrency: 'USD',
    pbmId: card.pbmId,
  };
}

/** Query string of a request; undefined and null values are left out. */
export function queryString(query: Record<string, string | number | boolean | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) params.append(key, String(value));
  return params.toString();
}

/** Spec "Coupon data". */
export interface CouponData {
  pricingInformation: { drugName: string; discountedPrice: string; retailPrice: string | null; percentSavings: number | null };
  dosageInformation: { manufacturer: string; dosage: string; quantity: string };
  couponInformation: CouponResponse;
  retailerInformation: { name: string; logo: { imageSrc: string } };
}

export function couponData(coupon: CouponResponse, card: PriceCardEntry, dosage: SelectedDosage, manufacturer: string): CouponData {
  return {
    pricingInformation: {
      drugName: dosage.drugName,
      discountedPrice: card.price.display,
      retailPrice: card.retailPrice?.display ?? null,
      percentSavings: card.percentSavings,
    },
    dosageInformation: { manufacturer, dosage: `${dosage.dosage} ${dosage.form}`.trim(), quantity: dosage.quantityDisplay },
    couponInformation: { id: coupon.id, bin: coupon.bin, pcn: coupon.pcn, grp: coupon.grp, uid: coupon.uid },
    retailerInformation: { name: card.retailer.name, logo: { imageSrc: card.retailer.logo ?? fallbackLogo } },
  };
}

export type ShareRequest = { sendType: 'email'; email: string } | { sendType: 'textMessage'; phoneNumber: string } | { sendType: 'wallet'; platform: WalletPlatform };

/** Spec 7: POST /api/optum-coupon-info-share body. */
export function shareBody(token: string, couponID: string, request: ShareRequest): { token: string; couponID: string } & ShareRequest {
  if (request.sendType === 'email') return { token, couponID, sendType: 'email', email: request.email.trim() };
  if (request.sendType === 'textMessage') return { token, couponID, sendType: 'textMessage', phoneNumber: request.phoneNumber.trim() };
  return { token, couponID, sendType: 'wallet', platform: request.platform };
}

/** Spec 2.3: the success text names the partner; "an email" or "a text". */
export function successText(sendType: 'email' | 'textMessage', partnerName: string): string {
  return `Look for ${sendType === 'email' ? 'an email' : 'a text'} from ${partnerName}, and show the coupon at the pharmacy when you fill your prescription.`;
}

export const pkpassType = 'application/vnd.apple.pkpass';

/** Spec 7 and 9: the iOS wallet answer is the .pkpass in base64; it downloads as a file of this type. */
export function pkpassBlob(base64: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: pkpassType });
}

/** Spec 7: the Android wallet answer is a save-link id (a JWT) opened on the wallet provider's site. */
export function googleWalletSaveUrl(jwt: string): string {
  return `${googleWalletSavePrefix}${encodeURIComponent(jwt)}`;
}
