import 'server-only';
import { getDb } from '@/db/client.server';
import { botCheckConfig } from '@/features/newsletter/server/bot-check.server';
import { env } from '@/lib/env';
import type { RegionClass } from '@/lib/page-key';
import { savingsAvailableIn } from '../availability';
import { defaultLocation } from '../geo';
import { zipSchema, type DrugSavingsInitial, type DrugSavingsLoad, type GroupedPricing, type ManufacturerOption, type SelectedDosage, type UserLocation } from '../schema';
import { copayDriver, getDrugBySlug, manufacturerOptions } from './catalog.server';
import { pricingProvider, type DrugPricingProvider } from './provider.server';

export interface DrugSavingsWidgetInput {
  drugSlug: string;
  formulationId?: string;
  quantity?: number;
  zip?: string;
}

/** The given formulation and quantity when the drug offers them, else its first form, dosage and quantity. */
export function selectDosage(option: ManufacturerOption, drugName: string, formulationId?: string, quantity?: number): Omit<SelectedDosage, 'drugMSRP'> | null {
  const all = option.options.flatMap((form) => form.dossages.map((dosage) => ({ form, dosage })));
  const chosen = all.find((o) => o.dosage.formulationId === formulationId) ?? all.find((o) => o.dosage.commonQuantities.length > 0);
  if (!chosen) return null;
  const quantities = chosen.dosage.commonQuantities;
  const q = quantities.find((c) => c.value === quantity) ?? quantities[0]!;
  return {
    quantityDisplay: q.display,
    quantityValue: q.value,
    formulationId: chosen.dosage.formulationId,
    form: chosen.form.form,
    dosage: chosen.dosage.dosage,
    drugSlug: option.drugSlug,
    ndc: chosen.dosage.ndc,
    drugId: option.drugId,
    drugName,
  };
}

async function locate(provider: DrugPricingProvider, zip: string | undefined): Promise<UserLocation> {
  if (!zip || zip === defaultLocation.zip || !zipSchema.safeParse(zip).success) {
    return { zip: defaultLocation.zip, lat: defaultLocation.lat, long: defaultLocation.long };
  }
  // Spec savings 8: a failed or unknown ZIP lookup leaves lat and long null.
  const found = await provider.lookupZip(zip).catch(() => null);
  return { zip, lat: found?.latitude ?? null, long: found?.longitude ?? null };
}

async function initialPricing(provider: DrugPricingProvider, selected: Omit<SelectedDosage, 'drugMSRP'>, location: UserLocation): Promise<GroupedPricing | null> {
  if (location.lat === null || location.long === null) return null;
  try {
    const { pricing } = await provider.prices({ formulationId: selected.formulationId, quantity: selected.quantityValue, lat: location.lat, long: location.long, zip: location.zip });
    return pricing;
  } catch {
    return null;
  }
}

/**
 * Everything the drug cost savings widget needs on first render, for US visitors only (others
 * get 'not-us' before any database work). An unknown drug gives 'missing' (the spec's
 * "No pricing information found"). A database failure is thrown, for the widget renderer to put
 * the resource-unavailable notice in the block's place; a failing price partner leaves the list
 * price and the first prices null, and the tool offers Retry.
 */
export async function loadDrugSavings(widget: DrugSavingsWidgetInput, region: RegionClass): Promise<DrugSavingsLoad> {
  if (!savingsAvailableIn(region)) return { status: 'not-us' };
  const db = await getDb();
  const drug = await getDrugBySlug(db, widget.drugSlug);
  if (!drug) return { status: 'missing' };
  const manufacturers = await manufacturerOptions(db, drug.family);
  const own = manufacturers.find((m) => m.drugSlug === drug.drugSlug);
  const selected = own ? selectDosage(own, drug.name, widget.formulationId, widget.quantity) : null;
  if (!own || !selected) return { status: 'missing' };

  const provider = await pricingProvider();
  const [drugMSRP, location, driver] = await Promise.all([
    provider.listPrice(selected.ndc).catch(() => null),
    locate(provider, widget.zip),
    copayDriver(db, drug.drugSlug),
  ]);
  const pricing = drug.retail ? await initialPricing(provider, selected, location) : null;
  const { SAVINGS_PARTNER_NAME, SAVINGS_COUPON_PAGE_URL, DRUG_PRICES_URL, RECAPTCHA_SITE_KEY, RECAPTCHA_SECRET } = env();
  const initial: DrugSavingsInitial = {
    drug: { id: drug.id, name: drug.name, drugSlug: drug.drugSlug, retail: drug.retail },
    manufacturers,
    manufacturer: own.name,
    selectedDosage: { ...selected, drugMSRP },
    location,
    pricing,
    copayDriver: driver,
    partnerName: SAVINGS_PARTNER_NAME,
    demoPrices: !DRUG_PRICES_URL,
    ...(SAVINGS_COUPON_PAGE_URL ? { couponPageUrl: SAVINGS_COUPON_PAGE_URL } : {}),
    botCheck: botCheckConfig({ siteKey: RECAPTCHA_SITE_KEY, secret: RECAPTCHA_SECRET }),
  };
  return { status: 'ready', initial };
}
