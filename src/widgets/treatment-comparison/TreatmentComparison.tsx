import { EditorHtml } from '@/widgets/kits/editor-html/EditorHtml';
import { hasVisibleContent } from '@/content/sanitize';
import { ProductLink } from '@/widgets/kits/commerce/components/ProductLink';
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
  const hasCtas = treatments.some((t) => t.ctaUrl);

  return (
    <section className={styles.treatmentComparison}>
      <h2 className={styles.title}>{title}</h2>
      {description && <EditorHtml className={styles.description} html={description} />}
      <ComparisonTool className={styles.tool} toolName={toolName} topic={context.keywords[0]} jtbd={jtbd}>
        <div className={styles.scroller} role="region" aria-label={title} tabIndex={0} data-columns={treatments.length} data-comparison-scroll="">
          <table className={styles.table} aria-label={title}>
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
            {hasCtas && (
              <tfoot>
                <tr>
                  <td className={styles.corner} />
                  {treatments.map((treatment, index) => (
                    <td key={index} className={styles.ctaCell}>
                      {treatment.ctaUrl && (
                        <ProductLink
                          href={treatment.ctaUrl}
                          className={styles.cta}
                          tracking={{ location: 'treatment-comparison', name: treatment.name, position: index + 1, elementType: 'link' }}
                        >
                          {treatment.ctaText || defaultCtaText}
                          <span className="visually-hidden">: {treatment.name}</span>
                        </ProductLink>
                      )}
                    </td>
                  ))}
                </tr>
              </tfoot>
            )}
          </table>
        </div>
      </ComparisonTool>
      {footnote && <EditorHtml className={styles.footnote} html={footnote} />}
    </section>
  );
}
