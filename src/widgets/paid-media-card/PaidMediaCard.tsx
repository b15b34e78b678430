import { DiscountText } from '@/widgets/kits/commerce/components/DiscountText';
import { ProductLink } from '@/widgets/kits/commerce/components/ProductLink';
import { isLongDiscount } from '@/widgets/kits/commerce/discount';
import { highlightText, ratingLabel } from '@/widgets/kits/commerce/labels';
import { productTrackingAttributes, type ProductTracking } from '@/widgets/kits/commerce/product-tracking';
import { proxiedImageSrc } from '@/lib/proxied-image';
import type { WidgetProps } from '../define';
import { splitPaidMediaCta } from './cta';
import type { paidMediaCardSchema } from './schema';
import styles from './PaidMediaCard.module.css';

const defaultImageAlt = 'preview';
const imageWidth = 160;
/** Spec (article blocks 5): "Highlights of three or fewer items add spacing." */
const fewHighlights = 3;

export function PaidMediaCard({ data }: WidgetProps<typeof paidMediaCardSchema>) {
  const tracking: ProductTracking = {
    location: 'paid-media-card',
    name: data.productTitle,
    brand: data.productBrand,
    productId: data.id,
    variant: data.variantId,
    position: data.position,
  };
  const cta = splitPaidMediaCta(data.ctaText);
  const longDiscount = isLongDiscount(data.discount);
  const classes = [styles.card, data.isFeaturedPartner && styles.featured, data.highlights.length <= fewHighlights && styles.spacious];

  return (
    <article className={classes.filter(Boolean).join(' ')} {...productTrackingAttributes('product', tracking)}>
      {data.isFeaturedPartner && <p className={styles.partner}>Featured partner</p>}
      <div className={styles.layout}>
        {data.imgSrc && (
          // A fixed-size thumbnail through our image proxy at 2.1x: next/image would add nothing here.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            className={styles.image}
            src={proxiedImageSrc(data.imgSrc, imageWidth)}
            alt={data.imageAlt || defaultImageAlt}
            width={imageWidth}
            height={imageWidth}
            loading="lazy"
            decoding="async"
          />
        )}
        <div className={styles.body}>
          {data.productBrand && <p className={styles.brand}>{data.productBrand}</p>}
          <h2 className={styles.title}>
            {data.productTitle}
          </h2>
          {data.rating !== undefined && (
            <p className={styles.rating}>
              <strong>{data.rating.toFixed(1)}</strong>
              <span className="visually-hidden"> out of 5,</span> <span className={styles.ratingLabel}>{ratingLabel(data.rating)}</span>
              {data.numberOfRatings !== undefined && (
                <span className={styles.ratingCount}> ({data.numberOfRatings.toLocaleString('en-US')} ratings)</span>
              )}
            </p>
          )}
          {data.highlights.length > 0 && (
            <dl className={styles.highlights}>
              {data.highlights.map((h, i) => (
                <div key={i} className={styles.highlight}>
                  <dt>{h.label}</dt>
                  <dd>
                    {h.linkUrl ? (
                      <ProductLink href={h.linkUrl} tracking={tracking}>
                        {highlightText(h.label, h.value) || h.label}
                      </ProductLink>
                    ) : (
                      highlightText(h.label, h.value)
                    )}
                    {h.tooltip && <span className={styles.tooltip}>{h.tooltip}</span>}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </div>
      <div className={longDiscount ? `${styles.action} ${styles.actionLeft}` : styles.action} data-long-discount={longDiscount || undefined}>
        {data.discount && <DiscountText text={data.discount} />}
        <ProductLink href={data.ctaUrl} tracking={tracking} className={styles.cta}>
          <span className={styles.ctaLabel}>{cta.label}</span>
          {cta.smallPrint && <span className={styles.ctaSmallPrint}> {cta.smallPrint}</span>}
        </ProductLink>
      </div>
    </article>
  );
}
