import { highErrorRatio, routesShown, slowP99Seconds, type InstanceHealth, type ServerHealth } from '@/features/ops/server-health/types';
import styles from './Dashboard.module.css';

function perSecond(value: number): string {
  if (value >= 100) return value.toFixed(0);
  if (value >= 1) return value.toFixed(1);
  if (value > 0 && value < 0.01) return String(Number(value.toPrecision(1)));
  return value.toFixed(2);
}

const percent = (ratio: number) => `${(ratio * 100).toFixed(ratio > 0 && ratio < 0.001 ? 2 : 1)}%`;
const milliseconds = (seconds: number | null) => (seconds === null ? '–' : `${seconds * 1000 >= 10 ? Math.round(seconds * 1000) : (seconds * 1000).toFixed(1)} ms`);
const megabytes = (bytes: number | null) => (bytes === null ? '–' : `${Math.round(bytes / (1024 * 1024))} MB`);

/** Readiness in words: ready, not ready (and the failing checks), or no answer. */
function readiness(instance: InstanceHealth): string {
  if (!instance.answering) return 'no answer (not scraped)';
  if (instance.ready === null) return 'not checked yet';
  if (instance.ready) return 'ready';
  return instance.failingChecks.length ? `not ready (${instance.failingChecks.join(', ')})` : 'not ready';
}

const redis = (up: boolean | null) => (up === null ? 'not configured' : up ? 'up' : 'down');

function pool(p: InstanceHealth['pool']): string {
  if (!p) return 'no pool (SQLite)';
  return `${p.inUse} in use of ${p.size}, ${p.waiting} waiting${p.waiting > 0 ? ' (busy)' : ''}`;
}

function windowWords(seconds: number): string {
  if (seconds <= 0) return 'since now';
  if (seconds < 90) return `over ${Math.round(seconds)} s`;
  return `over ${Math.round(seconds / 60)} min`;
}

/**
 * The server health panel (issue 29): requests, 5xx share and p99 per route, each instance's
 * readiness, Redis, database pool, event-loop lag and memory, and the refused events, from
 * Prometheus or this process (the note says which). Verdicts are words beside the figures.
 */
export function ServerHealthSection({ health }: { health: ServerHealth }) {
  const span = windowWords(health.windowSeconds);
  return (
    <section aria-labelledby="server-health-heading">
      <h2 id="server-health-heading">Server health</h2>
      <p id="server-health-source" data-source={health.source}>
        {health.sourceNote}
      </p>

      <h3 id="server-routes-heading">Requests by route</h3>
      {health.routes.length === 0 ? (
        <p>No requests in this window.</p>
      ) : (
        <div className={styles.scrollBox} role="region" aria-labelledby="server-routes-caption" tabIndex={0}>
          <table className={`${styles.table} ${styles.wideTable}`} id="server-routes">
            <caption id="server-routes-caption">
              Requests per second, share answered with a 5xx and p99 time per route, {span}: the {routesShown} busiest, busiest first
            </caption>
            <thead>
              <tr>
                <th scope="col">Route</th>
                <th scope="col">Method</th>
                <th scope="col">Requests/s</th>
                <th scope="col">Errors (5xx)</th>
                <th scope="col">p99</th>
              </tr>
            </thead>
            <tbody>
              {health.routes.map((row) => (
                <tr key={`${row.method ?? ''} ${row.route}`} data-route={row.route}>
                  <th scope="row">{row.route}</th>
                  <td>{row.method ?? 'all'}</td>
                  <td data-cell="rate">{perSecond(row.requestsPerSecond)}</td>
                  <td>
                    {percent(row.errorRatio)}
                    {row.errorRatio > highErrorRatio ? ' (high)' : ''}
                  </td>
                  <td>
                    {milliseconds(row.p99Seconds)}
                    {row.p99Seconds !== null && row.p99Seconds > slowP99Seconds ? ' (slow)' : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h3 id="server-instances-heading">Instances</h3>
      <div className={styles.scrollBox} role="region" aria-labelledby="server-instances-caption" tabIndex={0}>
        <table className={`${styles.table} ${styles.wideTable}`} id="server-instances">
          <caption id="server-instances-caption">Readiness, Redis, database pool, event-loop lag (p99) and resident memory of each instance</caption>
          <thead>
            <tr>
              <th scope="col">Instance</th>
              <th scope="col">Readiness</th>
              <th scope="col">Redis</th>
              <th scope="col">Database pool</th>
              <th scope="col">Event-loop lag p99</th>
              <th scope="col">Memory (resident)</th>
            </tr>
          </thead>
          <tbody>
            {health.instances.map((instance) => (
              <tr key={instance.instance}>
                <th scope="row">{instance.instance}</th>
                <td data-cell="readiness">{readiness(instance)}</td>
                <td>{redis(instance.redisUp)}</td>
                <td>{pool(instance.pool)}</td>
                <td>{milliseconds(instance.eventLoopLagP99Seconds)}</td>
                <td>{megabytes(instance.residentMemoryBytes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h3 id="refused-events-heading">Refused events</h3>
      {health.refused.length === 0 ? (
        <p>No analytics writes or rate-limited requests refused {span}.</p>
      ) : (
        <table className={styles.table} id="refused-events">
          <caption id="refused-events-caption">Analytics entries refused (endpoint: reason) and requests refused by a rate limit (limit), {span}, most first</caption>
          <thead>
            <tr>
              <th scope="col">Endpoint: reason, or limit</th>
              <th scope="col">Refused by</th>
              <th scope="col">Count</th>
            </tr>
          </thead>
          <tbody>
            {health.refused.map((row) => (
              <tr key={`${row.kind} ${row.name}`}>
                <th scope="row">{row.name}</th>
                <td>{row.kind === 'analytics' ? 'analytics' : 'rate limit'}</td>
                <td>{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
