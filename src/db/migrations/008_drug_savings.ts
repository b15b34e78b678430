import type { Kysely } from 'kysely';
import { idColumn as idColumnFor } from '../engine';

/**
 * Drug cost savings: the drug catalogue (drugs, forms, dosages with formulation ids, NDCs and
 * common quantities, list prices), pharmacy chains, locations and prices, issued coupons, the
 * SMS outbox and copay drivers. Catalogue ids are assigned by the generator, so they are plain
 * integer keys; coupons and the outbox are appended at run time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const idColumn = idColumnFor(db);

  await db.schema
    .createTable('drugs')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('drug_slug', 'text', (c) => c.notNull().unique())
    .addColumn('drug_type', 'text', (c) => c.notNull())
    .addColumn('family', 'text', (c) => c.notNull())
    .addColumn('retail', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('drugs_family').on('drugs').column('family').execute();

  await db.schema
    .createTable('drug_forms')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('drug_id', 'integer', (c) => c.notNull())
    .addColumn('form', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('drug_forms_drug').on('drug_forms').column('drug_id').execute();

  await db.schema
    .createTable('drug_dosages')
    .addColumn('formulation_id', 'text', (c) => c.primaryKey())
    .addColumn('form_id', 'integer', (c) => c.notNull())
    .addColumn('dosage', 'text', (c) => c.notNull())
    .addColumn('ndc', 'text', (c) => c.notNull().unique())
    .addColumn('common_quantities', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('drug_dosages_form').on('drug_dosages').column('form_id').execute();

  await db.schema
    .createTable('drug_list_prices')
    .addColumn('ndc', 'text', (c) => c.notNull())
    .addColumn('price_type_code', 'text', (c) => c.notNull())
    .addColumn('drug_msrp', 'real', (c) => c.notNull())
    .addPrimaryKeyConstraint('drug_list_prices_pk', ['ndc', 'price_type_code'])
    .execute();

  await db.schema
    .createTable('pharmacy_chains')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('logo', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('independent', 'integer', (c) => c.notNull())
    .addColumn('pbm_id', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('pharmacy_locations')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('chain_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address_line1', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('zip', 'text', (c) => c.notNull())
    .addColumn('latitude', 'real', (c) => c.notNull())
    .addColumn('longitude', 'real', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pharmacy_locations_lat').on('pharmacy_locations').columns(['latitude', 'longitude']).execute();

  await db.schema
    .createTable('pharmacy_prices')
    .addColumn('formulation_id', 'text', (c) => c.notNull())
    .addColumn('quantity', 'real', (c) => c.notNull())
    .addColumn('chain_id', 'integer', (c) => c.notNull())
    .addColumn('amount', 'real', (c) => c.notNull())
    .addPrimaryKeyConstraint('pharmacy_prices_pk', ['formulation_id', 'quantity', 'chain_id'])
    .execute();

  await db.schema
    .createTable('drug_copay_drivers')
    .addColumn('drug_slug', 'text', (c) => c.primaryKey())
    .addColumn('section_title', 'text', (c) => c.notNull())
    .addColumn('section_description', 'text', (c) => c.notNull())
    .addColumn('copay', 'real', (c) => c.notNull())
    .addColumn('monthly_price', 'real', (c) => c.notNull())
    .addColumn('cta_url', 'text', (c) => c.notNull())
    .addColumn('campaign', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('drug_coupons')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('bin', 'text', (c) => c.notNull())
    .addColumn('pcn', 'text', (c) => c.notNull())
    .addColumn('grp', 'text', (c) => c.notNull())
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('formulation_id', 'text', (c) => c.notNull())
    .addColumn('drug_id', 'integer', (c) => c.notNull())
    .addColumn('drug_name', 'text', (c) => c.notNull())
    .addColumn('drug_slug', 'text', (c) => c.notNull())
    .addColumn('dosage_display', 'text', (c) => c.notNull())
    .addColumn('quantity_display', 'text', (c) => c.notNull())
    .addColumn('ndc', 'text', (c) => c.notNull())
    .addColumn('location_id', 'text', (c) => c.notNull())
    .addColumn('retailer_id', 'text', (c) => c.notNull())
    .addColumn('retailer_name', 'text', (c) => c.notNull())
    .addColumn('low_price_amount', 'real', (c) => c.notNull())
    .addColumn('high_price_amount', 'real')
    .addColumn('price_currency', 'text', (c) => c.notNull())
    .addColumn('pbm_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', 'integer', idColumn)
    .addColumn('to_number', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sms_outbox', 'drug_coupons', 'drug_copay_drivers', 'pharmacy_prices', 'pharmacy_locations', 'pharmacy_chains', 'drug_list_prices', 'drug_dosages', 'drug_forms', 'drugs']) {
    await db.schema.dropTable(table).execute();
  }
}
