import type { CSSProperties, ReactNode } from 'react';
import { TrackedAccordion } from '@/widgets/kits/accordion/TrackedAccordion';
import { EditorHtml } from '@/widgets/kits/editor-html/EditorHtml';
import { cardAnchorId } from '@/widgets/kits/commerce/anchors';
import { DiscountText } from '@/widgets/kits/commerce/components/DiscountText';
import { ProductLink } from '@/widgets/kits/commerce/components/ProductLink';
import { isLongDiscount } from '@/widgets/kits/commerce/discount';
import { ctaLabel, highlightText, ratingLabel } from '@/widgets/kits/commerce/labels';
import { marketingToolAssetFor } from '@/features/drivers/commerce-placements';
import { isCardBlocked } from '@/widgets/kits/commerce/page-rules';
import { productTrackingAttributes, type ProductTracking } from '@/widgets/kits/commerce/product-tracking';
import { barWidthPercent, formatScore, headlineScore, overallCriterion, scoreBars, scoreOutOf } from '@/widgets/kits/commerce/score';
import { proxiedImageSrc } from '@/lib/proxied-image';
import type { WidgetContext, WidgetProps } from '../define';
import { hasHtml, isCompactCard } from './compact';
import {
  accordionTitles,
  cardAccordions,
  cardBadges,
  cardImageAlt,
  cardRating,
  ratingsCountText,
  reviewCollapsedHeight,
  reviewThreshold,
  reviewToggleEvent,
  showsRating,
  spaciousHighlightsMax,
  type AccordionKey,
} from './rules';
import type { ProductCardFieldsData } from '@/widgets/kits/commerce/card-fields';
import type { productCardSchema } from './schema';
import { ReadMore } from '@/widgets/kits/commerce/components/leaves';
import { ReviewGifs } from './leaves';
import { Tooltip } from '@/components/leaves';
import styles from './ProductCard.module.css';

export type CardLayout = 'standard' | 'carousel';

/** Shown image widths (CSS px); the proxy fetches 2.1 times these. */
const imageWidth: Record<CardLayout | 'compact', number> = { standard: 200, compact: 120, carousel: 240 };

interface CardProps {
  data: ProductCardFieldsData;
  context: WidgetContext;
  /** Position in its list, from 1 (events and accordions report it). */
  position?: number;
  /** standard: the full card; carousel: image, title, rating, discount and call to action. */
  layout?: CardLayout;
  /** Heading level of the product title: 2 on its own, 3 under a group's h2. */
  headingLevel?: 2 | 3;
  /** Carousel items number their images for the last-resort alt ("carousel item {n}"). */
  carouselItem?: number;
}


function HighlightValue({ label, value, linkUrl, tracking }: { label: string; value: string; linkUrl?: string; tracking: ProductTracking }) {
  const shown = highlightText(label, value);
  if (!linkUrl) return <>{shown}</>;
  const text = shown.trim() || (label.trim().toUpperCase() === 'COA' ? 'View certificate of analysis' : `View ${label}`);
  return (
    <ProductLink href={linkUrl} tracking={tracking} className={styles.inlineLink}>
      {text}
    </ProductLink>
  );
}

function HighlightLabel({ label }: { label: string }) {
  if (label.trim().toUpperCase() === 'COA') return <abbr title="Certificate of analysis">{label}</abbr>;
  return <>{label}</>;
}

function Rating({ rating, count }: { rating: number; count?: number }) {
  const value = rating.toFixed(1);
  return (
    <p className={styles.rating} data-rating={value}>
      <span className={styles.ratingLabel}>{ratingLabel(rating)}</span>
      <span className={styles.stars} aria-hidden="true" style={{ '--rating-fill': `${(rating / 5) * 100}%` } as CSSProperties} />
      <span className={styles.ratingValue} aria-hidden="true">
        {value}
      </span>
      <span className="visually-hidden">Rated {value} out of 5</span>
      {count !== undefined && count > 0 && <span className={styles.ratingCount}>({ratingsCountText(count)})</span>}
    </p>
  );
}

function ScoreBoard({ data }: { data: ProductCardFieldsData }) {
  const bars = scoreBars(data.proprietaryReviews);
  return (
    <div className={styles.scoreboard} data-scoreboard="">
      <p className={styles.scoreHeadline}>
        <span className={styles.scoreName}>{overallCriterion}</span>{' '}
        <span className={styles.scoreValue}>{formatScore(headlineScore(data.proprietaryReviews, data.rating))}</span>{' '}
        <span className={styles.scoreOutOf}>out of {scoreOutOf}</span>
      </p>
      {bars.length > 0 && (
        <ul className={styles.bars}>
          {bars.map((bar, i) => (
            <li key={i} className={styles.barRow}>
              <span className={styles.barName}>{bar.scoreCriteriaName}</span>
              <span className={styles.barTrack} aria-hidden="true">
                <span className={styles.barFill} style={{ width: `${barWidthPercent(bar.scoreCriteriaValue)}%` }} data-bar-width={barWidthPercent(bar.scoreCriteriaValue)} />
              </span>
              <span className={styles.barValue}>
                {formatScore(bar.scoreCriteriaValue)}
                <span className="visually-hidden"> out of {scoreOutOf}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Disclaimers({ mobile, desktop }: { mobile?: string; desktop?: string }) {
  const m = mobile?.trim() || desktop?.trim();
  const d = desktop?.trim() || mobile?.trim();
  if (!m || !d) return null;
  if (m === d) return <p className={styles.disclaimer}>{m}</p>;
  return (
    <>
      <p className={`${styles.disclaimer} ${styles.mobileOnly}`} data-disclaimer="mobile">
        {m}
      </p>
      <p className={`${styles.disclaimer} ${styles.desktopOnly}`} data-disclaimer="desktop">
        {d}
      </p>
    </>
  );
}

function Accordion({ title, position, children }: { title: string; position?: number; children: ReactNode }) {
  return (
    <TrackedAccordion
      className={styles.accordion}
      open
      tracking={{ location: 'product-card', name: title, position }}
      summaryClassName={styles.accordionTitle}
      summary={title}
    >
      <div className={styles.accordionBody}>{children}</div>
    </TrackedAccordion>
  );
}

function AccordionContent({ which, data, tracking }: { which: AccordionKey; data: ProductCardFieldsData; tracking: ProductTracking }) {
  switch (which) {
    case 'prosCons':
      return (
        <div className={styles.prosCons}>
          {data.Pros.length > 0 && (
            <div>
              <p className={styles.listTitle}>Pros</p>
              <ul className={styles.pros}>
                {data.Pros.map((pro, i) => (
                  <li key={i}>{pro}</li>
                ))}
              </ul>
            </div>
          )}
          {data.Cons.length > 0 && (
            <div>
              <p className={styles.listTitle}>Cons</p>
              <ul className={styles.cons}>
                {data.Cons.map((con, i) => (
                  <li key={i}>{con}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
      );
    case 'details':
      return (
        <dl className={styles.details}>
          {data.productDetails.map((detail, i) => (
            <div key={i} className={styles.detail}>
              <dt>{detail.label}</dt>
              <dd>{detail.linkUrl ? <HighlightValue label={detail.label} value={detail.value} linkUrl={detail.linkUrl} tracking={tracking} /> : highlightText(detail.label, detail.value)}</dd>
            </div>
          ))}
        </dl>
      );
    case 'tester':
      return <EditorHtml html={data.handsOnReview ?? ''} className={styles.prose} />;
  }
}

/**
 * One product card. Both product-card and product-card-group render it. Static: its events come
 * from data attributes (TrackingListener); only the review text toggle and the gif toggle are
 * client leaves.
 */
export function ProductCardView({ data, context, position = data.position, layout = 'standard', headingLevel = 2, carouselItem }: CardProps) {
  const compact = layout === 'standard' && isCompactCard(data);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const location = layout === 'carousel' ? 'product-card-carousel' : 'product-card';
  const tracking: ProductTracking = {
    location,
    name: data.productTitle,
    brand: data.productBrand,
    productId: data.id,
    variant: data.variantId,
    position,
    elementType: 'product-card',
    category: 'Product Card',
  };
  const rating = showsRating(data, context.canonicalPath) ? cardRating(data) : undefined;
  const shownWidth = imageWidth[compact ? 'compact' : layout];
  const badges = cardBadges(data);
  const discount = data.discount?.trim() || undefined;
  const longDiscount = isLongDiscount(discount);
  const full = layout === 'standard';
  const accordions = full ? cardAccordions(data) : [];
  const review = full && hasHtml(data.healthlineReviews) ? data.healthlineReviews : undefined;
  // Spec article blocks 7: the REACT marketing-tool asset replaces the featured-partner label and button text.
  const asset = data.isFeaturedPartner ? marketingToolAssetFor(context.placements, data.paidMediaBannerName) : undefined;

  return (
    <article
      id={layout === 'standard' ? cardAnchorId(context.page, data.id) : undefined}
      className={styles.card}
      data-layout={layout}
      data-compact={compact ? '' : undefined}
      data-featured-partner={data.isFeaturedPartner ? '' : undefined}
      {...productTrackingAttributes('product', tracking)}
    >
      {data.isFeaturedPartner && (
        <p className={styles.featured} data-featured-label="" data-marketing-asset={asset?.assetName}>
          {asset?.label ?? 'Featured partner'} <span className={styles.sponsored}>· Sponsored</span>
        </p>
      )}
      <div className={styles.top}>
        {data.imgSrc && (
          <div className={styles.media} style={data.bgColor ? { backgroundColor: data.bgColor } : undefined}>
            {/* eslint-disable-next-line @next/next/no-img-element -- the src is already proxied (proxiedImageSrc) */}
            <img
              className={styles.image}
              src={proxiedImageSrc(data.imgSrc, shownWidth)}
              width={shownWidth}
              height={shownWidth}
              loading="lazy"
              decoding="async"
              alt={cardImageAlt(data.imgAlt, data.productTitle, carouselItem)}
            />
          </div>
        )}
        <div className={styles.summary}>
          {badges.length > 0 && (
            <ul className={styles.badges} aria-label="Badges">
              {badges.map((badge) => (
                <li key={badge} className={styles.badge} data-badge={badge}>
                  {badge}
                </li>
              ))}
            </ul>
          )}
          {data.superlative && <p className={styles.superlative}>{data.superlative}</p>}
          <Heading className={styles.title}>{data.productTitle}</Heading>
          {data.productBrand && <p className={styles.brand}>{data.productBrand}</p>}
          {full && data.tags.length > 0 && (
            <ul className={styles.tags} aria-label="Tags">
              {data.tags.map((tag, i) => (
                <li key={i} className={styles.tag}>
                  {tag}
                </li>
              ))}
            </ul>
          )}
          {rating !== undefined && <Rating rating={rating.value} count={rating.count} />}
          {full && data.hesiBadgeTags.length > 0 && (
            <ul className={styles.hesi} aria-label="Founder badges">
              {data.hesiBadgeTags.map((tag) => (
                <li key={tag} className={styles.hesiTag} data-hesi={tag}>
                  {tag}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>

      {full && data.highlights.length > 0 && (
        <dl className={styles.highlights} data-spacious={data.highlights.length <= spaciousHighlightsMax ? '' : undefined}>
          {data.highlights.map((h, i) => (
            <div key={i} className={styles.highlight} data-label={h.label}>
              <dt className={styles.highlightLabel}>
                <HighlightLabel label={h.label} />
                {h.tooltip && <Tooltip label={h.label} text={h.tooltip} />}
              </dt>
              <dd className={styles.highlightValue}>
                <HighlightValue label={h.label} value={h.value} linkUrl={h.linkUrl} tracking={tracking} />
              </dd>
            </div>
          ))}
        </dl>
      )}

      <div className={styles.cta} data-cta-layout={longDiscount ? 'left' : 'center'}>
        {discount && <DiscountText text={discount} className={styles.discount} />}
        <ProductLink href={data.ctaUrl} tracking={tracking} className={styles.ctaButton}>
          {asset?.buttonText ?? ctaLabel({ ctaText: data.ctaText, price: data.price, retailer: data.retailer })}
        </ProductLink>
      </div>

      {full && data.showDisclaimer && <Disclaimers mobile={data.mobileDisclaimer} desktop={data.desktopDisclaimer} />}

      {full && data.showReviewScoreBoard && data.proprietaryReviews.length > 0 && <ScoreBoard data={data} />}

      {review && (
        <ReviewGifs className={styles.review}>
          <ReadMore
            threshold={reviewThreshold}
            collapsedHeight={reviewCollapsedHeight}
            chevron
            event={{ name: reviewToggleEvent, location: 'product-card', elementType: 'button', position }}
          >
            <EditorHtml html={review} className={styles.prose} />
          </ReadMore>
        </ReviewGifs>
      )}

      {accordions.length > 0 && (
        <div className={styles.accordions}>
          {accordions.map((key) => (
            <Accordion key={key} title={accordionTitles[key]} position={position}>
              <AccordionContent which={key} data={data} tracking={tracking} />
            </Accordion>
          ))}
        </div>
      )}
    </article>
  );
}

/** The product-card widget: nothing on a blocked page without a commerce-propensity placement. */
export function ProductCard({ data, context }: WidgetProps<typeof productCardSchema>) {
  if (isCardBlocked(context.canonicalPath, context.placements.commercePropensity)) return null;
  return <ProductCardView data={data} context={context} />;
}
