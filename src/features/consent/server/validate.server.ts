import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { categoryIds, consentCategories, type StoredChoice } from '../model';
import { latestConsentRecord, type ConsentRecord } from './records.server';

export interface ValidationResult {
  data: ConsentRecord;
  /** Whether the cookie's categories are the ones last recorded (false: the cookie was changed outside the site, or the record failed). */
  matchesCookie: boolean;
}

/** The stored record behind a consent cookie, and whether the cookie still says what was recorded. */
export async function validateConsentCookie(db: Kysely<Database>, choice: StoredChoice): Promise<ValidationResult | null> {
  const record = await latestConsentRecord(db, choice.consentId);
  if (!record) return null;
  const matchesCookie = categoryIds.every((id) => record.data.publisherCustomConsents[consentCategories[id]] === choice.groups[id]);
  return { data: record, matchesCookie };
}
