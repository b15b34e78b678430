// engine: database (prices, coupons and the outboxes come from the database)
import { expect, test, type APIRequestContext } from '@playwright/test';
import { query, resetNewsletterTables, solvedToken } from './newsletter-support';

/** The drug savings calls (spec savings 7) against the built server and its seeded demo data. */

interface Dosage {
  formulationId: string;
  ndc: string;
  quantities: { display: string; value: number }[];
  drugId: number;
  drugName: string;
  drugSlug: string;
  dosage: string;
}

function dosageOf(drugSlug: string): Dosage {
  const [row] = query<{ formulation_id: string; ndc: string; common_quantities: string; drug_id: number; name: string; drug_slug: string; dosage: string }>(
    `select d.formulation_id, d.ndc, d.common_quantities, f.drug_id, g.name, g.drug_slug, d.dosage
       from drug_dosages d join drug_forms f on f.id = d.form_id join drugs g on g.id = f.drug_id
      where g.drug_slug = ? order by f.sort, d.sort limit 1`,
    drugSlug,
  );
  return {
    formulationId: row!.formulation_id,
    ndc: row!.ndc,
    quantities: JSON.parse(row!.common_quantities) as Dosage['quantities'],
    drugId: row!.drug_id,
    drugName: row!.name,
    drugSlug: row!.drug_slug,
    dosage: row!.dosage,
  };
}

const columbus = { zip: '47201', lat: 39.2055, long: -85.9317 };

function pricesUrl(d: Dosage, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams({ formulationId: d.formulationId, quantity: String(d.quantities[0]!.value), lat: String(columbus.lat), long: String(columbus.long), zip: columbus.zip, ...extra });
  return `/api/optum/prices?${q}`;
}

interface PriceEntry {
  retailer: { id: string; name: string; pbmId: string; independent: boolean; location: { id: string; addressLine1: string } };
  price: { amount: number };
  isLowestPrice: boolean;
}

async function issueCoupon(request: APIRequestContext, d: Dosage): Promise<{ id: string; bin: string; pcn: string; grp: string; uid: string; retailer: string }> {
  const prices = (await (await request.get(pricesUrl(d))).json()) as { pricing: { allRetailers: PriceEntry[] } };
  const entry = prices.pricing.allRetailers[0]!;
  const q = new URLSearchParams({
    formulationId: d.formulationId,
    drugId: String(d.drugId),
    drugName: d.drugName,
    drugUrlSlug: d.drugSlug,
    dosageDisplay: d.dosage,
    quantityDisplay: d.quantities[0]!.display,
    ndc: d.ndc,
    locationId: entry.retailer.location.id,
    retailerId: entry.retailer.id,
    retailerName: entry.retailer.name,
    lowPriceAmount: String(entry.price.amount),
    priceCurrency: 'USD',
    pbmId: entry.retailer.pbmId,
  });
  const response = await request.get(`/api/optum/coupons?${q}`);
  expect(response.status(), await response.text()).toBe(200);
  return { ...((await response.json()) as { id: string; bin: string; pcn: string; grp: string; uid: string }), retailer: entry.retailer.name };
}

test.beforeEach(() => resetNewsletterTables());

test.describe('drug savings API', () => {
  test('prices: the nearest locations, cheapest first, grouped; bad queries are 400 per field', async ({ request }) => {
    const d = dosageOf('atorvastatin');
    const response = await request.get(pricesUrl(d));
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { data: PriceEntry[]; pricing: { cheapestRetailer: PriceEntry; allRetailers: PriceEntry[]; independentPharmacies: PriceEntry[] } };
    expect(body.data.length).toBeGreaterThan(8);
    const names = body.pricing.allRetailers.map((e) => e.retailer.name);
    expect(new Set(names).size).toBe(names.length);
    expect(body.pricing.independentPharmacies.every((e) => e.retailer.independent)).toBe(true);
    const lowest = Math.min(...body.data.map((e) => e.price.amount));
    expect(body.pricing.cheapestRetailer.price.amount).toBe(lowest);
    expect(body.data.filter((e) => e.isLowestPrice).every((e) => e.price.amount === lowest)).toBe(true);

    const bad = await request.get(`/api/optum/prices?formulationId=${d.formulationId}&quantity=-1&lat=100&long=x&zip=123`);
    expect(bad.status()).toBe(400);
    const paths = ((await bad.json()) as { error: { issues: { path: string }[] } }).error.issues.map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['quantity', 'lat', 'long', 'zip']));
    expect((await request.get(pricesUrl(d, { formulationId: 'no-such-formulation' }))).status()).toBe(404);
    expect((await request.get('/api/optum/prices?quantity=1&lat=1&long=1&evil=%00')).status()).toBe(400);
  });

  test('zip lookup, list price and non-US visitors', async ({ request }) => {
    const lookup = await request.get('/api/tip/lookup?zip=47201');
    expect(lookup.status()).toBe(200);
    const found = (await lookup.json()) as { demographics: { Latitude: number; Longitude: number }; errors: unknown[] };
    expect(found.demographics.Latitude).toBeCloseTo(39.2, 1);
    expect(found.demographics.Longitude).toBeCloseTo(-85.93, 1);
    expect(found.errors).toEqual([]);
    const unknown = await request.get('/api/tip/lookup?zip=00000');
    expect(unknown.status()).toBe(404);
    expect(((await unknown.json()) as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
    expect((await request.get('/api/tip/lookup?zip=4720')).status()).toBe(400);

    const d = dosageOf('atorvastatin');
    const msrp = await request.get(`/api/drugPricing?ndc=${d.ndc}&priceTypeCode=SWD`);
    expect(msrp.status()).toBe(200);
    expect(((await msrp.json()) as { drugMSRP: number }).drugMSRP).toBeGreaterThan(0);
    expect((await request.get(`/api/drugPricing?ndc=${d.ndc}&priceTypeCode=AWP`)).status()).toBe(400);

    const abroad = { headers: { 'cf-ipcountry': 'DE' } };
    expect((await request.get(pricesUrl(d), abroad)).status()).toBe(404);
    expect((await request.get('/api/tip/lookup?zip=47201', abroad)).status()).toBe(404);
    expect((await request.get(`/api/drugPricing?ndc=${d.ndc}&priceTypeCode=SWD`, abroad)).status()).toBe(404);
  });

  test('coupons are issued and stored with what they were issued for', async ({ request }) => {
    const d = dosageOf('atorvastatin');
    const coupon = await issueCoupon(request, d);
    expect(coupon).toMatchObject({ id: expect.any(String), bin: expect.stringMatching(/^\d{6}$/), pcn: expect.any(String), grp: expect.any(String), uid: expect.any(String) });
    const [row] = query<{ drug_slug: string; formulation_id: string; retailer_name: string }>('select drug_slug, formulation_id, retailer_name from drug_coupons where id = ?', coupon.id);
    expect(row).toEqual({ drug_slug: 'atorvastatin', formulation_id: d.formulationId, retailer_name: coupon.retailer });
    expect((await request.get('/api/optum/coupons?formulationId=x')).status()).toBe(400);
  });

  test('share by email and text: bot check, validation, the coupon must exist, 3 sends per recipient per 10 minutes', async ({ request }) => {
    const d = dosageOf('atorvastatin');
    const coupon = await issueCoupon(request, d);
    const send = async (body: Record<string, unknown>) => request.post('/api/optum-coupon-info-share', { data: { token: await solvedToken(request), couponID: coupon.id, ...body } });

    const invalid = await send({ sendType: 'email', email: 'not-an-email' });
    expect(invalid.status()).toBe(400);
    expect(((await invalid.json()) as { error: { issues: { path: string }[] } }).error.issues[0]!.path).toBe('email');
    expect((await send({ sendType: 'textMessage', phoneNumber: '555-0100' })).status()).toBe(400);
    expect((await send({ sendType: 'wallet', platform: 'Windows' })).status()).toBe(400);
    expect((await request.post('/api/optum-coupon-info-share', { data: { token: 'forged', couponID: coupon.id, sendType: 'email', email: 'reader@example.org' } })).status()).toBe(403);
    expect((await request.post('/api/optum-coupon-info-share', { data: 'not json', headers: { 'content-type': 'application/json' } })).status()).toBe(400);
    expect((await send({ couponID: 'Cnosuchcoupon', sendType: 'email', email: 'someone-else@example.org' })).status()).toBe(404);

    for (let i = 0; i < 3; i++) {
      const ok = await send({ sendType: 'email', email: 'Reader@Example.org' });
      expect(ok.status()).toBe(200);
      expect(await ok.json()).toEqual({ success: true });
    }
    const limited = await send({ sendType: 'email', email: 'reader@example.org' });
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);

    const mails = query<{ to_address: string; text_body: string }>('select to_address, text_body from mail_outbox');
    expect(mails).toHaveLength(3);
    for (const part of [d.drugName, d.dosage, d.quantities[0]!.display, coupon.retailer, coupon.bin, coupon.pcn, coupon.grp, coupon.uid]) expect(mails[0]!.text_body).toContain(part);

    const text = await send({ sendType: 'textMessage', phoneNumber: '(317) 555-2368' });
    expect(text.status()).toBe(200);
    const [sms] = query<{ to_number: string; body: string }>('select to_number, body from sms_outbox order by id desc limit 1');
    expect(sms!.to_number).toBe('3175552368');
    expect(sms!.body).toContain(coupon.uid);
    expect(sms!.body).not.toContain(d.drugName);
  });

  test('wallet: a signed .pkpass for iOS and a Google Wallet save link id for Android', async ({ request }) => {
    const coupon = await issueCoupon(request, dosageOf('atorvastatin'));
    const ios = await request.post('/api/optum-coupon-info-share', { data: { token: await solvedToken(request), couponID: coupon.id, sendType: 'wallet', platform: 'iOS' } });
    expect(ios.status()).toBe(200);
    const pass = (await ios.json()) as { success: boolean; data: string; contentType: string };
    expect(pass.success).toBe(true);
    expect(pass.contentType).toBe('application/vnd.apple.pkpass');
    expect(Buffer.from(pass.data, 'base64').subarray(0, 4).toString('hex')).toBe('504b0304');

    const android = await request.post('/api/optum-coupon-info-share', { data: { token: await solvedToken(request), couponID: coupon.id, sendType: 'wallet', platform: 'Android' } });
    expect(android.status()).toBe(200);
    const jwt = ((await android.json()) as { data: string }).data;
    expect(jwt.split('.')).toHaveLength(3);
    const claims = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as { aud: string; typ: string };
    expect(claims).toMatchObject({ aud: 'google', typ: 'savetowallet' });
  });
});
