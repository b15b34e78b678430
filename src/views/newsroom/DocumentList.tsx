import Link from 'next/link';
import { SITE_IDS } from '@/sites';
import { documentStatuses, editableTypes, statusLabels } from '@/content/lifecycle/states';
import type { DocumentState } from '@/content/lifecycle/document-state';
import buttons from '@/components/Buttons.module.css';
import styles from './Newsroom.module.css';
import { statusLabel, when } from './format';

export interface ListQuery {
  site?: string;
  status?: string;
  type?: string;
  q?: string;
  due?: string;
  offset: number;
}

export const pageSize = 50;

/** The document list: filters (a plain GET form), then a table of documents with their state, newest change first. */
export function DocumentList({ documents, total, query, names, canCreate }: { documents: DocumentState[]; total: number; query: ListQuery; names: Map<string, string>; canCreate: boolean }) {
  const person = (email: string | null) => (email ? (names.get(email) ?? email) : '—');
  const link = (offset: number) => `/newsroom?${new URLSearchParams({ ...Object.fromEntries(Object.entries(query).filter(([k, v]) => k !== 'offset' && v)), offset: String(offset) } as Record<string, string>)}`;
  return (
    <>
      <div className={styles.actions}>
        <h1 className={styles.title}>{query.due === 'overdue' ? 'Medical review due' : 'Documents'}</h1>
        {canCreate && (
          <Link className={buttons.primary} href="/newsroom/new" prefetch={false}>
            New document
          </Link>
        )}
      </div>
      <form method="get" action="/newsroom" className={styles.filters} aria-label="Filter documents">
        <div className={styles.field}>
          <label htmlFor="f-q">Search</label>
          <input id="f-q" className={styles.input} name="q" type="search" defaultValue={query.q} />
        </div>
        <div className={styles.field}>
          <label htmlFor="f-site">Site</label>
          <select id="f-site" className={styles.input} name="site" defaultValue={query.site ?? ''}>
            <option value="">All</option>
            {SITE_IDS.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="f-status">Status</label>
          <select id="f-status" className={styles.input} name="status" defaultValue={query.status ?? ''}>
            <option value="">Any</option>
            {documentStatuses.map((s) => (
              <option key={s} value={s}>
                {statusLabels[s]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="f-type">Type</label>
          <select id="f-type" className={styles.input} name="type" defaultValue={query.type ?? ''}>
            <option value="">Any</option>
            {editableTypes.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </div>
        {query.due && <input type="hidden" name="due" value={query.due} />}
        <button type="submit" className={buttons.secondary}>
          Filter
        </button>
      </form>
      <p className={styles.muted} role="status">
        {total === 0 ? 'No documents match.' : `${total} document${total === 1 ? '' : 's'}${total > pageSize ? `, ${query.offset + 1}–${Math.min(total, query.offset + pageSize)} shown` : ''}.`}
      </p>
      {documents.length > 0 && (
        <div className={styles.tableScroll} tabIndex={0} role="region" aria-label="Documents">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Site</th>
                <th scope="col">Type</th>
                <th scope="col">Status</th>
                <th scope="col">Category</th>
                <th scope="col">Author</th>
                <th scope="col">Reviewer</th>
                <th scope="col">Review due</th>
                <th scope="col">Changed</th>
              </tr>
            </thead>
            <tbody>
              {documents.map((d) => (
                <tr key={d.id}>
                  <td>
                    <a href={`/newsroom/documents/${d.id}`}>{d.title}</a>
                    <br />
                    <span className={styles.muted}>{d.key}</span>
                  </td>
                  <td>{d.site}</td>
                  <td>{d.documentType}</td>
                  <td>
                    <span className={styles.status}>{statusLabel(d.status)}</span>
                    {d.liveRevision !== null && d.status !== 'published' ? <span className={styles.muted}> (revision {d.liveRevision} is live)</span> : null}
                    {d.publishAt ? <span className={styles.muted}> at {when(d.publishAt)}</span> : null}
                  </td>
                  <td>{d.category ?? '—'}</td>
                  <td>{person(d.authorEmail)}</td>
                  <td>{person(d.reviewerEmail)}</td>
                  <td>{when(d.nextReviewDue)}</td>
                  <td>{when(d.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav aria-label="Pages" className={styles.pager}>
        {query.offset > 0 && <a href={link(Math.max(0, query.offset - pageSize))}>Previous page</a>}
        {query.offset + pageSize < total && <a href={link(query.offset + pageSize)}>Next page</a>}
      </nav>
    </>
  );
}
