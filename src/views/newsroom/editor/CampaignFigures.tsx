import { useEffect, useState } from 'react';
import { conversionLabels, type ConversionKind } from '@/content/campaigns/figure-events';
import { fetchJson } from '@/features/errors/fetch-json';
import styles from './Editor.module.css';

interface Variant {
  variant: string;
  impressions: number;
  clicks: number;
  ctr: number | null;
  conversions: number | null;
  conversionRate: number | null;
}

const percent = (rate: number | null) => (rate === null ? '—' : `${rate.toFixed(1)}%`);

interface Figures {
  live: boolean;
  days: number;
  conversionKind: ConversionKind | null;
  variants: Variant[];
  total: Variant | null;
}

/** A campaign's impressions, clicks, CTR and conversions per variant over 30 days, as /ops/campaigns counts them, beside its form. */
export function CampaignFigures({ id }: { id: string }) {
  const [figures, setFigures] = useState<Figures | 'failed' | null>(null);
  useEffect(() => {
    let live = true;
    fetchJson<Figures>(`/api/newsroom/documents/${encodeURIComponent(id)}/figures`, { credentials: 'same-origin' }).then(
      (data) => live && setFigures(data),
      () => live && setFigures('failed'),
    );
    return () => {
      live = false;
    };
  }, [id]);
  if (figures === null) return <p role="status">Loading the figures…</p>;
  if (figures === 'failed') return <p role="status">The figures could not be loaded.</p>;
  if (!figures.live) return <p>No figures yet: the campaign has not been published.</p>;
  const rows = figures.total ? [...figures.variants, { ...figures.total, variant: 'All variants' }] : figures.variants;
  const kind = figures.conversionKind && Object.hasOwn(conversionLabels, figures.conversionKind) ? figures.conversionKind : null;
  return (
    <div className={styles.figures} role="region" aria-label={`Campaign figures, last ${figures.days} days`} tabIndex={0}>
      <table>
        <caption>Last {figures.days} days</caption>
        <thead>
          <tr>
            <th scope="col">Variant</th>
            <th scope="col">Impressions</th>
            <th scope="col">Clicks</th>
            <th scope="col">CTR</th>
            {kind && (
              <>
                <th scope="col">{conversionLabels[kind]}</th>
                <th scope="col">Conversion rate</th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((v) => (
            <tr key={v.variant}>
              <th scope="row">{v.variant}</th>
              <td>{v.impressions}</td>
              <td>{v.clicks}</td>
              <td>{percent(v.ctr)}</td>
              {kind && (
                <>
                  <td>{v.conversions ?? 0}</td>
                  <td>{percent(v.conversionRate)}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
