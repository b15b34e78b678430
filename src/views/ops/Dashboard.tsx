import { webVitalThresholds } from '@/features/analytics/metrics-buckets';
import type { DashboardData } from '@/features/ops/server/dashboard.server';
import { vitalPagesShown, type VitalsBreakdown } from '@/features/ops/server/vitals-breakdown.server';
import { VitalsTable } from './VitalsTable';
import { ErrorsTable } from './ErrorsTable';
import { ServerHealthSection } from './ServerHealth';
import type { ServerHealth } from '@/features/ops/server-health/types';
import type { ErrorGroup } from '@/features/ops/server/latest-errors.server';
import { vitalVerdict } from './vital-verdict';
import type { DashboardQuery } from '@/features/ops/range';
import { BarChart } from './BarChart';
import { StackedBarChart } from './StackedBarChart';
import { OpsNav } from './OpsNav';
import { PeriodSiteFilters } from './PeriodSiteFilters';
import styles from './Dashboard.module.css';


function bucketLabels(bounds: number[]): string[] {
  return [...bounds.map((b) => `≤${b}`), `>${bounds.at(-1) ?? 0}`];
}

/** The operator dashboard: server-rendered charts, each with its numbers as a table. */
export function Dashboard({ data, vitals, errors, serverHealth, query, canSignOut }: { data: DashboardData; vitals: VitalsBreakdown; errors: ErrorGroup[]; serverHealth: ServerHealth; query: DashboardQuery; canSignOut: boolean }) {
  const short = (day: string) => day.slice(5);
  return (
    <main className={styles.page}>
      <OpsNav current="dashboard" />
      <h1>Operator dashboard</h1>
      <PeriodSiteFilters action="/ops" label="Range" dayOptions={[7, 30, 90, 365]} days={query.days} site={query.site} className={styles.filters} />
      <p>
        {data.days[0]} to {data.days.at(-1)} (UTC), {query.site === 'all' ? 'all sites' : `site ${query.site}`}.
      </p>

      <section aria-labelledby="views-heading">
        <h2 id="views-heading">Page views per day</h2>
        <BarChart id="views" caption="Page views per day" valueLabel="Page views" bars={data.pageViews.map((d) => ({ label: short(d.day), value: d.count }))} />
      </section>

      <section aria-labelledby="top-heading">
        <h2 id="top-heading">Top articles</h2>
        {data.topArticles.length === 0 ? (
          <p>No page views in this range.</p>
        ) : (
          <table className={styles.table}>
            <caption>Most viewed paths, most first</caption>
            <thead>
              <tr>
                <th scope="col">Path</th>
                <th scope="col">Page views</th>
                <th scope="col">
                  <span className="visually-hidden">Share of the top article</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.topArticles.map((a) => (
                <tr key={a.path}>
                  <th scope="row">{a.path}</th>
                  <td>{a.count}</td>
                  <td>
                    <svg width="160" height="10" aria-hidden="true" focusable="false">
                      <rect width={(160 * a.count) / data.topArticles[0]!.count} height="10" className={styles.meter} />
                    </svg>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="scroll-heading">
        <h2 id="scroll-heading">Scroll depth</h2>
        <BarChart
          id="scroll"
          caption="Scroll Depth events by position (percent of the article)"
          valueLabel="Events"
          bars={data.scrollDepth.map((s) => ({ label: `${s.position}%`, value: s.count }))}
        />
      </section>

      <section aria-labelledby="vitals-heading">
        <h2 id="vitals-heading">Core Web Vitals</h2>
        <dl className={styles.vitals}>
          {data.vitals.map((v) => (
            <div key={v.name}>
              <dt>{v.name}</dt>
              <dd data-vital={v.name}>
                p75 {v.p75 ?? '–'} {webVitalThresholds[v.name]?.unit} ({vitalVerdict(v.name, v.p75) ?? 'no data'}, {v.count} samples)
              </dd>
            </div>
          ))}
        </dl>
        {data.vitals.map((v) => (
          <BarChart
            key={v.name}
            id={`vital-${v.name.replace(/\W/g, '-')}`}
            caption={`${v.name} distribution (${webVitalThresholds[v.name]?.unit ?? ''})`}
            valueLabel="Samples"
            bars={bucketLabels(v.bounds).map((label, i) => ({ label, value: v.buckets[i] ?? 0 }))}
          />
        ))}
        <h3 id="vitals-template-heading">By page template</h3>
        <VitalsTable id="vitals-by-template" caption="Core Web Vitals p75 per page template (verdict, samples), worst CLS first" rowLabel="Template" rows={vitals.byTemplate} />
        <h3 id="vitals-page-heading">By page</h3>
        <VitalsTable
          id="vitals-by-page"
          caption={`Core Web Vitals p75 per page (verdict, samples): the ${vitalPagesShown} worst by CLS, then LCP; from the raw samples still kept`}
          rowLabel="Path"
          rows={vitals.byPage}
        />
      </section>

      <section aria-labelledby="adblock-heading">
        <h2 id="adblock-heading">Ad-block outcomes per day</h2>
        <StackedBarChart
          id="adblock"
          caption="Ad-block outcomes per day, by type"
          series={data.adblockTypes}
          rows={data.adblock.map((d) => ({ label: short(d.day), counts: d.counts }))}
        />
      </section>

      <ErrorsTable errors={errors} />

      <ServerHealthSection health={serverHealth} />

      {canSignOut && (
        <form method="post" action="/ops/sign-out">
          <button type="submit">Sign out</button>
        </form>
      )}
    </main>
  );
}
