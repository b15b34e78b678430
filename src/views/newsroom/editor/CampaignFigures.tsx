import { useEffect, useState } from 'react';
import { fetchJson } from '@/features/errors/fetch-json';
import styles from './Editor.module.css';

interface Variant {
  variant: string;
  impressions: number;
  clicks: number;
  ctr: number | null;
}

interface Figures {
  live: boolean;
  days: number;
  variants: Variant[];
  total: Variant | null;
}

/** A campaign's impressions, clicks and CTR per variant over 30 days, as /ops/campaigns counts them, beside its form. */
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
          </tr>
        </thead>
        <tbody>
          {rows.map((v) => (
            <tr key={v.variant}>
              <th scope="row">{v.variant}</th>
              <td>{v.impressions}</td>
              <td>{v.clicks}</td>
              <td>{v.ctr === null ? '—' : `${v.ctr.toFixed(1)}%`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
