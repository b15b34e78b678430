import type { Metadata } from 'next';
import { getDb } from '@/db/client.server';
import { actorOf, listStaff } from '@/features/staff/server/staff.server';
import { listDocuments } from '@/publishing/lifecycle/documents.server';
import styles from '@/views/newsroom/Newsroom.module.css';
import { when } from '@/views/newsroom/format';
import { newsroomPage } from '@/views/newsroom/gate.server';

export const metadata: Metadata = { title: 'Review queue' };

/** Documents in medical review: those sent to me first, then those sent to anyone. */
export default async function ReviewQueue() {
  const staff = await newsroomPage('/newsroom/review');
  const db = await getDb();
  const [{ documents }, people] = await Promise.all([listDocuments(db, actorOf(staff), { status: 'in_review', limit: 200 }), listStaff(db)]);
  const names = new Map(people.map((p) => [p.email, p.name]));
  const mine = documents.filter((d) => d.reviewerEmail === staff.email);
  const others = documents.filter((d) => d.reviewerEmail !== staff.email);
  const table = (list: typeof documents, label: string) =>
    list.length === 0 ? (
      <p className={styles.muted}>Nothing waiting.</p>
    ) : (
      <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={label}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Site</th>
              <th scope="col">Author</th>
              <th scope="col">Reviewer</th>
              <th scope="col">Sent</th>
            </tr>
          </thead>
          <tbody>
            {list.map((d) => (
              <tr key={d.id}>
                <td>
                  <a href={`/newsroom/documents/${d.id}`}>{d.title}</a>
                </td>
                <td>{d.site}</td>
                <td>{d.authorEmail ? (names.get(d.authorEmail) ?? d.authorEmail) : '—'}</td>
                <td>{d.reviewerEmail ? (names.get(d.reviewerEmail) ?? d.reviewerEmail) : 'Anyone'}</td>
                <td>{when(d.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  return (
    <>
      <h1 className={styles.title}>Review queue</h1>
      <h2>Sent to you</h2>
      {table(mine, 'Sent to you')}
      <h2>Sent to others or to anyone</h2>
      {table(others, 'Sent to others')}
    </>
  );
}
