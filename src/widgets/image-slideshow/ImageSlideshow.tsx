import { pinterestLinkFor } from '@/lib/pinterest';
import { proxiedImageSrc } from '@/lib/proxied-image';
import { siteOrigin } from '@/lib/site-origin';
import type { WidgetProps } from '../define';
import { pinDescription } from '../image-gallery/rules';
import { Slideshow } from './leaves';
import { slideAlt, slideImageWidth, type ShownSlide } from './rules';
import type { imageSlideshowSchema } from './schema';

/**
 * Images one at a time. The leaf renders every slide on the server too, so without JavaScript the
 * slides are a row the reader scrolls or swipes through (scroll-snap), each readable in full.
 */
export function ImageSlideshow({ data, context }: WidgetProps<typeof imageSlideshowSchema>) {
  const { title, images } = data;
  if (images.length === 0) return null;

  const origin = siteOrigin(context.site);
  const slides: ShownSlide[] = images.map((image, index) => ({
    src: proxiedImageSrc(image.src, slideImageWidth),
    alt: slideAlt(image.alt, index + 1),
    title: image.title || undefined,
    text: image.text || undefined,
    caption: image.caption || undefined,
    credit: image.credit || undefined,
    width: image.width,
    height: image.height,
    pinUrl: pinterestLinkFor(
      { src: image.src, description: pinDescription({ caption: image.caption || image.title, alt: image.alt }, title) },
      { origin, canonicalPath: context.canonicalPath },
    ),
  }));

  return <Slideshow id={`slideshow-p${context.page}-${context.index}`} title={title || undefined} slides={slides} />;
}
