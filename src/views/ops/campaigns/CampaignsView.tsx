import { OpsNav } from '../OpsNav';
import { PeriodSiteFilters, siteLabel } from '../PeriodSiteFilters';
import { isSiteId } from '@/sites';
import type { CampaignsData, CampaignStats } from '@/features/ops/server/campaign-stats.server';
import { DailyChart, percent } from './DailyChart';
import type { CampaignsQuery } from '@/features/ops/campaign-query';
import { targetingSummary } from '@/features/ops/campaign-schedule';
import facts from '@/views/parts/Facts.module.css';
import styles from './Campaigns.module.css';

const scheduleLabels = { running: 'Running', scheduled: 'Scheduled', ended: 'Ended' } as const;

/** A date as YYYY-MM-DD HH:MM UTC, or the open end of a schedule. */
function when(iso: string | undefined, open: string): string {
  if (!iso) return open;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : `${new Date(time).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

function chartHref(query: CampaignsQuery, uuid?: string): string {
  const params = new URLSearchParams({ days: String(query.days), site: query.site });
  if (uuid) params.set('campaign', uuid);
  return `/ops/campaigns?${params}#daily-heading`;
}

function CampaignCard({ row, query }: { row: CampaignStats; query: CampaignsQuery }) {
  const c = row.campaign;
  const headingId = `campaign-${c._uuid}`;
  return (
    <li className={styles.card} data-campaign={c._uuid}>
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className={styles.name}>
          {c.campaignName}
        </h3>
        <dl className={`${facts.facts} ${styles.facts}`}>
          <div>
            <dt>Campaign id</dt>
            <dd>
              <code>{c._uuid}</code>
            </dd>
          </div>
          <div>
            <dt>Site</dt>
            <dd>{isSiteId(c.site) ? siteLabel(c.site) : c.site}</dd>
          </div>
          <div>
            <dt>Placement</dt>
            <dd>{c.articlePlacement}</dd>
          </div>
          <div>
            <dt>Driver type</dt>
            <dd>{c.driverType ?? (c.assetName ? `asset ${c.assetName}` : 'none (page placement)')}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd data-status={c.status}>{c.status === 'active' ? 'Active' : 'Paused'}</dd>
          </div>
          <div>
            <dt>Schedule</dt>
            <dd data-schedule={row.schedule}>
              <strong>{scheduleLabels[row.schedule]}</strong>: {when(c.startDate, 'from publication')} to {when(c.endDate, 'no end date')}
            </dd>
          </div>
          <div>
            <dt>Priority</dt>
            <dd>{c.priority}</dd>
          </div>
          <div>
            <dt>Targeting</dt>
            <dd>
              <ul className={styles.targeting}>
                {targetingSummary(c.targeting).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </dd>
          </div>
        </dl>
        {/* A narrow screen scrolls the table by itself, never the page. */}
        <div className={styles.scroll} role="region" aria-label={`Figures per variant, ${c.campaignName} (${c._uuid})`} tabIndex={0}>
        <table className={styles.table}>
          <caption>Impressions, clicks and click-through rate per variant, {c.campaignName}</caption>
          <thead>
            <tr>
              <th scope="col">Variant</th>
              <th scope="col">Weight</th>
              <th scope="col">Impressions</th>
              <th scope="col">Clicks</th>
              <th scope="col">CTR</th>
            </tr>
          </thead>
          <tbody>
            {row.variants.map((v) => (
              <tr key={v.variant} data-variant={v.variant}>
                <th scope="row">{v.variant}</th>
                <td>{c.variants.length ? `${c.variants.find((x) => x.name === v.variant)?.weight ?? 0}%` : '100%'}</td>
                <td data-impressions>{v.impressions}</td>
                <td data-clicks>{v.clicks}</td>
                <td data-ctr>{percent(v.ctr)}</td>
              </tr>
            ))}
          </tbody>
          {row.variants.length > 1 && (
            <tfoot>
              <tr data-variant="all">
                <th scope="row">All variants</th>
                <td>100%</td>
                <td>{row.total.impressions}</td>
                <td>{row.total.clicks}</td>
                <td>{percent(row.total.ctr)}</td>
              </tr>
            </tfoot>
          )}
        </table>
        </div>
        <p className={styles.chartLink}>
          <a href={chartHref(query, c._uuid)}>Daily chart for {c.campaignName}</a>
        </p>
      </article>
    </li>
  );
}

/** The campaigns page of the operator dashboard: server-rendered, no script. */
export function CampaignsView({ data, query, canSignOut }: { data: CampaignsData; query: CampaignsQuery; canSignOut: boolean }) {
  const scope = query.site === 'all' ? 'all sites' : `site ${query.site}`;
  return (
    <main className={styles.page}>
      <OpsNav current="campaigns" />
      <h1>Campaigns</h1>
      <PeriodSiteFilters action="/ops/campaigns" label="Period" dayOptions={[7, 30, 90]} days={query.days} site={query.site} className={styles.filters}>
        {data.chosen && <input type="hidden" name="campaign" value={data.chosen._uuid} />}
      </PeriodSiteFilters>
      <p>
        {data.days[0]} to {data.days.at(-1)} (UTC), {scope}. Impressions count each driver card seen once; clicks count clicks and right-clicks on it (not
        dismissals). Figures come from readers who allowed performance cookies.
      </p>

      <section aria-labelledby="daily-heading">
        <h2 id="daily-heading">Impressions and clicks per day</h2>
        {data.chosen && (
          <p>
            Showing {data.chosen.campaignName}. <a href={chartHref(query)}>Show every campaign</a>
          </p>
        )}
        <DailyChart
          id="campaign-daily"
          caption={data.chosen ? `Impressions and clicks per day, ${data.chosen.campaignName}` : `Impressions and clicks per day, every campaign listed`}
          rows={data.daily}
        />
      </section>

      <section aria-labelledby="list-heading">
        <h2 id="list-heading">
          {data.campaigns.length} {data.campaigns.length === 1 ? 'campaign' : 'campaigns'}
        </h2>
        {data.campaigns.length === 0 ? (
          <p data-empty>
            No campaigns are published for {scope}. Publish a campaign file with <code>npm run content -- import</code> or the content API (see
            docs/campaigns.md).
          </p>
        ) : (
          <ul className={styles.list}>
            {data.campaigns.map((row) => (
              <CampaignCard key={row.campaign._uuid} row={row} query={query} />
            ))}
          </ul>
        )}
      </section>

      {canSignOut && (
        <form method="post" action="/ops/sign-out">
          <button type="submit">Sign out</button>
        </form>
      )}
    </main>
  );
}
