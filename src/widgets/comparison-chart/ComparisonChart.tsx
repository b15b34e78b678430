import { EditorHtml } from '@/widgets/kits/editor-html/EditorHtml';
import { ComparisonCtaRow } from '@/widgets/kits/comparison/ComparisonCtaRow';
import { ComparisonFrame } from '@/widgets/kits/comparison/ComparisonFrame';
import { ctaLabel } from '@/widgets/kits/commerce/labels';
import { proxiedImageSrc } from '@/lib/proxied-image';
import type { WidgetProps } from '../define';
import { barMax, chartCell, comparisonChartLabel, type ChartCell } from './chart-cells';
import type { comparisonChartSchema } from './schema';
import styles from './ComparisonChart.module.css';

const imageWidth = 96;

function YesNoIcon({ yes }: { yes: boolean }) {
  return (
    <svg className={yes ? styles.yes : styles.no} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" />
      {yes ? <path d="M7 12.5l3.2 3.2L17 9" /> : <path d="M8.5 8.5l7 7M15.5 8.5l-7 7" />}
    </svg>
  );
}

function Cell({ cell }: { cell: ChartCell }) {
  switch (cell.kind) {
    case 'boolean':
      return (
        <span className={styles.boolean} data-value={cell.text}>
          <YesNoIcon yes={cell.yes} />
          <span className="visually-hidden">{cell.text}</span>
        </span>
      );
    case 'bar':
      return (
        <span className={styles.barValue}>
          <span className={styles.barTrack} aria-hidden="true">
            <span className={styles.bar} style={{ width: `${cell.percent}%` }} />
          </span>
          <span className={styles.figure}>{cell.text}</span>
        </span>
      );
    case 'text':
      return <span>{cell.text}</span>;
    case 'missing':
      return (
        <span className={styles.missing}>
          <span aria-hidden="true">–</span>
          <span className="visually-hidden">{cell.text}</span>
        </span>
      );
  }
}

/**
 * A static chart (no script): products or options as columns, criteria as rows. Yes/No values are
 * icons with a text alternative, numbers and ratings are bars with their figure beside them.
 */
export function ComparisonChart({ data }: WidgetProps<typeof comparisonChartSchema>) {
  const { title, description, criteria, items, footnote } = data;
  const label = comparisonChartLabel(data);

  return (
    <section className={styles.comparisonChart}>
      {title && <h2 className={styles.title}>{title}</h2>}
      {description && <EditorHtml className={styles.description} html={description} />}
      <ComparisonFrame label={label} className={styles.scroller} tableClassName={styles.table}>
        <thead>
          <tr>
            <td className={styles.corner} />
            {items.map((item, index) => (
              <th key={index} scope="col" className={styles.itemHeader}>
                {item.imgSrc && (
                  // eslint-disable-next-line @next/next/no-img-element
                  <img
                    className={styles.image}
                    src={proxiedImageSrc(item.imgSrc, imageWidth)}
                    alt={item.imgAlt ?? ''}
                    width={imageWidth}
                    height={imageWidth}
                    loading="lazy"
                  />
                )}
                <span className={styles.name}>{item.name}</span>
                {item.brand && <span className={styles.brand}>{item.brand}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {criteria.map((criterion) => {
            const max = barMax(criterion, items);
            return (
              <tr key={criterion.key} data-criterion-type={criterion.type}>
                <th scope="row" className={styles.criterion}>
                  {criterion.label}
                </th>
                {items.map((item, index) => (
                  <td key={index} className={styles.cell}>
                    <Cell cell={chartCell(criterion, item.values[criterion.key], max)} />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
        <ComparisonCtaRow
          leadClassName={styles.corner}
          cellClassName={styles.ctaCell}
          ctas={items.map((item, index) =>
            item.ctaUrl
              ? {
                  href: item.ctaUrl,
                  text: ctaLabel({ ctaText: item.ctaText }),
                  name: item.name,
                  tracking: { location: 'comparison-chart', name: item.name, brand: item.brand, variant: item.variantId, position: index + 1 },
                }
              : undefined,
          )}
        />
      </ComparisonFrame>
      {footnote && <EditorHtml className={styles.footnote} html={footnote} />}
    </section>
  );
}
