import type { CSSProperties } from 'react';
import { normalizeHex, textColourOn } from '@/lib/contrast';
import { proxiedImageSrc } from '@/lib/proxied-image';
import type { WidgetProps } from '../define';
import { TestimonialAnimation } from './leaves';
import type { TestimonialImage, testimonialSchema } from './schema';
import { bubbleColour, defaultQuoteImageAlt } from './timing';
import styles from './Testimonial.module.css';

const pictureShownWidth = 400;
const portraitSize = 48;
const defaultRatio = { width: 4, height: 3 };

function ratio(image: TestimonialImage): string {
  const { width, height } = image.width && image.height ? { width: image.width, height: image.height } : defaultRatio;
  return `${width} / ${height}`;
}

/** The desktop picture from 768px, the mobile one below; each box keeps its own aspect ratio so nothing shifts as it loads. */
function TestimonialPicture({ desktop, mobile }: { desktop: TestimonialImage; mobile: TestimonialImage }) {
  const style = { '--desktop-ratio': ratio(desktop), '--mobile-ratio': ratio(mobile) } as CSSProperties;
  const size = desktop.width && desktop.height ? { width: desktop.width, height: desktop.height } : { width: 400, height: 300 };
  return (
    <picture className={styles.picture} style={style}>
      {mobile !== desktop && <source media="(max-width: 767px)" srcSet={proxiedImageSrc(mobile.src, pictureShownWidth)} />}
      {/* Proxied at 2.1x through the image rule (src/lib/proxied-image.ts). */}
      <img
        className={styles.image}
        src={proxiedImageSrc(desktop.src, pictureShownWidth)}
        alt={desktop.alt || defaultQuoteImageAlt}
        width={size.width}
        height={size.height}
        loading="lazy"
        decoding="async"
        data-testimonial-image=""
      />
    </picture>
  );
}

export function Testimonial({ data }: WidgetProps<typeof testimonialSchema>) {
  const { header, subheader, quotes, desktopImage, mobileImage } = data;
  if (!header && !subheader && quotes.length === 0) return null;
  const colours = data.colours?.map(normalizeHex);
  const desktop = desktopImage ?? mobileImage;
  const mobile = mobileImage ?? desktopImage;

  return (
    <section className={styles.testimonial}>
      <TestimonialAnimation bubbleCount={quotes.length}>
        {(header || subheader) && (
          <div className={styles.heading}>
            {header && <h2 className={styles.header}>{header}</h2>}
            {subheader && <p className={styles.subheader}>{subheader}</p>}
          </div>
        )}
        <div className={desktop ? `${styles.body} ${styles.withPicture}` : styles.body}>
          {desktop && mobile && <TestimonialPicture desktop={desktop} mobile={mobile} />}
          {quotes.length > 0 && (
            <ul className={styles.bubbles} data-testimonial-bubbles="">
              {quotes.map((quote, index) => {
                const background = bubbleColour(index, colours);
                const style = { '--i': index, '--bubble-bg': background, '--bubble-text': textColourOn(background).colour } as CSSProperties;
                return (
                  <li key={index} className={styles.bubble} style={style} data-colour={background}>
                    <figure className={styles.figure}>
                      <blockquote className={styles.quote}>
                        <p>{quote.text}</p>
                      </blockquote>
                      {(quote.author || quote.imageSrc) && (
                        <figcaption className={styles.caption}>
                          {quote.imageSrc && (
                            // eslint-disable-next-line @next/next/no-img-element -- proxied at 2.1x (src/lib/proxied-image.ts)
                            <img
                              className={styles.portrait}
                              src={proxiedImageSrc(quote.imageSrc, portraitSize)}
                              alt={quote.imageAlt || defaultQuoteImageAlt}
                              width={portraitSize}
                              height={portraitSize}
                              loading="lazy"
                              decoding="async"
                              data-testimonial-image=""
                            />
                          )}
                          {quote.author && <span className={styles.author}>{quote.author}</span>}
                        </figcaption>
                      )}
                    </figure>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </TestimonialAnimation>
    </section>
  );
}
