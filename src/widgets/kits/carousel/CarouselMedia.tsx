import { proxiedImageSrc } from '@/lib/proxied-image';
import type { CarouselImage } from './markup';

/** Spec (article blocks 8): a carousel image without alt text is "carousel item {n}". */
export const carouselAlt = (alt: string, n: number) => alt || `carousel item ${n}`;

/** A card's image through the 2.1x image rule, its alt defaulting to "carousel item {n}". */
export function CarouselMedia({ image, n, shownWidth, className }: { image: CarouselImage; n: number; shownWidth: number; className?: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- proxied through the 2.1x image rule (src/lib/proxied-image.ts)
    <img
      className={className}
      src={proxiedImageSrc(image.src, shownWidth)}
      alt={carouselAlt(image.alt, n)}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
    />
  );
}
