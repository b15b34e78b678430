import { z } from 'zod';
import { getDb } from '@/db/client.server';
import { apiError, readJsonBody, zodIssues } from '@/lib/api';
import { apiRoute } from '@/lib/api-route';
import { clientAddress } from '@/lib/client-address.server';
import { siteOrigin } from '@/lib/site-origin';
import { isSiteId } from '@/sites';
import { checkContentToken } from '@/publishing/api-auth.server';
import { apiActor } from '@/publishing/lifecycle/automation.server';
import { documentRow } from '@/publishing/lifecycle/documents.server';
import { LifecycleError } from '@/publishing/lifecycle/errors';
import { createPreviewLink, maxPreviewHours } from '@/publishing/lifecycle/previews.server';

const body = z.strictObject({ hours: z.number().int().min(1).max(maxPreviewHours).default(72) });

/**
 * A preview link to a document's newest revision (a draft saved with ?status=draft included), for a
 * script that wants someone to look before it publishes: the same expiring link the newsroom makes.
 * CONTENT_API_TOKEN.
 */
async function handlePOST(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const denied = await checkContentToken(request, await clientAddress());
  if (denied) return denied;
  const read = await readJsonBody(request, 1024);
  if (!read.ok) return read.response;
  const parsed = body.safeParse(read.body ?? {});
  if (!parsed.success) return apiError(400, 'invalid_request', `hours is 1 to ${maxPreviewHours}.`, zodIssues(parsed.error));
  const { id } = await params;
  if (!/^[0-9a-f-]{36}$/.test(id)) return apiError(404, 'not_found', 'There is no such document.');
  try {
    const db = await getDb();
    const row = await documentRow(db, id);
    const link = await createPreviewLink(db, apiActor, id, parsed.data.hours, new Date());
    const origin = isSiteId(row.site) ? siteOrigin(row.site) : '';
    return Response.json({ url: `${origin}${link.path}`, expiresAt: link.expiresAt }, { status: 201, headers: { 'cache-control': 'private, no-store' } });
  } catch (error) {
    if (error instanceof LifecycleError) return apiError(error.status, error.code, error.message, error.issues);
    throw error;
  }
}

export const POST = apiRoute(handlePOST);
