import { OpsNav } from '../OpsNav';
import { PeriodSiteFilters, siteLabel } from '../PeriodSiteFilters';
import { isSiteId } from '@/sites';
import type { CampaignsData, CampaignStats } from '@/features/ops/server/campaign-stats.server';
import { DailyChart } from './DailyChart';
import { campaignPeriods, type CampaignsQuery } from '@/features/ops/campaign-query';
import { VariantTable } from './VariantTable';
import { ArchivedCampaigns, utcMinute } from './ArchivedCampaigns';
import { targetingSummary } from '@/features/ops/campaign-schedule';
import facts from '@/views/parts/Facts.module.css';
import styles from './Campaigns.module.css';

const scheduleLabels = { running: 'Running', scheduled: 'Scheduled', ended: 'Ended' } as const;

/** A date as YYYY-MM-DD HH:MM UTC, or the open end of a schedule. */
function when(iso: string | undefined, open: string): string {
  return iso ? utcMinute(iso) : open;
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
        <VariantTable
          label={`Figures per variant, ${c.campaignName} (${c._uuid})`}
          caption={`Impressions, clicks, click-through rate${row.conversionKind ? ' and conversions' : ''} per variant, ${c.campaignName}`}
          variants={row.variants.map((v) => ({ ...v, weight: c.variants.length ? (c.variants.find((x) => x.name === v.variant)?.weight ?? 0) : 100 }))}
          total={row.total}
          kind={row.conversionKind}
        />
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
      <PeriodSiteFilters action="/ops/campaigns" label="Period" dayOptions={campaignPeriods} days={query.days} site={query.site} className={styles.filters}>
        {data.chosen && <input type="hidden" name="campaign" value={data.chosen._uuid} />}
      </PeriodSiteFilters>
      <p>
        {data.days[0]} to {data.days.at(-1)} (UTC), {scope}. Impressions count each driver card seen once; clicks count clicks and right-clicks on it (not
        dismissals). Conversions are sign-ups (newsletter drivers), downloads (download drivers) and quiz completions (quiz drivers), at most one of each
        per card seen, counted for the variant the reader saw. Figures come from readers who allowed performance cookies; days older than 90 come from
        the daily totals kept when the raw events are purged.
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

      <ArchivedCampaigns rows={data.archived} scope={scope} chartHref={(uuid) => chartHref(query, uuid)} />

      {canSignOut && (
        <form method="post" action="/ops/sign-out">
          <button type="submit">Sign out</button>
        </form>
      )}
    </main>
  );
}
