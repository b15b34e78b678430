import { conversionLabels, type ConversionKind } from '@/content/campaigns/figure-events';
import type { VariantStats } from '@/features/ops/server/campaign-stats.server';
import { percent } from './DailyChart';
import styles from './Campaigns.module.css';

export type WeightedVariant = VariantStats & { weight: number };

/**
 * A campaign's figures per variant: weight, impressions, clicks, CTR and, for a driver type that
 * has one, its conversions (sign-ups, downloads or quiz completions) and conversion rate; a total
 * row for a split. A narrow screen scrolls the table by itself (a labelled, focusable region), never
 * the page.
 */
export function VariantTable({
  label,
  caption,
  variants,
  total,
  kind,
}: {
  label: string;
  caption: string;
  variants: WeightedVariant[];
  total: VariantStats;
  kind: ConversionKind | null;
}) {
  const conversionCells = (v: VariantStats) =>
    kind && (
      <>
        <td data-conversions>{v.conversions}</td>
        <td data-conversion-rate>{percent(v.conversionRate)}</td>
      </>
    );
  return (
    <div className={styles.scroll} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Variant</th>
            <th scope="col">Weight</th>
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
          {variants.map((v) => (
            <tr key={v.variant} data-variant={v.variant}>
              <th scope="row">{v.variant}</th>
              <td>{v.weight}%</td>
              <td data-impressions>{v.impressions}</td>
              <td data-clicks>{v.clicks}</td>
              <td data-ctr>{percent(v.ctr)}</td>
              {conversionCells(v)}
            </tr>
          ))}
        </tbody>
        {variants.length > 1 && (
          <tfoot>
            <tr data-variant="all">
              <th scope="row">All variants</th>
              <td>100%</td>
              <td>{total.impressions}</td>
              <td>{total.clicks}</td>
              <td>{percent(total.ctr)}</td>
              {conversionCells(total)}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
