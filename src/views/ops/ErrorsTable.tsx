import { latestErrorsShown, type ErrorGroup } from '@/features/ops/server/latest-errors.server';
import dashboard from './Dashboard.module.css';
import styles from './ErrorsTable.module.css';

/** An ISO time as "2026-05-10 12:00 UTC", in a <time> with the full value. */
function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} className={styles.nowrap}>
      {iso.slice(0, 16).replace('T', ' ')} UTC
    </time>
  );
}

/**
 * The latest error groups (error_reports: server and client errors grouped by fingerprint), each
 * with its first sample stack in a disclosure. Scrolls sideways in its own focusable box on a
 * narrow screen, like the other wide tables.
 */
export function ErrorsTable({ errors }: { errors: ErrorGroup[] }) {
  return (
    <section aria-labelledby="errors-heading">
      <h2 id="errors-heading">Latest errors</h2>
      {errors.length === 0 ? (
        <p id="latest-errors-empty">No errors recorded in this range.</p>
      ) : (
        <div className={dashboard.scrollBox} role="region" aria-labelledby="latest-errors-caption" tabIndex={0}>
          <table className={`${dashboard.table} ${dashboard.wideTable}`} id="latest-errors">
            <caption id="latest-errors-caption">Errors grouped by fingerprint: the {latestErrorsShown} most recently seen, latest first</caption>
            <thead>
              <tr>
                <th scope="col">Source</th>
                <th scope="col">Error</th>
                <th scope="col">Where</th>
                <th scope="col">Count</th>
                <th scope="col">First seen</th>
                <th scope="col">Last seen</th>
              </tr>
            </thead>
            <tbody>
              {errors.map((e) => (
                <tr key={e.id} data-error-source={e.source}>
                  <td>{e.source}</td>
                  <td>
                    <span data-error-text>
                      {e.name}: {e.message}
                    </span>
                    {e.sampleStack && (
                      <details>
                        <summary>Sample stack{e.build ? ` (build ${e.build})` : ''}</summary>
                        <pre className={styles.stack}>{e.sampleStack}</pre>
                      </details>
                    )}
                  </td>
                  <td>{e.path ?? '–'}</td>
                  <td>{e.count}</td>
                  <td>
                    <When iso={e.firstSeen} />
                  </td>
                  <td>
                    <When iso={e.lastSeen} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
