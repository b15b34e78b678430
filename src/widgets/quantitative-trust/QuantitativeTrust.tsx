import { EditorHtml } from '@/widgets/kits/editor-html/EditorHtml';
import { ReadMore } from '@/widgets/kits/commerce/components/leaves';
import { SITES } from '@/sites';
import type { WidgetProps } from '../define';
import type { quantitativeTrustSchema } from './schema';
import { explanationCollapsedHeight, formatCount, hasTrustContent, trustProduct, visibleExplanation, whyTrustTitle } from './trust';
import styles from './QuantitativeTrust.module.css';

export function QuantitativeTrust({ data, context }: WidgetProps<typeof quantitativeTrustSchema>) {
  if (!hasTrustContent(data)) return null;
  const explanation = visibleExplanation(data.explanationDescription);

  return (
    // No accessible name: a named section is a landmark, and two cards with one title would clash.
    <section className={styles.trust}>
      <h2 className={styles.title}>
        {whyTrustTitle(trustProduct(data.productName, SITES[context.site].name))}
      </h2>
      {data.metrics.length > 0 && (
        <ul className={styles.metrics}>
          {data.metrics.map((metric, index) => (
            <li key={index} className={styles.metric}>
              <span className={styles.count}>{formatCount(metric.count)}</span>
              {metric.description && <span className={styles.description}> {metric.description}</span>}
            </li>
          ))}
        </ul>
      )}
      {(data.explanationTitle || explanation) && (
        <div className={styles.explanation}>
          {data.explanationTitle && <h3 className={styles.explanationTitle}>{data.explanationTitle}</h3>}
          {explanation && (
            <ReadMore
              threshold={explanationCollapsedHeight}
              collapsedHeight={explanationCollapsedHeight}
              chevron
              className={styles.readMore}
              event={{ name: 'why-trust-explanation', location: 'quantitative-trust', position: context.index + 1 }}
            >
              <EditorHtml className={styles.text} html={explanation} />
            </ReadMore>
          )}
        </div>
      )}
    </section>
  );
}
