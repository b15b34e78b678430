import type { WidgetProps } from '../define';
import type { quoteBlockSchema } from './schema';
import styles from './QuoteBlock.module.css';

const defaultImageAlt = 'Quote image';
const imageSize = 96;

export function QuoteBlock({ data }: WidgetProps<typeof quoteBlockSchema>) {
  // The schema trims, so whitespace-only fields arrive as ''.
  const { header, text, author, title, imageSrc } = data;
  if (!header && !text && !author && !title) return null;

  const hasFigure = Boolean(text || author || title || imageSrc);
  return (
    <div className={styles.quoteBlock}>
      {header && <h2 className={styles.header}>{header}</h2>}
      {hasFigure && (
        <figure className={imageSrc ? `${styles.figure} ${styles.withImage}` : styles.figure}>
          {imageSrc && (
            // A fixed 96px avatar from our own paths or https: next/image would add nothing here.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              className={styles.image}
              src={imageSrc}
              alt={data.imageAlt || defaultImageAlt}
              width={imageSize}
              height={imageSize}
              loading="lazy"
              decoding="async"
            />
          )}
          {text && (
            <blockquote className={styles.quote}>
              <p>{text}</p>
            </blockquote>
          )}
          {(author || title) && (
            <figcaption className={styles.caption}>
              {author && <span className={styles.author}>{author}</span>}
              {title && <span className={styles.title}>{title}</span>}
            </figcaption>
          )}
        </figure>
      )}
    </div>
  );
}
