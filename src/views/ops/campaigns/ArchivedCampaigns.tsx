import { isSiteId } from '@/sites';
import type { ArchivedStats } from '@/features/ops/server/campaign-stats.server';
import { siteLabel } from '../PeriodSiteFilters';
import { VariantTable } from './VariantTable';
import facts from '@/views/parts/Facts.module.css';
import styles from './Campaigns.module.css';

/** A moment as YYYY-MM-DD HH:MM UTC. */
export function utcMinute(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : `${new Date(time).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

const reasonLabels = { ended: 'Ended', removed: 'Taken off the site' } as const;

function ArchivedCard({ row, chartHref }: { row: ArchivedStats; chartHref: (uuid: string) => string }) {
  const a = row.archived;
  const headingId = `archived-${a.uuid}`;
  return (
    <li className={styles.card} data-archived={a.uuid}>
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className={styles.name}>
          {a.campaignName}
        </h3>
        <dl className={`${facts.facts} ${styles.facts}`}>
          <div>
            <dt>Campaign id</dt>
            <dd>
              <code>{a.uuid}</code>
            </dd>
          </div>
          <div>
            <dt>Site</dt>
            <dd>{isSiteId(a.site) ? siteLabel(a.site) : a.site}</dd>
          </div>
          <div>
            <dt>Placement</dt>
            <dd>{a.placement}</dd>
          </div>
          <div>
            <dt>Driver type</dt>
            <dd>{a.driverType ?? 'none (page placement)'}</dd>
          </div>
          <div>
            <dt>{reasonLabels[a.reason]}</dt>
            <dd data-reason={a.reason}>{utcMinute(a.endedAt)}</dd>
          </div>
        </dl>
        <VariantTable
          label={`Final figures per variant, ${a.campaignName} (${a.uuid})`}
          caption={`Final figures per variant, all time, ${a.campaignName}`}
          variants={row.variants}
          total={row.total}
          kind={row.conversionKind}
        />
        <p className={styles.chartLink}>
          <a href={chartHref(a.uuid)}>Daily chart for {a.campaignName}</a>
        </p>
      </article>
    </li>
  );
}

/**
 * "Ended and archived": campaigns whose end has passed or that were taken off the site, each with its
 * final figures per variant over all time (src/content/campaigns/archive.server.ts).
 */
export function ArchivedCampaigns({ rows, scope, chartHref }: { rows: ArchivedStats[]; scope: string; chartHref: (uuid: string) => string }) {
  return (
    <section aria-labelledby="archived-heading">
      <h2 id="archived-heading">Ended and archived</h2>
      <p>
        A campaign is archived with its figures when its end date passes or when it is taken off the site (deleted or unpublished). Its figures are its
        totals over all time, kept after the raw events are purged. Publishing it again, still running, brings it back to the list above.
      </p>
      {rows.length === 0 ? (
        <p data-empty>No campaign has ended or been taken off {scope} yet.</p>
      ) : (
        <ul className={styles.list}>
          {rows.map((row) => (
            <ArchivedCard key={row.archived.uuid} row={row} chartHref={chartHref} />
          ))}
        </ul>
      )}
    </section>
  );
}
