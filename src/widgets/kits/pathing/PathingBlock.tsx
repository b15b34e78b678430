import { proxiedImageSrc } from '@/lib/proxied-image';
import { defaultHubCtaText, type PathingData } from './schema';
import { hubTitleMaxChars, tileTitleMaxChars, truncate } from './truncate';
import styles from './PathingBlock.module.css';

/**
 * The tiles block (spec "Tiles block: hubTitle and tiles"), shared by its three formats:
 * - tiles: a grid of title links;
 * - cards: cards with the optional description and image;
 * - test: the tiles with a "VISIT HUB" link to the hub below them (the layout the old site ran as
 *   an experiment; docs/content.md).
 */
export type PathingVariant = 'tiles' | 'cards' | 'test';

const cardImageWidth = 320;
const cardImageHeight = 168;

/** Visible text cut to `max` characters; the whole text is what assistive technology reads. */
function Shortened({ text, max }: { text: string; max: number }) {
  const t = truncate(text, max);
  if (!t.truncated) return <>{text}</>;
  return (
    <>
      <span aria-hidden="true">{t.shown}</span>
      <span className="visually-hidden">{t.full}</span>
    </>
  );
}

export function PathingBlock({ data, variant, format, idBase }: { data: PathingData; variant: PathingVariant; format: string; idBase: string }) {
  const { hubTitle, tiles } = data;
  if (tiles.length === 0) return null;
  const hub = hubTitle ? truncate(hubTitle, hubTitleMaxChars) : null;
  const ctaText = data.ctaText || defaultHubCtaText;

  return (
    <nav
      className={`${styles.pathing} ${styles[variant]}`}
      aria-label={hub ? undefined : 'Related articles'}
      aria-labelledby={hub ? `${idBase}-title` : undefined}
    >
      {hub && (
        <h2 id={`${idBase}-title`} className={styles.hubTitle} title={hub.truncated ? hub.full : undefined}>
          <Shortened text={hub.full} max={hubTitleMaxChars} />
        </h2>
      )}
      <ul className={styles.tiles}>
        {tiles.map((tile, index) => {
          const title = truncate(tile.title, tileTitleMaxChars);
          return (
            <li key={index} className={styles.tile}>
              <a
                className={styles.link}
                href={tile.url}
                title={title.truncated ? title.full : undefined}
                data-track-location={format}
                data-track-position={index + 1}
              >
                {variant === 'cards' && tile.imageSrc && (
                  // Proxied at 2.1x through the image rule (src/lib/proxied-image.ts); the box is reserved by width/height.
                  // eslint-disable-next-line @next/next/no-img-element
                  <img
                    className={styles.image}
                    src={proxiedImageSrc(tile.imageSrc, cardImageWidth)}
                    alt={tile.imageAlt ?? ''}
                    width={cardImageWidth}
                    height={cardImageHeight}
                    loading="lazy"
                    decoding="async"
                  />
                )}
                <span className={styles.title}>
                  <Shortened text={tile.title} max={tileTitleMaxChars} />
                </span>
                {variant === 'cards' && tile.description && <span className={styles.description}>{tile.description}</span>}
              </a>
            </li>
          );
        })}
      </ul>
      {variant === 'test' && data.hubUrl && (
        <p className={styles.ctaRow}>
          <a className={styles.cta} href={data.hubUrl} data-track-location={format}>
            {ctaText}
            {hub && <span className="visually-hidden">: {hub.full}</span>}
          </a>
        </p>
      )}
    </nav>
  );
}
