import { randomUUID } from 'node:crypto';
import { readFormBody } from '@/lib/api';
import { apiRoute } from '@/lib/api-route';
import { seeOther as see } from '@/features/staff/server/see-other.server';
import { crossSiteRefused, isCrossSiteRequest } from '@/lib/request-security';
import { getDb } from '@/db/client.server';
import { actorOf } from '@/features/staff/server/staff.server';
import { staffForHeaders } from '@/features/staff/server/current-staff.server';
import { PermissionError } from '@/features/staff/permissions';
import { createDocument } from '@/publishing/lifecycle/documents.server';
import { LifecycleError } from '@/publishing/lifecycle/errors';
import { newDocument } from '@/content/lifecycle/new-document';
import { recordNamed } from '@/content/authors';
import { listAuthors } from '@/content/author-store.server';
import { isSiteId } from '@/sites';

/** The "New document" form's POST: creates the draft and opens it in the editor, or returns to the form with the reason. */
async function handlePOST(request: Request): Promise<Response> {
  if (isCrossSiteRequest(request.headers)) return crossSiteRefused();
  const db = await getDb();
  const staff = await staffForHeaders(db, request.headers);
  if (!staff) return see('/newsroom/sign-in?next=%2Fnewsroom%2Fnew');
  const read = await readFormBody(request, 16_384);
  if (!read.ok) return read.response;
  const form = read.form;
  const values = { documentType: form.get('documentType') ?? '', site: form.get('site') ?? '', title: (form.get('title') ?? '').slice(0, 200), place: (form.get('place') ?? '').slice(0, 200) };
  const back = (error: string) => see(`/newsroom/new?${new URLSearchParams({ ...values, error })}`);
  if (values.documentType !== 'article' && values.documentType !== 'category' && values.documentType !== 'author' && values.documentType !== 'series' && values.documentType !== 'campaign') return back('Choose a type.');
  if (!isSiteId(values.site)) return back('Choose a site.');
  if (!values.title.trim()) return back('Give it a title.');
  // The writer's own author record on that site names them; without one their name is written out, and the editor warns.
  const record = values.documentType === 'article' ? recordNamed(await listAuthors(db, values.site), staff.name, 'writer') : undefined;
  const document = newDocument({ ...values, documentType: values.documentType, author: record ? record.id : { name: staff.name }, today: new Date().toISOString().slice(0, 10), uuid: randomUUID() });
  try {
    const state = await createDocument(db, actorOf(staff), document, new Date());
    return see(`/newsroom/documents/${state.id}`);
  } catch (error) {
    if (error instanceof PermissionError) return back('Your roles do not allow creating this type of document.');
    if (error instanceof LifecycleError) return back(error.issues[0] ? `${error.message} ${error.issues[0].message}.` : error.message);
    throw error;
  }
}

export const POST = apiRoute(handlePOST);
