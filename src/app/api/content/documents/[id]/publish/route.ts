import { z } from 'zod';
import { getDb } from '@/db/client.server';
import { apiError, readJsonBody, zodIssues } from '@/lib/api';
import { apiRoute } from '@/lib/api-route';
import { clientAddress } from '@/lib/client-address.server';
import { checkContentToken } from '@/publishing/api-auth.server';
import { apiActor } from '@/publishing/lifecycle/automation.server';
import { LifecycleError } from '@/publishing/lifecycle/errors';
import { publishDocument } from '@/publishing/lifecycle/release.server';

const body = z.strictObject({ revision: z.number().int().min(1) });

/** Publishes a revision of a newsroom document by its number (the id and numbers come back from PUT and GET). CONTENT_API_TOKEN. */
async function handlePOST(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const denied = await checkContentToken(request, await clientAddress());
  if (denied) return denied;
  const read = await readJsonBody(request, 1024);
  if (!read.ok) return read.response;
  const { id } = await params;
  if (!/^[0-9a-f-]{36}$/.test(id)) return apiError(404, 'not_found', 'There is no such document.');
  const parsed = body.safeParse(read.body);
  if (!parsed.success) return apiError(400, 'invalid_request', 'revision (a number) is required.', zodIssues(parsed.error));
  try {
    const { state, warnings } = await publishDocument(await getDb(), apiActor, id, { revision: parsed.data.revision }, new Date());
    return Response.json({ published: { id: state.id, revision: state.liveRevision, key: state.liveKey }, warnings }, { headers: { 'cache-control': 'private, no-store' } });
  } catch (error) {
    if (error instanceof LifecycleError) return apiError(error.status, error.code, error.message, error.issues);
    throw error;
  }
}

export const POST = apiRoute(handlePOST);
