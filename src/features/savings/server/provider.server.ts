import 'server-only';
import type { Kysely } from 'kysely';
import { getDb } from '@/db/client.server';
import type { Database } from '@/db/schema';
import { apiError } from '@/lib/api';
import { env } from '@/lib/env';
import type { PricesQuery, PricesResponse } from '../schema';
import { listPrice as localListPrice } from './catalog.server';
import { createHttpProvider, PartnerError } from './http-provider.server';
import { localPrices, logoChains, UnknownFormulationError } from './pricing.server';
import { lookupZipLocal, type ZipLocation } from './zip-lookup.server';

export { PartnerError } from './http-provider.server';
export { UnknownFormulationError } from './pricing.server';

/**
 * Where prices, ZIP locations and list prices come from: our own tables (default, demo data) or
 * a partner's HTTP API with the same calls (DRUG_PRICES_URL).
 */
export interface DrugPricingProvider {
  /** Throws UnknownFormulationError, or PartnerError when the partner fails. */
  prices(query: PricesQuery): Promise<PricesResponse>;
  /** null: unknown ZIP code. */
  lookupZip(zip: string): Promise<ZipLocation | null>;
  /** List price per unit (drugMSRP, SWD); null: none published. */
  listPrice(ndc: string): Promise<number | null>;
}

export function createLocalProvider(db: Kysely<Database>): DrugPricingProvider {
  return {
    prices: (query) => localPrices(db, query),
    lookupZip: async (zip) => lookupZipLocal(zip),
    listPrice: (ndc) => localListPrice(db, ndc),
  };
}

/** The configured provider: the partner API when DRUG_PRICES_URL is set, else our tables. */
export async function pricingProvider(): Promise<DrugPricingProvider> {
  const { DRUG_PRICES_URL, DRUG_PRICES_API_KEY } = env();
  if (DRUG_PRICES_URL) {
    return createHttpProvider({
      baseUrl: DRUG_PRICES_URL,
      apiKey: DRUG_PRICES_API_KEY,
      // Partner answers may lack logos; our chain list fills them by name (Target before CVS).
      logoChains: async () => logoChains(await getDb()).catch(() => []),
    });
  }
  return createLocalProvider(await getDb());
}

/** The API answer for a provider failure: 404 for an unknown formulation, 502 for a failed partner; null for anything else. */
export function providerErrorResponse(error: unknown): Response | null {
  if (error instanceof UnknownFormulationError) return apiError(404, error.code, error.message);
  if (error instanceof PartnerError) return apiError(502, error.code, 'The drug pricing service did not answer. Try again later.');
  return null;
}
