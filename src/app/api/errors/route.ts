import { headers } from 'next/headers';
import { clientErrorSchema, maxErrorReportBytes } from '@/features/errors/schema';
import { logClientError, takeErrorReportSlot } from '@/features/errors/server/errors.server';
import { recordClientError } from '@/features/errors/server/error-reports.server';
import { getDb } from '@/db/client.server';
import { apiError, readJsonBody, zodIssues } from '@/lib/api';
import { clientAddress } from '@/lib/client-address.server';
import { currentSiteId } from '@/lib/current-site.server';
import { apiRoute } from '@/lib/api-route';

/** Client error reports (src/features/errors/reporter.ts): size-limited, rate-limited per address, validated, logged and grouped in error_reports. */
async function handlePOST(request: Request): Promise<Response> {
  const slot = await takeErrorReportSlot(await clientAddress());
  if (!slot.allowed) return apiError(429, 'rate_limited', 'Too many error reports; try again in a minute.', [], { 'retry-after': String(slot.retryAfterSeconds) });
  const read = await readJsonBody(request, maxErrorReportBytes);
  if (!read.ok) return read.response;
  const parsed = clientErrorSchema.safeParse(read.body);
  if (!parsed.success) return apiError(400, 'invalid_error_report', 'The error report is not valid.', zodIssues(parsed.error));
  const site = await currentSiteId();
  logClientError(parsed.data, (await headers()).get('user-agent'), site);
  await recordClientError(getDb, parsed.data, site);
  return new Response(null, { status: 204 });
}

export const POST = apiRoute(handlePOST);
