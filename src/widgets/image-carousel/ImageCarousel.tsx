import { Carousel } from '@/widgets/kits/carousel/Carousel';
import { carouselAlt } from '@/widgets/kits/carousel/CarouselMedia';
import { carouselLayout, wideFromPx } from '@/widgets/kits/carousel/layout';
import { parseCarouselMarkup, type CarouselImage } from '@/widgets/kits/carousel/markup';
import { proxiedImageSrc } from '@/lib/proxied-image';
import type { WidgetProps } from '../define';
import type { imageCarouselSchema } from './schema';
import styles from './ImageCarousel.module.css';

const format = 'image-carousel';
/** Mobile slides are 280px wide (the carousel's slide width below 990px). */
const mobileShownWidth = 300;

/** How wide a desktop image shows from 990px: one card fills the column, two or four share it, more scroll at 280px. */
function desktopShownWidth(count: number): number {
  const layout = carouselLayout(count);
  if (layout === 'scroll') return mobileShownWidth;
  return count === 1 ? 700 : count === 3 ? 240 : 400;
}

const ratio = (image: CarouselImage) => (image.width && image.height ? `${image.width} / ${image.height}` : '4 / 3');

/**
 * Image carousel (spec, article blocks 3): image cards with a desktop and a mobile image
 * (<picture>; the mobile one below 990px), a caption, and the alt default "carousel item {n}".
 * The space of each image is reserved by its ratio (width and height in the markup, else 4:3).
 */
export function ImageCarousel({ data, context }: WidgetProps<typeof imageCarouselSchema>) {
  const cards = parseCarouselMarkup(data.markup, 'image', format);
  if (cards.length === 0) return null;
  const shown = desktopShownWidth(cards.length);
  const slides = cards.map((card, i) => {
    const { desktop, mobile } = card.images!;
    const n = i + 1;
    return (
      <figure key={i} className={styles.card}>
        <picture className={styles.picture} style={{ ['--ratio' as string]: ratio(desktop), ['--mobile-ratio' as string]: ratio(mobile ?? desktop) }}>
          {mobile && (
            <source media={`(max-width: ${wideFromPx - 1}px)`} srcSet={proxiedImageSrc(mobile.src, mobileShownWidth)} width={mobile.width} height={mobile.height} />
          )}
          <img
            className={styles.image}
            src={proxiedImageSrc(desktop.src, shown)}
            alt={carouselAlt(desktop.alt || mobile?.alt || '', n)}
            width={desktop.width}
            height={desktop.height}
            loading={i < 3 ? undefined : 'lazy'}
            decoding="async"
          />
        </picture>
        {card.title && <figcaption className={styles.caption}>{card.title}</figcaption>}
      </figure>
    );
  });
  return <Carousel format={format} index={context.index} page={context.page} title={data.title} slides={slides} />;
}
