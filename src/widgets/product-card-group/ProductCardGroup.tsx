import { isCardBlocked } from '@/widgets/kits/commerce/page-rules';
import { Carousel } from '@/widgets/kits/carousel/Carousel';
import type { WidgetProps } from '../define';
import { ProductCardView } from '../product-card/ProductCard';
import { carouselTitle, showsDecisionArticleList } from './rules';
import type { productCardGroupSchema } from './schema';
import styles from './ProductCardGroup.module.css';

/** Accessible name of a carousel without a title. */
const untitledCarousel = 'Product picks';

/**
 * Several product cards with the product card component, positions from 1: a list, or the
 * product card carousel (the frame the card, image and value-prop carousels share). The
 * decision-article list variant shows only where its page rule allows.
 */
export function ProductCardGroup({ data, context }: WidgetProps<typeof productCardGroupSchema>) {
  if (isCardBlocked(context.canonicalPath, context.placements.commercePropensity)) return null;
  if (data.variant === 'decision-article-list' && !showsDecisionArticleList(context.canonicalPath, context.placements, data.preampAssetName)) return null;

  if (data.layout === 'carousel') {
    const title = carouselTitle(context.canonicalPath, data.title);
    // The carousels' shared frame (spec, article blocks 4, 5 and 9): scroll-snap, Previous and Next
    // disabled at the ends, the current slide tracked and recorded, and dots when more than 1 slide.
    return (
      <div className={styles.group} data-layout="carousel" data-variant={data.variant}>
        <Carousel
          format="product-card-group"
          index={context.index}
          page={context.page}
          title={title}
          label={untitledCarousel}
          slides={data.products.map((product, i) => (
            <ProductCardView key={`${product.id}-${i}`} data={product} context={context} position={i + 1} layout="carousel" headingLevel={title ? 3 : 2} carouselItem={i + 1} />
          ))}
        />
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
