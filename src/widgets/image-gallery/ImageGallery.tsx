import { pinterestLinkFor } from '@/lib/pinterest';
import { proxiedImageSrc } from '@/lib/proxied-image';
import { siteOrigin } from '@/lib/site-origin';
import type { WidgetProps } from '../define';
import { GalleryLightbox } from './leaves';
import { galleryImageAlt, largeImageWidth, pinDescription, thumbnailWidth, type ShownImage } from './rules';
import type { imageGallerySchema } from './schema';
import styles from './ImageGallery.module.css';

/**
 * A grid of figures: each thumbnail is a link to the larger image, so the gallery works and reads
 * well without JavaScript. The lightbox leaf turns those links into a modal larger view.
 */
export function ImageGallery({ data, context }: WidgetProps<typeof imageGallerySchema>) {
  const { title, images } = data;
  if (images.length === 0) return null;

  const origin = siteOrigin(context.site);
  const shown: ShownImage[] = images.map((image) => ({
    src: proxiedImageSrc(image.src, largeImageWidth),
    alt: galleryImageAlt(image.alt),
    caption: image.caption || undefined,
    credit: image.credit || undefined,
    width: image.width,
    height: image.height,
    pinUrl: pinterestLinkFor({ src: image.src, description: pinDescription(image, title) }, { origin, canonicalPath: context.canonicalPath }),
  }));
  const id = `gallery-p${context.page}-${context.index}`;
  // A titled gallery is a named section; an untitled one is no landmark of its own.
  const Wrapper = title ? 'section' : 'div';

  return (
    <Wrapper className={styles.gallery} aria-labelledby={title ? `${id}-title` : undefined}>
      {title && (
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
      )}
      <GalleryLightbox title={title || 'Image gallery'} images={shown}>
        <ul className={styles.grid}>
          {images.map((image, index) => (
            <li key={index} className={styles.item}>
              <figure className={styles.figure}>
                <a className={styles.thumbLink} href={shown[index]!.src} data-gallery-index={index}>
                  {/* Sized from the content's width and height; the proxy serves 2.1x the shown width. */}
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img
                    className={styles.thumb}
                    src={proxiedImageSrc(image.src, thumbnailWidth)}
                    alt={shown[index]!.alt}
                    width={image.width}
                    height={image.height}
                    loading="lazy"
                    decoding="async"
                  />
                </a>
                {(image.caption || image.credit) && (
                  <figcaption className={styles.caption}>
                    {image.caption}
                    {image.credit && <span className={styles.credit}>{image.credit}</span>}
                  </figcaption>
                )}
              </figure>
            </li>
          ))}
        </ul>
      </GalleryLightbox>
    </Wrapper>
  );
}
