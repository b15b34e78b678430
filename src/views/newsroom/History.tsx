import buttons from '@/components/Buttons.module.css';
import type { DocumentState, RevisionListing } from '@/content/lifecycle/document-state';
import type { Change } from '@/content/lifecycle/diff';
import styles from './Newsroom.module.css';
import { when } from './format';

const kindLabels: Record<string, string> = { save: 'Saved', autosave: 'Autosaved', import: 'Imported', api: 'Content API', restore: 'Restored', approval: 'Medical approval' };

function describe(change: Change): string {
  switch (change.kind) {
    case 'field':
      return `${change.path}: “${change.before}” → “${change.after}”`;
    case 'block-added':
      return `Block ${change.index + 1} added (${change.label})${change.text ? `: “${change.text}”` : ''}`;
    case 'block-removed':
      return `Block ${change.index + 1} removed (${change.label})${change.text ? `: “${change.text}”` : ''}`;
    case 'block-moved':
      return `Block ${change.from + 1} moved to ${change.to + 1} (${change.label})`;
    case 'block-changed':
      return `Block ${change.index + 1} changed (${change.label})`;
  }
}

/** The revision list, a comparison of any two, and restore (as a new draft revision). */
export function History({ state, revisions, from, to, changes, canRestore }: { state: DocumentState; revisions: RevisionListing[]; from: number; to: number; changes: Change[]; canRestore: boolean }) {
  return (
    <>
      <p>
        <a href={`/newsroom/documents/${state.id}`}>Back to the editor</a>
      </p>
      <h1 className={styles.title}>History of “{state.title}”</h1>
      <form method="get" className={styles.filters} aria-label="Compare revisions">
        <div className={styles.field}>
          <label htmlFor="h-from">Compare revision</label>
          <select id="h-from" name="from" className={styles.input} defaultValue={String(from)}>
            {revisions.map((r) => (
              <option key={r.number} value={r.number}>
                {r.number}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="h-to">with revision</label>
          <select id="h-to" name="to" className={styles.input} defaultValue={String(to)}>
            {revisions.map((r) => (
              <option key={r.number} value={r.number}>
                {r.number}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttons.secondary}>
          Compare
        </button>
      </form>
      <section aria-labelledby="h-changes" className={styles.card}>
        <h2 id="h-changes">
          Changes from revision {from} to {to}
        </h2>
        {changes.length === 0 ? (
          <p>No differences.</p>
        ) : (
          <ul>
            {changes.map((change, i) => (
              <li key={i}>
                {describe(change)}
                {change.kind === 'block-changed' && (
                  <ul>
                    {change.fields.map((f) => (
                      <li key={f.path}>
                        {f.path}: <del>{f.before}</del> → <ins>{f.after}</ins>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <h2>Revisions</h2>
      <div className={styles.tableScroll} tabIndex={0} role="region" aria-label="Revisions">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Revision</th>
              <th scope="col">What</th>
              <th scope="col">Who</th>
              <th scope="col">When</th>
              <th scope="col">State</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {revisions.map((r) => (
              <tr key={r.number}>
                <td>{r.number}</td>
                <td>{kindLabels[r.kind] ?? r.kind}</td>
                <td>{r.authorLabel}</td>
                <td>{when(r.createdAt)}</td>
                <td>{[r.number === state.liveRevision ? 'live' : '', r.number === state.approvedRevision ? 'approved' : '', r.number === state.headRevision ? 'newest' : ''].filter(Boolean).join(', ') || '—'}</td>
                <td>
                  {canRestore && r.number !== state.headRevision && (
                    <form method="post" action={`/newsroom/documents/${state.id}/restore`}>
                      <input type="hidden" name="revision" value={r.number} />
                      <input type="hidden" name="baseRevision" value={state.headRevision} />
                      <button type="submit" className={buttons.secondary}>
                        Restore revision {r.number}
                      </button>
                    </form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
