import { isCardBlocked } from '@/widgets/kits/commerce/page-rules';
import type { WidgetProps } from '../define';
import { ProductCardView } from '../product-card/ProductCard';
import { carouselTitle, showsDecisionArticleList } from './rules';
import type { productCardGroupSchema } from './schema';
import { CarouselScroller } from './leaves';
import styles from './ProductCardGroup.module.css';

/** Accessible name of a carousel without a title. */
const untitledCarousel = 'Product picks';

/**
 * Several product cards with the product card component, positions from 1: a list, or the
 * product card carousel. The decision-article list variant shows only where its page rule allows.
 */
export function ProductCardGroup({ data, context }: WidgetProps<typeof productCardGroupSchema>) {
  if (isCardBlocked(context.canonicalPath, context.placements.commercePropensity)) return null;
  if (data.variant === 'decision-article-list' && !showsDecisionArticleList(context.canonicalPath, context.placements, data.preampAssetName)) return null;

  if (data.layout === 'carousel') {
    const title = carouselTitle(context.canonicalPath, data.title);
    const base = `product-carousel-p${context.page}-n${context.index}`;
    return (
      <div className={styles.group} data-layout="carousel" data-variant={data.variant}>
        {title && (
          <h2 id={`${base}-title`} className={styles.title}>
            {title}
          </h2>
        )}
        <CarouselScroller id={base} label={title ?? untitledCarousel}>
          <ul className={styles.track} data-count={data.products.length}>
            {data.products.map((product, i) => (
              <li key={`${product.id}-${i}`} className={styles.slide}>
                <ProductCardView data={product} context={context} position={i + 1} layout="carousel" headingLevel={title ? 3 : 2} carouselItem={i + 1} />
              </li>
            ))}
          </ul>
        </CarouselScroller>
      </div>
    );
  }

  const title = data.title?.trim();
  return (
    <div className={styles.group} data-layout="list" data-variant={data.variant}>
      {title && <h2 className={styles.title}>{title}</h2>}
      <ul className={styles.list}>
        {data.products.map((product, i) => (
          <li key={`${product.id}-${i}`}>
            <ProductCardView data={product} context={context} position={i + 1} headingLevel={title ? 3 : 2} />
          </li>
        ))}
      </ul>
    </div>
  );
}
