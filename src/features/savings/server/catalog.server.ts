import 'server-only';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '@/db/schema';
import { quantityOptionSchema, type CopayDriver, type ManufacturerOption, type QuantityOption } from '../schema';

/** Reads of the drug catalogue: drugs, their family's options, list prices and copay drivers. */

export interface DrugRecord {
  id: number;
  name: string;
  drugSlug: string;
  drugType: 'brand' | 'other';
  family: string;
  /** false: no pharmacy prices (copay-only). */
  retail: boolean;
}

export type DrugListItem = Omit<DrugRecord, 'family'>;

const drugType = (value: string): 'brand' | 'other' => (value === 'brand' ? 'brand' : 'other');

const quantitiesSchema = z.array(quantityOptionSchema);

export function parseQuantities(json: string): QuantityOption[] {
  try {
    const parsed = quantitiesSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export async function getDrugBySlug(db: Kysely<Database>, slug: string): Promise<DrugRecord | null> {
  const row = await db.selectFrom('drugs').selectAll().where('drug_slug', '=', slug).executeTakeFirst();
  return row ? { id: row.id, name: row.name, drugSlug: row.drug_slug, drugType: drugType(row.drug_type), family: row.family, retail: row.retail === 1 } : null;
}

/** Every drug, by name (the drug template pages). */
export async function listDrugs(db: Kysely<Database>): Promise<DrugListItem[]> {
  const rows = await db.selectFrom('drugs').select(['id', 'name', 'drug_slug', 'drug_type', 'retail']).orderBy('name').execute();
  return rows.map((r) => ({ id: r.id, name: r.name, drugSlug: r.drug_slug, drugType: drugType(r.drug_type), retail: r.retail === 1 }));
}

/** The family's drugs (brand first, then by name) with their forms and dosages in catalogue order. */
export async function manufacturerOptions(db: Kysely<Database>, family: string): Promise<ManufacturerOption[]> {
  const rows = await db
    .selectFrom('drugs as d')
    .innerJoin('drug_forms as f', 'f.drug_id', 'd.id')
    .innerJoin('drug_dosages as s', 's.form_id', 'f.id')
    .select(['d.id as drugId', 'd.name', 'd.drug_slug', 'd.drug_type', 'f.id as formId', 'f.form', 'f.sort as formSort', 's.dosage', 's.formulation_id', 's.ndc', 's.common_quantities', 's.sort as dosageSort'])
    .where('d.family', '=', family)
    .execute();
  rows.sort(
    (a, b) =>
      Number(b.drug_type === 'brand') - Number(a.drug_type === 'brand') ||
      a.name.localeCompare(b.name) ||
      a.formSort - b.formSort ||
      a.formId - b.formId ||
      a.dosageSort - b.dosageSort,
  );
  const byDrug = new Map<number, ManufacturerOption>();
  const forms = new Map<number, ManufacturerOption['options'][number]>();
  for (const r of rows) {
    let drug = byDrug.get(r.drugId);
    if (!drug) {
      drug = { drugId: r.drugId, name: r.name, drugType: drugType(r.drug_type), drugSlug: r.drug_slug, options: [] };
      byDrug.set(r.drugId, drug);
    }
    let form = forms.get(r.formId);
    if (!form) {
      form = { form: r.form, dossages: [] };
      forms.set(r.formId, form);
      drug.options.push(form);
    }
    form.dossages.push({ dosage: r.dosage, formulationId: r.formulation_id, ndc: r.ndc, commonQuantities: parseQuantities(r.common_quantities) });
  }
  return [...byDrug.values()];
}

/** List price per unit (drugMSRP, price type SWD) of an NDC, or null when none is published. */
export async function listPrice(db: Kysely<Database>, ndc: string): Promise<number | null> {
  const row = await db.selectFrom('drug_list_prices').select('drug_msrp').where('ndc', '=', ndc).where('price_type_code', '=', 'SWD').executeTakeFirst();
  return row ? Number(row.drug_msrp) : null;
}

const campaignSchema = z.object({ type: z.string(), category: z.string(), placement: z.string(), name: z.string() });

/** The drug's copay programme (spec savings 3 "Driver (copay)"), or null. */
export async function copayDriver(db: Kysely<Database>, drugSlug: string): Promise<CopayDriver | null> {
  const row = await db.selectFrom('drug_copay_drivers').selectAll().where('drug_slug', '=', drugSlug).executeTakeFirst();
  if (!row) return null;
  let campaign: CopayDriver['campaign'];
  try {
    campaign = campaignSchema.parse(JSON.parse(row.campaign));
  } catch {
    campaign = { type: 'copay', category: '', placement: '', name: row.drug_slug };
  }
  return {
    sectionTitle: row.section_title,
    sectionDescription: row.section_description,
    copay: Number(row.copay),
    price: Number(row.monthly_price),
    ctaUrl: row.cta_url,
    campaign,
  };
}
