import Link from 'next/link';
import type { ArticleSummary } from '@/content/store.server';
import { SITES, type SiteId } from '@/sites';
import { proxiedImageSrc } from '@/lib/proxied-image';
import { formatDate } from './format-date';
import styles from './ArticleCard.module.css';

/**
 * lead: the large first story, picture above the text; row: a thumbnail beside it; compact: a row
 * without the summary; tile: a picture above the title and date, for a slide of a carousel.
 */
export type ArticleCardVariant = 'lead' | 'row' | 'compact' | 'tile';

/**
 * CSS px each variant shows its image at, at most (ArticleCard.module.css); raster images load at
 * 2.1x that. A tile is a carousel slide: 1.1 to a phone's column (about 320 px), less on wider screens.
 */
export const cardImageWidths: Record<ArticleCardVariant, number> = { lead: 700, row: 160, compact: 120, tile: 320 };

export interface CardImage {
  src: string;
  width: number;
  height: number;
}

interface ThumbnailProps {
  image: CardImage | undefined;
  site: SiteId;
  shownWidth: number;
  /** The first screen's lead image: fetched early rather than lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * An article's picture in a list. Decorative (alt=""): the card's one link, its title, names the
 * article. The box has a fixed aspect ratio in CSS and the img its width and height, so nothing
 * moves when it loads. Without an image, the site's mark on a brand-tinted panel takes its place.
 */
export function ArticleThumbnail({ image, site, shownWidth, priority = false, className }: ThumbnailProps) {
  if (!image) {
    return (
      <span className={[styles.media, styles.placeholder, className].filter(Boolean).join(' ')} data-placeholder="" aria-hidden="true">
        {/* eslint-disable-next-line @next/next/no-img-element -- a 32-unit SVG mark, sized by CSS */}
        <img src={SITES[site].icon} alt="" width={32} height={32} className={styles.mark} />
      </span>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- our own sized images, through the 2.1x proxy rule (lib/proxied-image)
    <img
      src={proxiedImageSrc(image.src, shownWidth)}
      alt=""
      width={image.width}
      height={image.height}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      className={[styles.media, className].filter(Boolean).join(' ')}
    />
  );
}

interface Props {
  article: ArticleSummary;
  headingLevel?: 2 | 3;
  variant?: ArticleCardVariant;
  /** Loads the image early: only for a lead on the first screen. */
  priority?: boolean;
  /** A lead with its picture beside the text on wide screens (when it has the full width of the list). */
  beside?: boolean;
}

/** One article in a list: one link (the title, stretched over the card), heading, summary, date. */
export function ArticleCard({ article, headingLevel = 3, variant = 'row', priority = false, beside = false }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`${styles.card} ${styles[variant]}${beside && variant === 'lead' ? ` ${styles.leadBeside}` : ''}`} data-variant={variant}>
      <ArticleThumbnail image={article.heroImage} site={article.site} shownWidth={cardImageWidths[variant]} priority={priority} className={styles.image} />
      <div className={styles.text}>
        <Heading className={styles.title}>
          <Link href={article.canonicalPath}>{article.title}</Link>
        </Heading>
        {(variant === 'lead' || variant === 'row') && <p className={styles.description}>{article.description}</p>}
        <p className={styles.date}>
          <time dateTime={article.dateModified}>Updated {formatDate(article.dateModified)}</time>
        </p>
      </div>
    </article>
  );
}
