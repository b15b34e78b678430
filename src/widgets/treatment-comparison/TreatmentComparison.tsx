import { EditorHtml } from '@/widgets/kits/editor-html/EditorHtml';
import { hasVisibleContent } from '@/content/sanitize';
import { ComparisonCtaRow } from '@/widgets/kits/comparison/ComparisonCtaRow';
import { ComparisonFrame } from '@/widgets/kits/comparison/ComparisonFrame';
import type { WidgetProps } from '../define';
import { ComparisonTool } from './leaves';
import type { treatmentComparisonSchema } from './schema';
import styles from './TreatmentComparison.module.css';

const defaultCtaText = 'Learn more';

/**
 * The decision tool: treatments as columns, criteria as rows. Its header row sticks to the top
 * while the table is read (ComparisonTool sets data-sticky), and it reports a decision-tool
 * exposure (toolName, the page's first keyword as topic, jtbd) when it first enters view. The
 * body planner puts an ad slot after it. Columns keep a readable minimum width: where they do not
 * all fit, the table scrolls sideways in its own labelled, focusable region (see the CSS).
 */
export function TreatmentComparison({ data, context }: WidgetProps<typeof treatmentComparisonSchema>) {
  const { toolName, jtbd, title, description, criteria, treatments, footnote } = data;

  return (
    <section className={styles.treatmentComparison}>
      <h2 className={styles.title}>{title}</h2>
      {description && <EditorHtml className={styles.description} html={description} />}
      <ComparisonTool className={styles.tool} toolName={toolName} topic={context.keywords[0]} jtbd={jtbd}>
        <ComparisonFrame label={title} className={styles.scroller} tableClassName={styles.table} columns={treatments.length} scrollMarker>
          <thead>
            <tr>
              <td className={styles.corner} />
              {treatments.map((treatment, index) => (
                <th key={index} scope="col" className={styles.treatmentHeader}>
                  {treatment.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {criteria.map((criterion) => (
              <tr key={criterion.key}>
                <th scope="row" className={styles.criterion}>
                  {criterion.label}
                </th>
                {treatments.map((treatment, index) => {
                  const value = treatment.values[criterion.key];
                  return (
                    <td key={index} className={styles.cell}>
                      {value && hasVisibleContent(value) ? (
                        <EditorHtml html={value} />
                      ) : (
                        <span className={styles.missing}>
                          <span aria-hidden="true">–</span>
                          <span className="visually-hidden">Not stated</span>
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
          <ComparisonCtaRow
            leadClassName={styles.corner}
            cellClassName={styles.ctaCell}
            linkClassName={styles.cta}
            ctas={treatments.map((treatment, index) =>
              treatment.ctaUrl
                ? {
                    href: treatment.ctaUrl,
                    text: treatment.ctaText || defaultCtaText,
                    name: treatment.name,
                    tracking: { location: 'treatment-comparison', name: treatment.name, position: index + 1, elementType: 'link' },
                  }
                : undefined,
            )}
          />
        </ComparisonFrame>
      </ComparisonTool>
      {footnote && <EditorHtml className={styles.footnote} html={footnote} />}
    </section>
  );
}
