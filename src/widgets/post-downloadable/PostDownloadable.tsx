import { proxiedImageSrc } from '@/lib/proxied-image';
import { siteOrigin } from '@/lib/site-origin';
import { SITES } from '@/sites';
import { absoluteUrl, shareLinks } from '@/widgets/kits/sharing/share-links';
import type { WidgetProps } from '../define';
import { DownloadActions } from './leaves';
import type { postDownloadableSchema } from './schema';
import styles from './PostDownloadable.module.css';

/** Spec (article blocks 8): a missing image alt defaults to "preview". */
export const defaultImgAlt = 'preview';
/** The preview is shown 150px wide, a letter-size page's shape (8.5:11). */
export const preview = { width: 150, height: 194 } as const;

function fileType(url: string): string | null {
  const ext = /\.([a-z0-9]{2,4})(?:[?#]|$)/i.exec(url)?.[1]?.toUpperCase();
  return ext ?? null;
}

/**
 * A downloadable file: its preview, title, description and three actions. Download is a plain
 * link (with the download attribute for a file of this site), so it works before and without
 * JavaScript; Print and Share are the client leaf, loaded only on pages that show a downloadable.
 * Every address the leaf gets is decided here from the site's configured origin, never the request.
 */
export function PostDownloadable({ data, context }: WidgetProps<typeof postDownloadableSchema>) {
  const { title, subText, imageSrc, downloadUrl } = data;
  const origin = siteOrigin(context.site);
  const anchor = `page${context.page}-download-${context.index}`;
  const shareUrl = absoluteUrl(`${context.canonicalPath}#${anchor}`, origin) ?? origin;
  // The share preview is the card's own: its title, subText and preview image (spec 8: without them no Facebook or Pinterest).
  const links = shareLinks({ url: shareUrl, title, ...(subText ? { description: subText } : {}), ...(imageSrc ? { image: imageSrc } : {}) }, { origin, name: SITES[context.site].name });
  const sameSite = downloadUrl.startsWith('/');
  const type = fileType(downloadUrl);
  const titleId = `${anchor}-title`;

  return (
    <section id={anchor} className={imageSrc ? `${styles.card} ${styles.withImage}` : styles.card} aria-labelledby={titleId}>
      {imageSrc && (
        // A fixed-size preview through the 2.1x image rule; next/image would add nothing here.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          className={styles.preview}
          src={proxiedImageSrc(imageSrc, preview.width)}
          alt={data.imgAlt || defaultImgAlt}
          width={preview.width}
          height={preview.height}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {subText && <p className={styles.subText}>{subText}</p>}
        <div className={styles.actions}>
          <a
            className={styles.download}
            href={downloadUrl}
            {...(sameSite ? { download: '' } : { target: '_blank', rel: 'noopener noreferrer' })}
            data-track="download"
          >
            Download
            <span className="visually-hidden">
              {' '}
              {title}
              {type ? ` (${type})` : ''}
              {sameSite ? '' : ', opens in a new tab'}
            </span>
          </a>
          <DownloadActions title={title} {...(subText ? { description: subText } : {})} shareUrl={shareUrl} fileUrl={downloadUrl} links={links} position={context.index + 1} />
        </div>
      </div>
    </section>
  );
}
