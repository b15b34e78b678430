import type { CSSProperties } from 'react';
import { ProductLink } from '@/widgets/kits/commerce/components/ProductLink';
import { ctaLabel } from '@/widgets/kits/commerce/labels';
import { productTrackingAttributes, type ProductTracking } from '@/widgets/kits/commerce/product-tracking';
import { proxiedImageSrc } from '@/lib/proxied-image';
import type { WidgetProps } from '../define';
import { paidMediaItemWidth, shownPaidMediaItems } from './layout';
import type { paidMediaWidgetSchema } from './schema';
import styles from './PaidMediaWidget.module.css';

const defaultImageAlt = 'preview';
const imageWidth = 240;

export function PaidMediaWidget({ data }: WidgetProps<typeof paidMediaWidgetSchema>) {
  const items = shownPaidMediaItems(data.items);
  if (items.length === 0) return null;
  const width = paidMediaItemWidth(items.length);

  return (
    <ul className={styles.widget} data-items={items.length} style={{ '--paid-media-item-width': width } as CSSProperties}>
      {items.map((item, i) => {
        const label = ctaLabel({ ctaText: item.ctaLabel, retailer: item.affiliateName });
        const tracking: ProductTracking = {
          location: 'paid-media-widget',
          name: item.title || item.affiliateName || label,
          brand: item.affiliateName,
          position: i + 1,
        };
        return (
          <li key={i} className={styles.item} data-paid-media-item="" {...productTrackingAttributes('product', tracking)}>
            {/* eslint-disable-next-line @next/next/no-img-element -- proxied at 2.1x; next/image would add nothing here */}
            <img
              className={styles.image}
              src={proxiedImageSrc(item.imgSrc, imageWidth)}
              alt={item.imageAlt || defaultImageAlt}
              width={imageWidth}
              height={imageWidth}
              loading="lazy"
              decoding="async"
            />
            {item.title && <p className={styles.title}>{item.title}</p>}
            {item.affiliateName && <p className={styles.affiliate}>{item.affiliateName}</p>}
            <ProductLink href={item.ctaUrl} tracking={tracking} className={styles.cta}>
              {label}
            </ProductLink>
          </li>
        );
      })}
    </ul>
  );
}
