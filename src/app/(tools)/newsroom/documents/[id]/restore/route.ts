import { readFormBody } from '@/lib/api';
import { apiRoute } from '@/lib/api-route';
import { seeOther as see } from '@/features/staff/server/see-other.server';
import { crossSiteRefused, isCrossSiteRequest } from '@/lib/request-security';
import { getDb } from '@/db/client.server';
import { PermissionError } from '@/features/staff/permissions';
import { actorOf } from '@/features/staff/server/staff.server';
import { staffForHeaders } from '@/features/staff/server/current-staff.server';
import { LifecycleError } from '@/publishing/lifecycle/errors';
import { restoreRevision } from '@/publishing/lifecycle/release.server';

/** The history page's Restore button: the revision becomes a new draft revision, then the editor opens. */
async function handlePOST(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  if (isCrossSiteRequest(request.headers)) return crossSiteRefused();
  const { id } = await params;
  const db = await getDb();
  const staff = await staffForHeaders(db, request.headers);
  if (!staff) return see('/newsroom/sign-in');
  const read = await readFormBody(request, 4096);
  if (!read.ok) return read.response;
  const revision = Number.parseInt(read.form.get('revision') ?? '', 10);
  const base = Number.parseInt(read.form.get('baseRevision') ?? '', 10);
  const history = `/newsroom/documents/${encodeURIComponent(id)}/history`;
  if (!Number.isInteger(revision) || !Number.isInteger(base)) return see(history);
  try {
    await restoreRevision(db, actorOf(staff), id, revision, base, new Date());
    return see(`/newsroom/documents/${encodeURIComponent(id)}`);
  } catch (error) {
    if (error instanceof PermissionError) return see(`/newsroom/not-allowed?need=${error.permission}`);
    if (error instanceof LifecycleError) return see(error.status === 404 ? '/newsroom' : history);
    throw error;
  }
}

export const POST = apiRoute(handlePOST);
