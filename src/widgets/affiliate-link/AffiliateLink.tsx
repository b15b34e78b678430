import { ProductLink } from '@/widgets/kits/commerce/components/ProductLink';
import type { WidgetProps } from '../define';
import type { affiliateLinkSchema } from './schema';
import styles from './AffiliateLink.module.css';

export function AffiliateLink({ data }: WidgetProps<typeof affiliateLinkSchema>) {
  return (
    <p className={styles.block}>
      <ProductLink href={data.url} className={styles.link} tracking={{ location: 'affiliate-link', name: data.productName || data.text, brand: data.brand }}>
        {data.text}
      </ProductLink>
    </p>
  );
}
