import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { GET as drugPricingGET } from '@/app/api/drugPricing/route';
import { GET as pricesGET } from '@/app/api/optum/prices/route';
import { GET as lookupGET } from '@/app/api/tip/lookup/route';
import { defaultLocation, haversineMiles } from '@/features/savings/geo';
import { manufacturerOptionSchema, pricesResponseSchema, type PricesResponse, type RetailerPriceEntry } from '@/features/savings/schema';
import { copayDriver, getDrugBySlug, listDrugs, listPrice, manufacturerOptions } from '@/features/savings/server/catalog.server';
import { createHttpProvider, PartnerError } from '@/features/savings/server/http-provider.server';
import { loadDrugSavings } from '@/features/savings/server/initial.server';
import { templateDrug } from '@/features/savings/server/template.server';
import { localPrices, UnknownFormulationError } from '@/features/savings/server/pricing.server';
import { seedDrugData } from '@/features/savings/server/seed.server';
import { lookupZipLocal } from '@/features/savings/server/zip-lookup.server';
import { resetEnvCache } from '@/lib/env';
import { openTestDb } from './test-db';

const state = vi.hoisted(() => ({ db: undefined as unknown, country: 'US' as string | null, getDbCalls: 0 }));
vi.mock('@/db/client.server', () => ({
  getDb: async () => {
    state.getDbCalls++;
    return state.db;
  },
}));
vi.mock('@/lib/region.server', () => ({
  currentRegion: async () => ({ country: state.country, isEEA: false, regime: state.country === 'US' ? 'us' : 'other' }),
}));

let db: Kysely<Database>;
let close: () => Promise<void>;
let seedMs = 0;

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  state.db = db;
  const started = Date.now();
  expect(await seedDrugData(db)).toBe(true);
  seedMs = Date.now() - started;
}, 30_000);
afterAll(async () => close());
afterEach(() => {
  state.country = 'US';
  delete process.env.DRUG_PRICES_URL;
  delete process.env.DRUG_PRICES_API_KEY;
  resetEnvCache();
  vi.unstubAllGlobals();
});

const atorvastatin20 = 'F-atorvastatin-tablet-20-mg';
const near47201 = { lat: defaultLocation.lat, long: defaultLocation.long, zip: '47201' };

async function firstDosage(slug: string) {
  const drug = (await getDrugBySlug(db, slug))!;
  const options = await manufacturerOptions(db, drug.family);
  return options.find((o) => o.drugSlug === slug)!.options[0]!.dossages[0]!;
}

describe('seeding', () => {
  it('fills every catalogue table once, quickly', async () => {
    expect(seedMs).toBeLessThan(10_000);
    expect(await seedDrugData(db)).toBe(false);
    const count = async (table: 'drugs' | 'pharmacy_locations' | 'pharmacy_chains' | 'pharmacy_prices' | 'drug_copay_drivers') =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(await count('drugs')).toBeGreaterThanOrEqual(30);
    expect(await count('pharmacy_locations')).toBeGreaterThanOrEqual(2000);
    expect(await count('pharmacy_chains')).toBe(19);
    expect(await count('pharmacy_prices')).toBeGreaterThan(5000);
    expect(await count('drug_copay_drivers')).toBe(3);
  });
});

describe('local prices', () => {
  it('prices the nearest locations (at most 50, within 50 miles), cheapest first, grouped', async () => {
    const result = await localPrices(db, { formulationId: atorvastatin20, quantity: 30, ...near47201 });
    expect(pricesResponseSchema.parse(result)).toEqual(result);
    expect(result.data.length).toBeGreaterThanOrEqual(9);
    expect(result.data.length).toBeLessThanOrEqual(50);
    for (const e of result.data) {
      expect(haversineMiles(near47201, { lat: e.retailer.location.coordinates.latitude, long: e.retailer.location.coordinates.longitude })).toBeLessThanOrEqual(50);
    }
    const amounts = result.data.map((e) => e.price.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(result.data.filter((e) => e.isLowestPrice)).toEqual([result.data[0]]);
    expect(result.pricing.cheapestRetailer).toEqual(result.data[0]);
    const names = result.pricing.allRetailers.map((e) => e.retailer.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThanOrEqual(9);
    expect(result.pricing.allRetailers.every((e) => !e.retailer.independent)).toBe(true);
    expect(result.pricing.independentPharmacies.map((e) => e.retailer.name)).toContain('Maple Street Pharmacy');
    const target = result.pricing.allRetailers.find((e) => e.retailer.name === 'Target (CVS)');
    expect(target?.retailer.logo).toBe('/pharmacy-logos/target.svg');
    expect(result.pricing.allRetailers.find((e) => e.retailer.name === 'Giant Eagle')?.retailer.logo).toBeNull();
    // Each chain's lowest price is the chain's price: the same at every location of the chain.
    const cvs = result.data.filter((e) => e.retailer.name === 'CVS Pharmacy');
    expect(new Set(cvs.map((e) => e.price.amount)).size).toBe(1);
  });

  it('keeps the 50 nearest when more are in range', async () => {
    const result = await localPrices(db, { formulationId: atorvastatin20, quantity: 30, lat: 40.7484, long: -73.9967 });
    expect(result.data).toHaveLength(50);
    const farthest = Math.max(...result.data.map((e) => e.distance));
    expect(farthest).toBeLessThan(10);
  });

  it('prices a quantity that is not a common one pro rata from the nearest common quantity', async () => {
    const at30 = await localPrices(db, { formulationId: atorvastatin20, quantity: 30, ...near47201 });
    const at40 = await localPrices(db, { formulationId: atorvastatin20, quantity: 40, ...near47201 });
    const price = (r: PricesResponse, id: string) => r.data.find((e) => e.retailer.location.id === id)!.price.amount;
    const someLocation = at30.data[3]!.retailer.location.id;
    expect(price(at40, someLocation)).toBeCloseTo((price(at30, someLocation) * 40) / 30, 2);
  });

  it('refuses an unknown formulation and finds nothing far from every pharmacy or for a copay-only drug', async () => {
    await expect(localPrices(db, { formulationId: 'F-nothing', quantity: 30, ...near47201 })).rejects.toBeInstanceOf(UnknownFormulationError);
    const desert = await localPrices(db, { formulationId: atorvastatin20, quantity: 30, lat: 38.5, long: -116.5 });
    expect(desert).toEqual({ data: [], pricing: { cheapestRetailer: null, allRetailers: [], independentPharmacies: [] } });
    const semavance = await firstDosage('semavance');
    expect((await localPrices(db, { formulationId: semavance.formulationId, quantity: 4, ...near47201 })).data).toEqual([]);
  });

  it('shows some dosages priced above the list price everywhere', async () => {
    const dosage = (await manufacturerOptions(db, 'lisinopril')).find((o) => o.drugSlug === 'lisinopril')!.options[0]!.dossages.find((d) => d.dosage === '2.5 mg')!;
    const msrp = (await listPrice(db, dosage.ndc))!;
    const result = await localPrices(db, { formulationId: dosage.formulationId, quantity: 30, ...near47201 });
    expect(result.pricing.cheapestRetailer!.price.amount).toBeGreaterThan(msrp * 30);
  });
});

describe('catalogue', () => {
  it('looks up ZIP codes from the zipcodes package', () => {
    expect(lookupZipLocal('47201')).toEqual({ zip: '47201', latitude: 39.2055, longitude: -85.9317, city: 'Columbus', state: 'IN' });
    expect(lookupZipLocal('00000')).toBeNull();
    expect(lookupZipLocal('4720')).toBeNull();
  });

  it('gives list prices per NDC, or null', async () => {
    const dosage = await firstDosage('atorvastatin');
    expect(await listPrice(db, dosage.ndc)).toBeGreaterThan(0);
    const trazodone = (await manufacturerOptions(db, 'trazodone'))[0]!.options[0]!.dossages.find((d) => d.dosage === '150 mg')!;
    expect(await listPrice(db, trazodone.ndc)).toBeNull();
    expect(await listPrice(db, '00000000000')).toBeNull();
  });

  it('gives a family’s manufacturer options, brand first, in the spec’s shape', async () => {
    const options = await manufacturerOptions(db, 'atorvastatin');
    expect(options.map((o) => [o.name, o.drugType, o.drugSlug])).toEqual([
      ['Lipitor', 'brand', 'lipitor'],
      ['Atorvastatin', 'other', 'atorvastatin'],
    ]);
    for (const o of options) expect(manufacturerOptionSchema.parse(o)).toEqual(o);
    expect(options[1]!.options[0]).toEqual({
      form: 'Tablet',
      dossages: expect.arrayContaining([
        { dosage: '20 mg', formulationId: atorvastatin20, ndc: expect.stringMatching(/^\d{11}$/), commonQuantities: [{ display: '30 tablets', value: 30 }, { display: '60 tablets', value: 60 }, { display: '90 tablets', value: 90 }] },
      ]),
    });
    expect(options[1]!.options[0]!.dossages.map((d) => d.dosage)).toEqual(['10 mg', '20 mg', '40 mg', '80 mg']);
    expect(await manufacturerOptions(db, 'no-such-family')).toEqual([]);
  });

  it('gives copay drivers and lists drugs', async () => {
    expect(await copayDriver(db, 'lipitor')).toMatchObject({ copay: 4, price: 25, ctaUrl: '/health/drugs/lipitor#copay', campaign: { type: 'copay', name: 'lipitor-copay-demo' } });
    expect(await copayDriver(db, 'semavance')).toMatchObject({ sectionTitle: expect.any(String), sectionDescription: expect.any(String), copay: 25 });
    expect(await copayDriver(db, 'respivair')).toBeNull();
    const drugs = await listDrugs(db);
    expect(drugs.length).toBeGreaterThanOrEqual(30);
    expect(drugs.find((d) => d.drugSlug === 'semavance')).toMatchObject({ retail: false, drugType: 'brand' });
    expect(drugs.find((d) => d.drugSlug === 'atorvastatin')).toMatchObject({ retail: true, drugType: 'other', name: 'Atorvastatin' });
    expect(await getDrugBySlug(db, 'nothing')).toBeNull();
  });
});

function partnerEntry(name: string, amount: number, logo: string | null = null): RetailerPriceEntry {
  return {
    retailer: {
      id: name,
      name,
      logo,
      pbmId: 'P1',
      independent: false,
      location: { id: `${name}-1`, addressLine1: '1 Main Street', city: 'Columbus', state: 'IN', zip: '47201', coordinates: { latitude: 39.2, longitude: -85.9 } },
    },
    price: { amount, currency: 'USD' },
    isLowestPrice: false,
    distance: 1,
  };
}

describe('the partner HTTP provider', () => {
  const calls: { url: URL; auth: string | null }[] = [];
  const answering = (status: number, body: unknown) =>
    (async (input: URL | RequestInfo, init?: RequestInit) => {
      calls.push({ url: new URL(String(input)), auth: new Headers(init?.headers).get('authorization') });
      return new Response(body === undefined ? '' : JSON.stringify(body), { status });
    }) as typeof fetch;
  const provider = (fetchImpl: typeof fetch, timeoutMs?: number) =>
    createHttpProvider({ baseUrl: 'https://partner.example/api/', apiKey: 'k3y', fetchImpl, timeoutMs, logoChains: async () => [{ name: 'Target (CVS)', logo: '/t.svg', sort: 1 }, { name: 'CVS Pharmacy', logo: '/c.svg', sort: 2 }] });

  it('calls the partner with the bearer key, validates, regroups and fills missing logos', async () => {
    calls.length = 0;
    const data = [partnerEntry('CVS Pharmacy', 20), partnerEntry('Target CVS Pharmacy', 12), partnerEntry('Walgreens', 15, '/w.png')];
    const result = await provider(answering(200, { data, pricing: { cheapestRetailer: null, allRetailers: [], independentPharmacies: [] } })).prices({ formulationId: 'F1', quantity: 30, lat: 39.2, long: -85.9, zip: '47201' });
    expect(calls[0]!.url.href).toBe('https://partner.example/api/optum/prices?formulationId=F1&quantity=30&lat=39.2&long=-85.9&zip=47201');
    expect(calls[0]!.auth).toBe('Bearer k3y');
    expect(result.data.map((e) => [e.retailer.name, e.retailer.logo, e.isLowestPrice])).toEqual([
      ['Target CVS Pharmacy', '/t.svg', true],
      ['Walgreens', '/w.png', false],
      ['CVS Pharmacy', '/c.svg', false],
    ]);
    expect(result.pricing.cheapestRetailer?.retailer.name).toBe('Target CVS Pharmacy');
  });

  it('maps the partner’s answers for ZIP lookups and list prices', async () => {
    calls.length = 0;
    const found = await provider(answering(200, { demographics: { ZipCode: '47201', Latitude: 39.2, Longitude: -85.9, City: 'Columbus', State: 'IN' }, errors: [] })).lookupZip('47201');
    expect(found).toEqual({ zip: '47201', latitude: 39.2, longitude: -85.9, city: 'Columbus', state: 'IN' });
    expect(calls[0]!.url.pathname).toBe('/api/tip/lookup');
    expect(await provider(answering(404, { demographics: null, errors: [{ code: 'unknown_zip', message: 'no' }] })).lookupZip('00000')).toBeNull();
    expect(await provider(answering(200, { ndc: '12345678901', priceTypeCode: 'SWD', drugMSRP: 3.5 })).listPrice('12345678901')).toBe(3.5);
    expect(calls.at(-1)!.url.search).toBe('?ndc=12345678901&priceTypeCode=SWD');
    expect(await provider(answering(404, { error: { code: 'unknown_ndc' } })).listPrice('12345678901')).toBeNull();
  });

  it('turns failures, invalid answers and timeouts into errors, and an unknown formulation into its own', async () => {
    const q = { formulationId: 'F1', quantity: 30, lat: 39.2, long: -85.9 };
    await expect(provider(answering(500, { oops: true })).prices(q)).rejects.toBeInstanceOf(PartnerError);
    await expect(provider(answering(200, { data: [{ nonsense: 1 }] })).prices(q)).rejects.toBeInstanceOf(PartnerError);
    await expect(provider(answering(200, 'not json at all')).listPrice('12345678901')).rejects.toBeInstanceOf(PartnerError);
    await expect(provider(answering(404, { error: { code: 'unknown_formulation' } })).prices(q)).rejects.toBeInstanceOf(UnknownFormulationError);
    const hanging = ((_input: unknown, init?: RequestInit) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)))) as typeof fetch;
    await expect(provider(hanging, 50).lookupZip('47201')).rejects.toBeInstanceOf(PartnerError);
    await expect(provider((async () => Promise.reject(new TypeError('fetch failed'))) as typeof fetch).listPrice('12345678901')).rejects.toBeInstanceOf(PartnerError);
  });
});

describe('loadDrugSavings', () => {
  it('gives nothing outside the US, without touching the database', async () => {
    state.getDbCalls = 0;
    expect(await loadDrugSavings({ drugSlug: 'atorvastatin' }, 'other')).toEqual({ status: 'not-us' });
    expect(await loadDrugSavings({ drugSlug: 'atorvastatin' }, 'gdpr')).toEqual({ status: 'not-us' });
    expect(state.getDbCalls).toBe(0);
  });

  it('reports an unknown drug as missing', async () => {
    expect(await loadDrugSavings({ drugSlug: 'no-such-drug' }, 'us')).toEqual({ status: 'missing' });
  });

  it('loads the first dosage and quantity at the default location with prices, list price and settings', async () => {
    const load = await loadDrugSavings({ drugSlug: 'atorvastatin' }, 'us');
    expect(load.status).toBe('ready');
    if (load.status !== 'ready') return;
    const { initial } = load;
    expect(initial.drug).toMatchObject({ name: 'Atorvastatin', drugSlug: 'atorvastatin', retail: true });
    expect(initial.manufacturers.map((m) => m.name)).toEqual(['Lipitor', 'Atorvastatin']);
    expect(initial.manufacturer).toBe('Atorvastatin');
    expect(initial.selectedDosage).toMatchObject({ formulationId: 'F-atorvastatin-tablet-10-mg', form: 'Tablet', dosage: '10 mg', quantityValue: 30, quantityDisplay: '30 tablets', drugSlug: 'atorvastatin', drugName: 'Atorvastatin' });
    expect(initial.selectedDosage.drugMSRP).toBeGreaterThan(0);
    expect(initial.location).toEqual({ zip: '47201', lat: 39.2055, long: -85.9317 });
    expect(initial.pricing!.allRetailers.length).toBeGreaterThanOrEqual(9);
    expect(initial.copayDriver).toBeNull();
    expect(initial).toMatchObject({ partnerName: 'Optum Perks', demoPrices: true, botCheck: { kind: 'altcha' } });
  });

  it('uses the given formulation, quantity and ZIP when valid, and falls back otherwise', async () => {
    const given = await loadDrugSavings({ drugSlug: 'atorvastatin', formulationId: atorvastatin20, quantity: 90, zip: '10001' }, 'us');
    if (given.status !== 'ready') throw new Error(given.status);
    expect(given.initial.selectedDosage).toMatchObject({ formulationId: atorvastatin20, quantityValue: 90, quantityDisplay: '90 tablets' });
    expect(given.initial.location).toEqual({ zip: '10001', lat: 40.7484, long: -73.9967 });
    expect(given.initial.pricing!.cheapestRetailer!.retailer.location.state).toMatch(/^(NY|NJ)$/);

    const fallback = await loadDrugSavings({ drugSlug: 'atorvastatin', formulationId: 'F-lipitor-tablet-20-mg', quantity: 45, zip: '00000' }, 'us');
    if (fallback.status !== 'ready') throw new Error(fallback.status);
    expect(fallback.initial.selectedDosage).toMatchObject({ formulationId: 'F-atorvastatin-tablet-10-mg', quantityValue: 30 });
    expect(fallback.initial.location).toEqual({ zip: '00000', lat: null, long: null });
    expect(fallback.initial.pricing).toBeNull();
  });

  it('gives a copay-only drug its driver and no prices, and the brand with a driver both', async () => {
    const semavance = await loadDrugSavings({ drugSlug: 'semavance' }, 'us');
    if (semavance.status !== 'ready') throw new Error(semavance.status);
    expect(semavance.initial.drug.retail).toBe(false);
    expect(semavance.initial.pricing).toBeNull();
    expect(semavance.initial.copayDriver).toMatchObject({ copay: 25 });
    const respivair = await loadDrugSavings({ drugSlug: 'respivair' }, 'us');
    if (respivair.status !== 'ready') throw new Error(respivair.status);
    expect(respivair.initial.copayDriver).toBeNull();
    const lipitor = await loadDrugSavings({ drugSlug: 'lipitor' }, 'us');
    if (lipitor.status !== 'ready') throw new Error(lipitor.status);
    expect(lipitor.initial.copayDriver).toMatchObject({ copay: 4 });
    expect(lipitor.initial.pricing!.cheapestRetailer).not.toBeNull();
  });

  it('throws when the database fails, for the block to show the resource-unavailable notice (RenderWidgets)', async () => {
    const saved = state.db;
    state.db = { selectFrom: () => { throw new Error('database down'); } };
    try {
      await expect(loadDrugSavings({ drugSlug: 'atorvastatin' }, 'us')).rejects.toThrow('database down');
    } finally {
      state.db = saved;
    }
  });

  it('keeps the page working when the partner fails: list price and pricing null', async () => {
    process.env.DRUG_PRICES_URL = 'https://partner.example';
    resetEnvCache();
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 503 }));
    const load = await loadDrugSavings({ drugSlug: 'atorvastatin' }, 'us');
    if (load.status !== 'ready') throw new Error(load.status);
    expect(load.initial).toMatchObject({ demoPrices: false, pricing: null, selectedDosage: { drugMSRP: null } });
  });
});

const get = (handler: (r: Request) => Promise<Response>, path: string) => handler(new Request(`http://localhost${path}`));
const pricesPath = (extra = '') => `/api/optum/prices?formulationId=${atorvastatin20}&quantity=30&lat=39.2055&long=-85.9317&zip=47201${extra}`;

describe('drug template pages', () => {
  it('resolve for every reader (the page holds the drug information; only its price tool is US-only), on the healthline site only', async () => {
    const lipitor = await templateDrug('healthline', '/health/drugs/lipitor');
    expect(lipitor).toMatchObject({ name: 'Lipitor', drugSlug: 'lipitor', retail: true, drugType: 'brand', generic: { name: 'Atorvastatin', drugSlug: 'atorvastatin' } });
    expect(lipitor!.uses).toMatch(/statin/i);
    expect(await templateDrug('healthline', '/health/drugs/no-such-drug')).toBeNull();
    expect(await templateDrug('psy', '/health/drugs/lipitor')).toBeNull();
    expect(await templateDrug('healthline', '/heart-health/lipitor')).toBeNull();
  });
});

describe('GET /api/optum/prices', () => {
  it('answers the grouped prices, privately cacheable', async () => {
    const response = await get(pricesGET, pricesPath());
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, max-age=60');
    const body = pricesResponseSchema.parse(await response.json());
    expect(body.pricing.allRetailers.length).toBeGreaterThanOrEqual(9);
  });

  it('answers 400 per field, 400 for unknown parameters, 404 for an unknown formulation', async () => {
    const bad = await get(pricesGET, `/api/optum/prices?formulationId=${atorvastatin20}&quantity=-1&lat=100&long=x&zip=123`);
    expect(bad.status).toBe(400);
    const issues = ((await bad.json()) as { error: { issues: { path: string }[] } }).error.issues.map((i) => i.path);
    expect(issues).toEqual(expect.arrayContaining(['quantity', 'lat', 'long', 'zip']));
    expect((await get(pricesGET, pricesPath('&evil=1'))).status).toBe(400);
    expect((await get(pricesGET, '/api/optum/prices')).status).toBe(400);
    const unknown = await get(pricesGET, pricesPath().replace(atorvastatin20, 'F-nothing'));
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe('unknown_formulation');
  });

  it('answers 404 with no data outside the US', async () => {
    state.country = 'FR';
    const response = await get(pricesGET, pricesPath());
    expect(response.status).toBe(404);
    expect(JSON.stringify(await response.json())).not.toContain('retailer');
  });

  it('answers 502 when the partner fails', async () => {
    process.env.DRUG_PRICES_URL = 'https://partner.example';
    resetEnvCache();
    vi.stubGlobal('fetch', async () => new Response('<html>', { status: 200 }));
    const response = await get(pricesGET, pricesPath());
    expect(response.status).toBe(502);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('partner_failed');
  });
});

describe('GET /api/tip/lookup', () => {
  it('answers demographics, errors for an unknown ZIP, 400 for a malformed one, 404 outside the US', async () => {
    const found = await get(lookupGET, '/api/tip/lookup?zip=47201');
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual({ demographics: { ZipCode: '47201', Latitude: 39.2055, Longitude: -85.9317, City: 'Columbus', State: 'IN' }, errors: [] });
    const unknown = await get(lookupGET, '/api/tip/lookup?zip=00000');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ demographics: null, errors: [{ code: 'unknown_zip' }] });
    for (const bad of ['?zip=4720', '?zip=abcde', '', '?zip=47201&x=1']) expect((await get(lookupGET, `/api/tip/lookup${bad}`)).status).toBe(400);
    state.country = 'CA';
    expect((await get(lookupGET, '/api/tip/lookup?zip=47201')).status).toBe(404);
  });
});

describe('GET /api/drugPricing', () => {
  it('answers the list price, 404 for an NDC without one, 400 for bad input, 404 outside the US', async () => {
    const { ndc } = await firstDosage('atorvastatin');
    const found = await get(drugPricingGET, `/api/drugPricing?ndc=${ndc}&priceTypeCode=SWD`);
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual({ ndc, priceTypeCode: 'SWD', drugMSRP: expect.any(Number) });
    expect((await get(drugPricingGET, '/api/drugPricing?ndc=00000000000&priceTypeCode=SWD')).status).toBe(404);
    expect((await get(drugPricingGET, `/api/drugPricing?ndc=${ndc}&priceTypeCode=AWP`)).status).toBe(400);
    expect((await get(drugPricingGET, '/api/drugPricing?ndc=123&priceTypeCode=SWD')).status).toBe(400);
    state.country = 'GB';
    expect((await get(drugPricingGET, `/api/drugPricing?ndc=${ndc}&priceTypeCode=SWD`)).status).toBe(404);
  });
});
