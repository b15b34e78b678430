import { DiscountText } from '@/widgets/kits/commerce/components/DiscountText';
import { ProductLink } from '@/widgets/kits/commerce/components/ProductLink';
import { isLongDiscount } from '@/widgets/kits/commerce/discount';
import { ctaLabel } from '@/widgets/kits/commerce/labels';
import { productTrackingAttributes, type ProductTracking } from '@/widgets/kits/commerce/product-tracking';
import { proxiedImageSrc } from '@/lib/proxied-image';
import type { WidgetProps } from '../define';
import type { paidMediaDriverSchema } from './schema';
import styles from './PaidMediaDriver.module.css';

const imageWidth = 120;

export function PaidMediaDriver({ data }: WidgetProps<typeof paidMediaDriverSchema>) {
  const tracking: ProductTracking = {
    location: 'paid-media-driver',
    name: data.mainText,
    brand: data.brand,
    productId: data.id,
    position: data.position,
  };
  const longDiscount = isLongDiscount(data.discount);
  return (
    <div className={styles.driver} {...productTrackingAttributes('product', tracking)}>
      {data.imgSrc && (
        // The headline beside the image names the product, so the image is decorative.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          className={styles.image}
          src={proxiedImageSrc(data.imgSrc, imageWidth)}
          alt=""
          width={imageWidth}
          height={imageWidth}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className={styles.text}>
        {data.brand && <p className={styles.brand}>{data.brand}</p>}
        <p className={styles.main}>{data.mainText}</p>
        {data.subText && <p className={styles.sub}>{data.subText}</p>}
      </div>
      <div className={longDiscount ? `${styles.action} ${styles.actionLeft}` : styles.action} data-long-discount={longDiscount || undefined}>
        {data.discount && <DiscountText text={data.discount} />}
        <ProductLink href={data.ctaUrl} tracking={tracking} className={styles.cta}>
          {ctaLabel({ ctaText: data.ctaText })}
        </ProductLink>
      </div>
    </div>
  );
}
