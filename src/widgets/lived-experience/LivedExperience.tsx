import { ContentLink } from '@/features/links/ContentLink';
import { proxiedImageSrc } from '@/lib/proxied-image';
import type { WidgetProps } from '../define';
import type { livedExperienceSchema } from './schema';
import styles from './LivedExperience.module.css';

/** The portrait's shown size in CSS px; the image rule fetches it at 2.1 times that. */
export const photoSize = 96;

/** A static card: a quote with the person who said it. No JavaScript. */
export function LivedExperience({ data }: WidgetProps<typeof livedExperienceSchema>) {
  const { photo, name, credentials, title, quote, cta, authorBioPageUrl } = data;
  return (
    <section className={styles.card} aria-label={title ? undefined : `Lived experience: ${name}`}>
      {title && <h2 className={styles.title}>{title}</h2>}
      <figure className={styles.figure}>
        <blockquote className={styles.quote} cite={authorBioPageUrl}>
          <p>{quote}</p>
        </blockquote>
        <figcaption className={styles.person}>
          {photo && (
            // A fixed 96px portrait; proxiedImageSrc applies the site's image rule (2.1x through the optimizer).
            // eslint-disable-next-line @next/next/no-img-element
            <img
              className={styles.photo}
              src={proxiedImageSrc(photo.src, photoSize)}
              alt={photo.alt}
              width={photoSize}
              height={photoSize}
              loading="lazy"
              decoding="async"
            />
          )}
          <span className={styles.who}>
            <cite className={styles.name}>
              {authorBioPageUrl ? (
                <ContentLink href={authorBioPageUrl} className={styles.nameLink}>
                  {name}
                </ContentLink>
              ) : (
                name
              )}
            </cite>
            {credentials && <span className={styles.credentials}>{credentials}</span>}
          </span>
        </figcaption>
      </figure>
      {cta && (
        <p className={styles.more}>
          <ContentLink href={cta.url} className={styles.cta}>
            {cta.text}
          </ContentLink>
        </p>
      )}
    </section>
  );
}
