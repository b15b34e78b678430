import { DiscountText } from '@/widgets/kits/commerce/components/DiscountText';
import { TrackedAccordion } from '@/widgets/kits/accordion/TrackedAccordion';
import { ProductLink } from '@/widgets/kits/commerce/components/ProductLink';
import { ctaLabel } from '@/widgets/kits/commerce/labels';
import { productTrackingAttributes, type ProductTracking } from '@/widgets/kits/commerce/product-tracking';
import { barWidthPercent, formatScore, headlineScore, scoreBars, scoreOutOf } from '@/widgets/kits/commerce/score';
import { widgetDomId, type WidgetProps } from '../define';
import type { reviewScoreCardSchema } from './schema';
import { prosConsTitle, scorecardExplanation, showsProsCons } from './scorecard';
import styles from './ReviewScoreCard.module.css';

const location = 'review-score-card';

export function ReviewScoreCard({ data, context }: WidgetProps<typeof reviewScoreCardSchema>) {
  const id = widgetDomId(context, 'scorecard');
  const headline = headlineScore(data.proprietaryReviews, data.rating);
  const bars = scoreBars(data.proprietaryReviews);
  const position = context.index + 1;
  const tracking: ProductTracking = {
    location,
    name: data.productName,
    brand: data.productBrand,
    variant: data.variantId,
    position,
    category: 'Review Score Card',
  };

  return (
    // Not a labelled region: the product card of the same product may already be one with this name.
    <section className={styles.card} {...productTrackingAttributes('product', tracking)}>
      <div className={styles.header}>
        <div>
          {data.productBrand && <p className={styles.brand}>{data.productBrand}</p>}
          <h2 className={styles.title}>
            {data.productName}
          </h2>
        </div>
        <p className={styles.headline} data-score-headline={formatScore(headline)}>
          <span className="visually-hidden">Overall score: </span>
          <span className={styles.score}>{formatScore(headline)}</span>
          <span className={styles.outOf}> out of {scoreOutOf}</span>
        </p>
      </div>

      {bars.length > 0 && (
        <ul className={styles.bars}>
          {bars.map((bar, index) => (
            <li key={index} className={styles.bar}>
              <span id={`${id}-bar${index}`} className={styles.barName}>
                {bar.scoreCriteriaName}
              </span>
              <span
                className={styles.track}
                role="meter"
                aria-labelledby={`${id}-bar${index}`}
                aria-valuemin={0}
                aria-valuemax={scoreOutOf}
                aria-valuenow={bar.scoreCriteriaValue}
                aria-valuetext={`${formatScore(bar.scoreCriteriaValue)} out of ${scoreOutOf}`}
              >
                <span className={styles.fill} style={{ width: `${Number(barWidthPercent(bar.scoreCriteriaValue).toFixed(2))}%` }} />
              </span>
              <span className={styles.barValue} aria-hidden="true">
                {formatScore(bar.scoreCriteriaValue)}
              </span>
            </li>
          ))}
        </ul>
      )}

      <p className={styles.explanation}>{scorecardExplanation}</p>

      {showsProsCons(data.pros, data.cons) && (
        <TrackedAccordion
          className={styles.prosCons}
          tracking={{ location, name: data.productName, position }}
          summaryClassName={styles.summary}
          summary={prosConsTitle}
        >
          <div className={styles.lists}>
            {data.pros.length > 0 && (
              <div>
                <h3 className={styles.listTitle}>Pros</h3>
                <ul className={styles.list}>
                  {data.pros.map((pro, index) => (
                    <li key={index}>{pro}</li>
                  ))}
                </ul>
              </div>
            )}
            {data.cons.length > 0 && (
              <div>
                <h3 className={styles.listTitle}>Cons</h3>
                <ul className={styles.list}>
                  {data.cons.map((con, index) => (
                    <li key={index}>{con}</li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </TrackedAccordion>
      )}

      {(data.discount || data.ctaUrl) && (
        <div className={styles.buy}>
          {data.discount && <DiscountText text={data.discount} className={styles.offer} />}
          {data.ctaUrl && (
            <ProductLink href={data.ctaUrl} tracking={tracking} className={styles.cta}>
              {ctaLabel({ ctaText: data.ctaText })}
            </ProductLink>
          )}
        </div>
      )}
    </section>
  );
}
