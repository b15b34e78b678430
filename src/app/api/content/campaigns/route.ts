import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { getDb } from '@/db/client.server';
import { tagsForChange, type ContentChange } from '@/content/cache-tags';
import { validateDocument } from '@/publishing/validate';
import { checkContentToken } from '@/publishing/api-auth.server';
import { isPagePlacement } from '@/content/campaigns/schema';
import { findCampaign } from '@/content/campaigns/store.server';
import { apiActor, storeFromAutomation, takeDownFromAutomation } from '@/publishing/lifecycle/automation.server';
import { apiError, readJsonBody, zodIssues } from '@/lib/api';
import { apiRoute } from '@/lib/api-route';
import { clientAddress } from '@/lib/client-address.server';

const maxCampaignBytes = 64 * 1024;

/** Expires this process's cached campaigns (and pages, for page placements) at once; other processes follow through the change log. */
function expire(change: ContentChange): void {
  for (const tag of tagsForChange(change)) revalidateTag(tag, { expire: 0 });
}

/** Publishes one campaign document (create or replace by _uuid). Authorised by CONTENT_API_TOKEN like articles. */
async function handlePUT(request: Request): Promise<Response> {
  const denied = await checkContentToken(request, await clientAddress());
  if (denied) return denied;
  const read = await readJsonBody(request, maxCampaignBytes);
  if (!read.ok) return read.response;
  const result = validateDocument(read.body);
  if (!result.ok) return apiError(400, 'invalid_document', 'The document has errors; nothing was stored.', result.errors);
  if (result.document.documentType !== 'campaign') {
    return apiError(400, 'invalid_document', 'This endpoint takes campaign documents.', [{ path: 'documentType', message: 'must be "campaign"' }]);
  }
  const campaign = result.document;
  // A revision in the newsroom, published at once as before (decision 017).
  const { $schema: _pointer, ...raw } = read.body as Record<string, unknown>;
  await storeFromAutomation(await getDb(), apiActor, raw, { draft: false, kind: 'api' }, new Date());
  expire({ kind: 'campaign', site: campaign.site, pagePlacement: isPagePlacement(campaign.articlePlacement) });
  return Response.json({ stored: { site: campaign.site, _uuid: campaign._uuid, articlePlacement: campaign.articlePlacement }, warnings: result.warnings });
}

const deleteQuery = z.strictObject({ uuid: z.uuid() });

async function handleDELETE(request: Request): Promise<Response> {
  const denied = await checkContentToken(request, await clientAddress());
  if (denied) return denied;
  const query = deleteQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return apiError(400, 'invalid_query', 'uuid (the campaign\'s _uuid) is required.', zodIssues(query.error));
  const db = await getDb();
  const previous = await findCampaign(db, query.data.uuid);
  const deleted = previous ? await takeDownFromAutomation(db, apiActor, null, 'campaign', query.data.uuid, new Date()) : false;
  if (!deleted || !previous) return apiError(404, 'not_found', `No campaign ${query.data.uuid}.`);
  expire({ kind: 'campaign', site: previous.site, pagePlacement: isPagePlacement(previous.articlePlacement) });
  return new Response(null, { status: 204 });
}

export const PUT = apiRoute(handlePUT);
export const DELETE = apiRoute(handleDELETE);
