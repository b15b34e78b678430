import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { generateDemoData, type DemoData } from '../data/generate';

/** SQLite allows 999 bound values per statement in its most conservative builds; PostgreSQL far more. */
const maxVariables = 999;

async function insertChunked<T extends keyof Database & string>(db: Kysely<Database>, table: T, rows: readonly Database[T][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!).length;
  const perStatement = Math.max(1, Math.floor(maxVariables / columns));
  for (let i = 0; i < rows.length; i += perStatement) {
    // The rows come from the generator typed as the table's row type.
    await db.insertInto(table).values(rows.slice(i, i + perStatement) as never).execute();
  }
}

/**
 * Inserts the generated demo drug and pharmacy data in one transaction when the drugs table is
 * empty; returns whether it did. Coupons and the SMS outbox are left alone.
 */
export async function seedDrugData(db: Kysely<Database>, data: DemoData = generateDemoData()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('drugs').select('id').limit(1).executeTakeFirst();
    if (existing) return false;
    await insertChunked(trx, 'drugs', data.drugs);
    await insertChunked(trx, 'drug_forms', data.drugForms);
    await insertChunked(trx, 'drug_dosages', data.drugDosages);
    await insertChunked(trx, 'drug_list_prices', data.drugListPrices);
    await insertChunked(trx, 'pharmacy_chains', data.pharmacyChains);
    await insertChunked(trx, 'pharmacy_locations', data.pharmacyLocations);
    await insertChunked(trx, 'pharmacy_prices', data.pharmacyPrices);
    await insertChunked(trx, 'drug_copay_drivers', data.drugCopayDrivers);
    return true;
  });
}
