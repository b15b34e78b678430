import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getDb } from '@/db/client.server';
import { allowed } from '@/features/staff/permissions';
import { actorOf } from '@/features/staff/server/staff.server';
import { diffDocuments } from '@/content/lifecycle/diff';
import { documentRow, getRevision, listRevisions, stateOf } from '@/publishing/lifecycle/documents.server';
import { LifecycleError } from '@/publishing/lifecycle/errors';
import { History } from '@/views/newsroom/History';
import { param } from '@/views/newsroom/format';
import { newsroomPage } from '@/views/newsroom/gate.server';

export const metadata: Metadata = { title: 'History' };

/** ?from=&to= compare two revisions (default: the one before the newest, and the newest). */
export default async function HistoryPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { id } = await params;
  const staff = await newsroomPage(`/newsroom/documents/${encodeURIComponent(id)}/history`);
  const actor = actorOf(staff);
  const db = await getDb();
  const row = await documentRow(db, id).catch((error: unknown) => {
    if (error instanceof LifecycleError) notFound();
    throw error;
  });
  const state = stateOf(row);
  const revisions = await listRevisions(db, actor, id);
  const query = await searchParams;
  const pick = (name: string, fallback: number) => {
    const n = Number.parseInt(param(query, name) ?? '', 10);
    return revisions.some((r) => r.number === n) ? n : fallback;
  };
  const to = pick('to', state.headRevision);
  const from = pick('from', Math.max(1, to - 1));
  const [before, after] = await Promise.all([getRevision(db, actor, id, from), getRevision(db, actor, id, to)]);
  const canRestore = allowed(actor, state.documentType === 'campaign' ? 'campaign.edit' : 'document.restore');
  return <History state={state} revisions={revisions} from={from} to={to} changes={diffDocuments(before, after)} canRestore={canRestore} />;
}
