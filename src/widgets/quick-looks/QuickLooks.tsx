import { ProductLink } from '@/widgets/kits/commerce/components/ProductLink';
import { ctaLabel } from '@/widgets/kits/commerce/labels';
import type { WidgetProps } from '../define';
import type { quickLooksSchema } from './schema';
import { skipToReviewHref } from './skip-target';
import { SkipToReview } from './leaves';
import styles from './QuickLooks.module.css';

const defaultTitle = 'A quick look';

export function QuickLooks({ data, context }: WidgetProps<typeof quickLooksSchema>) {
  if (data.itemLinks.length === 0) return null;
  return (
    <section className={styles.quickLooks}>
      <h2 className={styles.title}>
        {data.title || defaultTitle}
      </h2>
      <ol className={styles.items}>
        {data.itemLinks.map((item, i) => (
          <li key={i} className={styles.item}>
            {item.superlative && <p className={styles.superlative}>{item.superlative}</p>}
            <h3 className={styles.name}>{item.title}</h3>
            {(item.link || item.hashRoute) && (
              <p className={styles.links}>
                {item.link && (
                  <ProductLink
                    href={item.link}
                    className={styles.shop}
                    tracking={{ location: 'quick-looks', name: item.title, productId: item.hashRoute, variant: item.variantId, position: i + 1 }}
                  >
                    {ctaLabel({ ctaText: item.linkTitle })}
                  </ProductLink>
                )}
                {item.hashRoute && (
                  <SkipToReview href={skipToReviewHref(context.page, item.hashRoute)} className={styles.skip}>
                    Skip to review<span className="visually-hidden"> of {item.title}</span>
                  </SkipToReview>
                )}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
