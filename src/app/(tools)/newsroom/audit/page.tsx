import type { Metadata } from 'next';
import { getDb } from '@/db/client.server';
import { listAudit } from '@/features/staff/server/audit.server';
import styles from '@/views/newsroom/Newsroom.module.css';
import { param, when } from '@/views/newsroom/format';
import { newsroomPage } from '@/views/newsroom/gate.server';

export const metadata: Metadata = { title: 'Audit log' };

const pageSize = 100;

/** Every publish, unpublish, schedule, delete, approval and role change: who, when and what, newest first. */
export default async function AuditPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await newsroomPage('/newsroom/audit', 'audit.view');
  const before = Number.parseInt(param(await searchParams, 'before') ?? '', 10);
  const entries = await listAudit(await getDb(), { limit: pageSize, ...(Number.isInteger(before) && before > 0 ? { before } : {}) });
  return (
    <>
      <h1 className={styles.title}>Audit log</h1>
      {entries.length === 0 ? (
        <p>Nothing recorded yet.</p>
      ) : (
        <div className={styles.tableScroll} tabIndex={0} role="region" aria-label="Audit log">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">What</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id}>
                  <td>{when(e.at)}</td>
                  <td>
                    {e.actorLabel}
                    {e.actorEmail ? <span className={styles.muted}> {e.actorEmail}</span> : null}
                  </td>
                  <td>{e.action}</td>
                  <td>{e.documentId ? <a href={`/newsroom/documents/${e.documentId}`}>{e.summary}</a> : e.summary}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {entries.length === pageSize && (
        <p className={styles.pager}>
          <a href={`/newsroom/audit?before=${entries.at(-1)!.id}`}>Older entries</a>
        </p>
      )}
    </>
  );
}
