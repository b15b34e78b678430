import { DiscountText } from '@/features/commerce/components/DiscountText';
import { ProductLink } from '@/features/commerce/components/ProductLink';
import { isLongDiscount } from '@/features/commerce/discount';
import { ctaLabel } from '@/features/commerce/labels';
import type { WidgetProps } from '../define';
import type { buttonCtaAffiliateLinkSchema } from './schema';
import styles from './ButtonCtaAffiliateLink.module.css';

export function ButtonCtaAffiliateLink({ data }: WidgetProps<typeof buttonCtaAffiliateLinkSchema>) {
  const label = ctaLabel({ ctaText: data.ctaText });
  const longDiscount = isLongDiscount(data.discount);
  return (
    <div className={longDiscount ? `${styles.block} ${styles.left}` : styles.block} data-long-discount={longDiscount || undefined}>
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
