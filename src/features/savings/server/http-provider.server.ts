import 'server-only';
import type { z } from 'zod';
import { log } from '@/lib/log';
import { groupPricing, logoFor, rankPrices, type LogoChain } from '../grouping';
import { drugPricingResponseSchema, lookupResponseSchema, pricesResponseSchema } from '../schema';
import { UnknownFormulationError } from './pricing.server';
import type { DrugPricingProvider } from './provider.server';

/** The partner answered with an error, something invalid, or not in time. */
export class PartnerError extends Error {
  readonly code = 'partner_failed';
}

export interface HttpProviderOptions {
  /** DRUG_PRICES_URL: the partner's base URL; paths /optum/prices, /tip/lookup and /drugPricing are appended. */
  baseUrl: string;
  /** DRUG_PRICES_API_KEY, sent as a bearer token when set. */
  apiKey: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** Chains to match logos for entries the partner sends without one. */
  logoChains?: () => Promise<LogoChain[]>;
}

interface PartnerAnswer {
  status: number;
  body: unknown;
}

/** A partner API with our endpoints' request and answer shapes; every answer is validated. */
export function createHttpProvider(options: HttpProviderOptions): DrugPricingProvider {
  const { baseUrl, apiKey, timeoutMs = 5000, fetchImpl = fetch } = options;
  const base = baseUrl.replace(/\/+$/, '');

  async function get(path: string, params: Record<string, string | number | undefined>): Promise<PartnerAnswer> {
    const url = new URL(base + path);
    for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { accept: 'application/json' };
    if (apiKey) headers.authorization = `Bearer ${apiKey}`;
    try {
      const response = await fetchImpl(url, { headers, signal: AbortSignal.timeout(timeoutMs), cache: 'no-store' });
      const text = await response.text();
      let body: unknown = undefined;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = undefined;
      }
      return { status: response.status, body };
    } catch (error) {
      // The path only: queries carry what the reader asked about.
      log('warn', 'drug pricing partner unreachable', { path, error: error instanceof Error ? error.name : String(error) });
      throw new PartnerError(`The pricing partner did not answer ${path}.`);
    }
  }

  function valid<T>(schema: z.ZodType<T>, answer: PartnerAnswer, path: string): T {
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) {
      log('warn', 'drug pricing partner answered something invalid', { path, status: answer.status });
      throw new PartnerError(`The pricing partner answered ${path} with something invalid.`);
    }
    return parsed.data;
  }

  function failed(answer: PartnerAnswer, path: string): never {
    log('warn', 'drug pricing partner answered an error', { path, status: answer.status });
    throw new PartnerError(`The pricing partner answered ${path} with ${answer.status}.`);
  }

  const errorCode = (body: unknown): string | undefined => {
    const error = (body as { error?: { code?: unknown } } | undefined)?.error;
    return typeof error?.code === 'string' ? error.code : undefined;
  };

  return {
    async prices(query) {
      const path = '/optum/prices';
      const answer = await get(path, { formulationId: query.formulationId, quantity: query.quantity, lat: query.lat, long: query.long, zip: query.zip });
      if (answer.status === 404 && errorCode(answer.body) === 'unknown_formulation') throw new UnknownFormulationError(query.formulationId);
      if (answer.status !== 200) failed(answer, path);
      const { data } = valid(pricesResponseSchema, answer, path);
      const chains = data.some((e) => e.retailer.logo === null) && options.logoChains ? await options.logoChains() : [];
      const entries = data.map((e) => (e.retailer.logo === null && chains.length ? { ...e, retailer: { ...e.retailer, logo: logoFor(e.retailer.name, chains) } } : e));
      // Our own ranking and grouping rules apply whatever order the partner used.
      return { data: rankPrices(entries), pricing: groupPricing(entries) };
    },

    async lookupZip(zip) {
      const path = '/tip/lookup';
      const answer = await get(path, { zip });
      if (answer.status !== 200 && answer.status !== 404) failed(answer, path);
      const { demographics, errors } = valid(lookupResponseSchema, answer, path);
      if (!demographics || errors.length > 0 || answer.status === 404) return null;
      return { zip: demographics.ZipCode, latitude: demographics.Latitude, longitude: demographics.Longitude, city: demographics.City, state: demographics.State };
    },

    async listPrice(ndc) {
      const path = '/drugPricing';
      const answer = await get(path, { ndc, priceTypeCode: 'SWD' });
      if (answer.status === 404) return null;
      if (answer.status !== 200) failed(answer, path);
      return valid(drugPricingResponseSchema, answer, path).drugMSRP;
    },
  };
}
