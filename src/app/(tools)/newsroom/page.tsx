import type { Metadata } from 'next';
import { getDb } from '@/db/client.server';
import { allowed } from '@/features/staff/permissions';
import { actorOf, listStaff } from '@/features/staff/server/staff.server';
import { listDocuments } from '@/publishing/lifecycle/documents.server';
import { editableTypes, isDocumentStatus, type EditableType } from '@/content/lifecycle/states';
import { isSiteId } from '@/sites';
import { DocumentList, pageSize, type ListQuery } from '@/views/newsroom/DocumentList';
import { param } from '@/views/newsroom/format';
import { newsroomPage } from '@/views/newsroom/gate.server';

export const metadata: Metadata = { title: 'Documents' };

/** The document list (site, status, type, search; ?due=overdue lists published articles whose medical review is due). */
export default async function NewsroomDocuments({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const staff = await newsroomPage('/newsroom');
  const params = await searchParams;
  const site = param(params, 'site');
  const status = param(params, 'status');
  const type = param(params, 'type');
  const due = param(params, 'due') === 'overdue' ? 'overdue' : undefined;
  const offset = Math.max(0, Math.min(100_000, Number.parseInt(param(params, 'offset') ?? '0', 10) || 0));
  const query: ListQuery = {
    site: site && isSiteId(site) ? site : undefined,
    status: isDocumentStatus(status) ? status : undefined,
    type: (editableTypes as readonly string[]).includes(type ?? '') ? type : undefined,
    q: param(params, 'q'),
    due,
    offset,
  };
  const db = await getDb();
  const actor = actorOf(staff);
  const [{ documents, total }, people] = await Promise.all([
    listDocuments(db, actor, {
      site: query.site,
      status: isDocumentStatus(query.status) ? query.status : undefined,
      documentType: query.type as EditableType | undefined,
      q: query.q,
      reviewDueBefore: due ? new Date().toISOString().slice(0, 10) : undefined,
      limit: pageSize,
      offset,
    }),
    listStaff(db),
  ]);
  return <DocumentList documents={documents} total={total} query={query} names={new Map(people.map((p) => [p.email, p.name]))} canCreate={allowed(actor, 'document.edit')} />;
}
