import 'server-only';
import { randomBytes, randomInt } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, DrugCouponsTable } from '@/db/schema';
import { env } from '@/lib/env';
import type { SiteId } from '@/sites';
import { demoBin, type CouponDetails } from '../coupon-text';
import { couponResponseSchema, type CouponQuery, type CouponResponse } from '../schema';
import { couponLimitsFromEnv, limitIssue } from './send-limits.server';

/** The codes of coupons issued from the demo data set. demoBin is a placeholder, not a real processor's BIN. */
export const demoCouponCodes = { bin: demoBin, pcn: 'WELLREAD', grp: 'WR0006' } as const;

export class CouponError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 429 | 502,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** What issuing and sending need from the request; route handlers build it, tests pass it directly. */
export interface CouponRequestContext {
  site: SiteId;
  ip: string | null;
  /** The visitor's country is US (spec 6: the savings tool is for US visitors only). */
  isUS: boolean;
  now?: Date;
  fetchImpl?: typeof fetch;
}

export type CouponRow = Selectable<DrugCouponsTable>;

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** 'C' and 20 base32 characters (100 random bits): not guessable, so an id is enough to send a coupon. */
export function newCouponId(): string {
  const bytes = randomBytes(20);
  let id = 'C';
  for (const byte of bytes) id += base32Alphabet[byte & 31];
  return id;
}

/** 'WR' and 9 random digits. */
export function newMemberId(): string {
  return `WR${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

export const notAvailableMessage = 'Drug savings are available to visitors in the United States only.';

interface IssuedFor {
  drugName: string;
  drugSlug: string;
  dosage: string;
  quantity: string;
  retailerName: string;
  pbmId: string;
}

/** The drug the query names, by id, formulation and NDC together; the names stored come from our tables, not the query. */
async function drugFor(db: Kysely<Database>, q: CouponQuery) {
  const row = await db
    .selectFrom('drug_dosages as dd')
    .innerJoin('drug_forms as f', 'f.id', 'dd.form_id')
    .innerJoin('drugs as d', 'd.id', 'f.drug_id')
    .select(['d.name', 'd.drug_slug', 'dd.dosage', 'dd.common_quantities'])
    .where('dd.formulation_id', '=', q.formulationId)
    .where('dd.ndc', '=', q.ndc)
    .where('d.id', '=', q.drugId)
    .executeTakeFirst();
  if (!row) throw new CouponError(404, 'unknown_drug', 'There is no drug with this drugId, formulationId and ndc.');
  const quantities = JSON.parse(row.common_quantities) as Array<{ display: string; value: number }>;
  if (!quantities.some((option) => option.display === q.quantityDisplay)) {
    throw new CouponError(404, 'unknown_quantity', `"${q.quantityDisplay}" is not a quantity offered for this dosage.`);
  }
  return row;
}

/** The pharmacy, when prices come from our own tables: the location must belong to the retailer (chain). */
async function pharmacyFor(db: Kysely<Database>, q: CouponQuery) {
  const locationId = /^\d{1,12}$/.test(q.locationId) ? Number(q.locationId) : null;
  const row =
    locationId === null
      ? undefined
      : await db
          .selectFrom('pharmacy_locations as l')
          .innerJoin('pharmacy_chains as c', 'c.id', 'l.chain_id')
          .select(['l.name as location_name', 'c.id as chain_id', 'c.name as chain_name', 'c.independent', 'c.pbm_id'])
          .where('l.id', '=', locationId)
          .executeTakeFirst();
  if (!row) throw new CouponError(404, 'unknown_location', 'There is no pharmacy location with this locationId.');
  if (String(row.chain_id) !== q.retailerId) throw new CouponError(404, 'unknown_retailer', 'This pharmacy location does not belong to the retailer retailerId names.');
  return { name: Number(row.independent) === 1 ? row.location_name : row.chain_name, pbmId: row.pbm_id };
}

/** With a partner API configured (DRUG_PRICES_URL), the partner issues the coupon for the same query. */
async function partnerCoupon(q: CouponQuery, fetchImpl: typeof fetch): Promise<CouponResponse> {
  const { DRUG_PRICES_URL, DRUG_PRICES_API_KEY } = env();
  const params = new URLSearchParams(Object.entries(q).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
  const url = `${DRUG_PRICES_URL.replace(/\/$/, '')}/api/optum/coupons?${params}`;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      headers: { accept: 'application/json', ...(DRUG_PRICES_API_KEY ? { authorization: `Bearer ${DRUG_PRICES_API_KEY}` } : {}) },
      signal: AbortSignal.timeout(5000),
      cache: 'no-store',
    });
  } catch (error) {
    throw new CouponError(502, 'partner_failed', `The savings partner did not answer: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) throw new CouponError(502, 'partner_failed', `The savings partner answered ${response.status}.`);
  const parsed = couponResponseSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success || !/^[A-Za-z0-9_.:-]{1,64}$/.test(parsed.data.id)) throw new CouponError(502, 'partner_failed', 'The savings partner sent a coupon we cannot read.');
  return parsed.data;
}

/**
 * Issues a coupon for one drug, quantity and pharmacy (GET /api/optum/coupons): US visitors only,
 * a daily cap per IP, the drug checked against our catalogue and, with our own pricing data, the
 * pharmacy against our locations. Stores what it was issued for, so a send needs only the id.
 */
export async function issueCoupon(db: Kysely<Database>, q: CouponQuery, ctx: CouponRequestContext): Promise<CouponResponse> {
  if (!ctx.isUS) throw new CouponError(404, 'not_available', notAvailableMessage);
  const now = ctx.now ?? new Date();
  const limit = await limitIssue(db, ctx.ip, couponLimitsFromEnv());
  if (!limit.allowed) throw new CouponError(429, 'rate_limited', limit.message, limit.retryAfterSeconds);

  const drug = await drugFor(db, q);
  const usePartner = env().DRUG_PRICES_URL !== '';
  const pharmacy = usePartner ? { name: q.retailerName, pbmId: q.pbmId } : await pharmacyFor(db, q);
  const codes = usePartner
    ? await partnerCoupon(q, ctx.fetchImpl ?? fetch)
    : { id: newCouponId(), ...demoCouponCodes, uid: newMemberId() };

  const issuedFor: IssuedFor = {
    drugName: drug.name,
    drugSlug: drug.drug_slug,
    dosage: drug.dosage,
    quantity: q.quantityDisplay,
    retailerName: pharmacy.name,
    pbmId: pharmacy.pbmId,
  };
  await db
    .insertInto('drug_coupons')
    .values({
      id: codes.id,
      bin: codes.bin,
      pcn: codes.pcn,
      grp: codes.grp,
      uid: codes.uid,
      site: ctx.site,
      formulation_id: q.formulationId,
      drug_id: q.drugId,
      drug_name: issuedFor.drugName,
      drug_slug: issuedFor.drugSlug,
      dosage_display: issuedFor.dosage,
      quantity_display: issuedFor.quantity,
      ndc: q.ndc,
      location_id: q.locationId,
      retailer_id: q.retailerId,
      retailer_name: issuedFor.retailerName,
      low_price_amount: q.lowPriceAmount,
      high_price_amount: q.highPriceAmount ?? null,
      price_currency: q.priceCurrency,
      pbm_id: issuedFor.pbmId,
      created_at: now.toISOString(),
    })
    .execute();
  return { id: codes.id, bin: codes.bin, pcn: codes.pcn, grp: codes.grp, uid: codes.uid };
}

export async function findCoupon(db: Kysely<Database>, id: string): Promise<CouponRow | undefined> {
  return db.selectFrom('drug_coupons').selectAll().where('id', '=', id).executeTakeFirst();
}

export function couponDetails(row: CouponRow): CouponDetails {
  return {
    id: row.id,
    bin: row.bin,
    pcn: row.pcn,
    grp: row.grp,
    uid: row.uid,
    drugName: row.drug_name,
    dosage: row.dosage_display,
    quantity: row.quantity_display,
    pharmacy: row.retailer_name,
    price: Number(row.low_price_amount),
    demo: row.bin === demoBin,
  };
}
