import 'server-only';
import type { Kysely, Selectable } from 'kysely';
import type { ConsentRecordsTable, Database } from '@/db/schema';
import type { PrivacyRegime } from '@/lib/region';
import { consentVersion } from '../model';
import type { ConsentRecordInput } from '../record-schema';

/** A stored choice as the consent server answers it. */
export interface ConsentRecord {
  consentId: string;
  site: string;
  version: number;
  regime: PrivacyRegime;
  gpc: boolean;
  createdAt: string;
  data: Omit<ConsentRecordInput, 'consentId'>;
}

export interface RecordContext {
  site: string;
  regime: PrivacyRegime;
  gpc: boolean;
  now?: Date;
}

function toRecord(row: Omit<Selectable<ConsentRecordsTable>, 'id'>): ConsentRecord {
  return {
    consentId: row.consent_id,
    site: row.site,
    version: row.version,
    regime: row.regime as PrivacyRegime,
    gpc: Number(row.gpc) === 1,
    createdAt: row.created_at,
    data: JSON.parse(row.data) as ConsentRecord['data'],
  };
}

/** Appends one choice (a record of every choice: rows are never updated) and answers it as stored. */
export async function storeConsentRecord(db: Kysely<Database>, input: ConsentRecordInput, ctx: RecordContext): Promise<ConsentRecord> {
  const { consentId, ...data } = input;
  const row = {
    consent_id: consentId,
    site: ctx.site,
    version: consentVersion,
    data: JSON.stringify(data),
    regime: ctx.regime,
    gpc: ctx.gpc ? 1 : 0,
    created_at: (ctx.now ?? new Date()).toISOString(),
  };
  await db.insertInto('consent_records').values(row).execute();
  return toRecord(row);
}

/** The latest choice stored for a consent id, or null when we never recorded one. */
export async function latestConsentRecord(db: Kysely<Database>, consentId: string): Promise<ConsentRecord | null> {
  const row = await db
    .selectFrom('consent_records')
    .select(['consent_id', 'site', 'version', 'data', 'regime', 'gpc', 'created_at'])
    .where('consent_id', '=', consentId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toRecord(row) : null;
}

/** Every choice for a consent id, oldest first (the audit trail). */
export async function consentHistory(db: Kysely<Database>, consentId: string): Promise<ConsentRecord[]> {
  const rows = await db
    .selectFrom('consent_records')
    .select(['consent_id', 'site', 'version', 'data', 'regime', 'gpc', 'created_at'])
    .where('consent_id', '=', consentId)
    .orderBy('id', 'asc')
    .execute();
  return rows.map(toRecord);
}
