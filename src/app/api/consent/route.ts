import { getDb } from '@/db/client.server';
import { consentRecordSchema, maxConsentBodyBytes } from '@/features/consent/record-schema';
import { storeConsentRecord } from '@/features/consent/server/records.server';
import { rateLimited, recordContext } from '@/features/consent/server/requests.server';
import { apiError, readJsonBody, zodIssues } from '@/lib/api';
import { apiRoute } from '@/lib/api-route';

/** Our consent server (spec: savings 7, PATCH /api/consent): stores every choice with its time and version, answers the stored record. */
async function handlePATCH(request: Request): Promise<Response> {
  const read = await readJsonBody(request, maxConsentBodyBytes);
  if (!read.ok) return read.response;
  const parsed = consentRecordSchema.safeParse(read.body);
  if (!parsed.success) return apiError(400, 'invalid_consent', 'The consent record is not valid.', zodIssues(parsed.error));
  const db = await getDb();
  const limited = await rateLimited('consent');
  if (limited) return limited;
  const record = await storeConsentRecord(db, parsed.data, await recordContext());
  return Response.json(record, { headers: { 'cache-control': 'no-store' } });
}

export const PATCH = apiRoute(handlePATCH);
