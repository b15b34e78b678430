import { DiscountText } from '@/widgets/kits/commerce/components/DiscountText';
import { ProductLink } from '@/widgets/kits/commerce/components/ProductLink';
import { isLongDiscount } from '@/widgets/kits/commerce/discount';
import { ctaLabel } from '@/widgets/kits/commerce/labels';
import type { WidgetProps } from '../define';
import type { buttonCtaAffiliateLinkSchema } from './schema';
import styles from './ButtonCtaAffiliateLink.module.css';

/**
 * A product call-to-action button. With a product name it is a small card of its own: the name
 * says what the button buys, so the button never stands alone between paragraphs.
 */
export function ButtonCtaAffiliateLink({ data }: WidgetProps<typeof buttonCtaAffiliateLinkSchema>) {
  const label = ctaLabel({ ctaText: data.ctaText });
  const longDiscount = isLongDiscount(data.discount);
  const productName = data.productName?.trim();
  const classes = [styles.block, longDiscount && styles.left, productName && styles.named].filter(Boolean).join(' ');
  return (
    <div className={classes} data-long-discount={longDiscount || undefined}>
      {productName && (
        <p className={styles.product} data-cta-product="">
          {productName}
          {data.brand.trim() && !productName.toLowerCase().includes(data.brand.trim().toLowerCase()) && <span className={styles.brand}> from {data.brand.trim()}</span>}
        </p>
      )}
      {data.discount && <DiscountText text={data.discount} />}
      <ProductLink
        href={data.ctaUrl}
        className={styles.button}
        tracking={{ location: 'button-cta-affiliate-link', name: data.productName || label, brand: data.brand, variant: data.variantId, position: data.position }}
      >
        {label}
      </ProductLink>
    </div>
  );
}
