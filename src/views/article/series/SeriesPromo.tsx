import type { CSSProperties } from 'react';
import Link from 'next/link';
import { personLabel } from '@/content/authors';
import type { SiteId } from '@/sites';
import { ResourceUnavailable } from '@/components/ResourceUnavailable';
import { CalloutIcon } from '@/widgets/widget-call-out/icons';
import { ArticleThumbnail } from '../../parts/ArticleCard';
import type { SeriesPromoData, SeriesPromoItem, SeriesPromoModel } from './promo-model';
import styles from './SeriesPromo.module.css';

/** Where on the article a block sits: mid (the 50% insertion point) or end (100%, after the sources). */
export type SeriesPlacement = 'mid' | 'end';

/** Spec savings §2.4: the blocks' heading, "More in {series}". */
export const seriesHeading = (title: string) => `More in ${title}`;

const bioImageSize = 64;
/** CSS px the end block's thumbnails are shown at, at most (SeriesPromo.module.css). */
const thumbnailWidth = 120;

function byline(item: SeriesPromoItem) {
  return item.authors.length > 0 ? <p className={styles.byline}>By {item.authors.join(' and ')}</p> : null;
}

function Heading({ promo }: { promo: SeriesPromoModel }) {
  return (
    <h2 className={styles.heading}>
      {promo.icon && <CalloutIcon name={promo.icon} className={styles.icon} size={24} />}
      <span>
        {'More in '}
        {promo.link ? (
          <Link href={promo.link} className={styles.link}>
            {promo.title}
          </Link>
        ) : (
          promo.title
        )}
      </span>
    </h2>
  );
}

function Bio({ bio }: { bio: NonNullable<SeriesPromoModel['bio']> }) {
  return (
    <div className={styles.bio} data-series-bio="">
      {bio.image && (
        // A fixed 64px portrait from our own paths or https: next/image would add nothing here.
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.avatar} src={bio.image} alt={bio.imageAlt ?? ''} width={bioImageSize} height={bioImageSize} loading="lazy" decoding="async" />
      )}
      <div>
        <p className={styles.bioLabel}>About the author</p>
        <p className={styles.bioName}>{personLabel(bio)}</p>
        {bio.bio && <p className={styles.bioText}>{bio.bio}</p>}
        {bio.link && (
          <p className={styles.bioLink}>
            <Link href={bio.link} className={styles.link}>
              More about {bio.name}
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * A content-series block (spec savings §2.4): "More in {series}", linking to the series' hub,
 * with up to 3 other articles of the series in the series' colour scheme. Mid-article: the
 * heading and links alone; at the end: cards with thumbnails and authors, and the author's bio
 * when the whole series is by one author. A plain section, not a named region: an article
 * appended by infinite scroll has blocks with the same heading (axe landmark-unique). Static: no
 * JavaScript.
 */
export function SeriesPromo({ data, placement, site }: { data: SeriesPromoData; placement: SeriesPlacement; site: SiteId }) {
  if (data.kind === 'unavailable') return placement === 'end' ? <ResourceUnavailable /> : null;
  const { promo } = data;
  const bio = placement === 'end' ? promo.bio : undefined;
  if (promo.items.length === 0 && !bio) return null;
  const style = { '--series-bg': promo.colours.background, '--series-text': promo.colours.text } as CSSProperties;
  return (
    <section className={`${styles.promo} ${styles[placement]}`} style={style} data-series={promo.id} data-series-block={placement} data-scheme={promo.scheme}>
      <Heading promo={promo} />
      {promo.items.length > 0 &&
        (placement === 'mid' ? (
          <ul className={styles.links}>
            {promo.items.map((item) => (
              <li key={item.url}>
                <Link href={item.url} className={styles.link}>
                  {item.title}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <ul className={styles.cards}>
            {promo.items.map((item) => (
              <li key={item.url} className={styles.card}>
                <ArticleThumbnail image={item.image} site={site} shownWidth={thumbnailWidth} className={styles.thumbnail} />
                <div className={styles.cardText}>
                  <h3 className={styles.cardTitle}>
                    <Link href={item.url} className={styles.link}>
                      {item.title}
                    </Link>
                  </h3>
                  {byline(item)}
                </div>
              </li>
            ))}
          </ul>
        ))}
      {bio && <Bio bio={bio} />}
    </section>
  );
}
