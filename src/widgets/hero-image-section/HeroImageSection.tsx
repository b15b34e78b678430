import { EditorHtml } from '@/widgets/kits/editor-html/EditorHtml';
import { isProxied, proxiedImageSrc, proxyWidth } from '@/lib/proxied-image';
import type { WidgetProps } from '../define';
import type { heroImageSectionSchema } from './schema';
import styles from './HeroImageSection.module.css';

/** Spec (article blocks 9): the hero image is 393x474 on phones. */
export const mobileHero = { width: 393, height: 474 } as const;
/** From this width (spec breakpoint 658) the wide desktop image shows. */
export const desktopMedia = '(min-width: 658px)';
/** Widths the desktop image is shown at (CSS px), each requested at 2.1 times through the image rule. */
const desktopShownWidths = [700, 1100, 1366];

function desktopSrcSet(src: string): string {
  if (!isProxied(src)) return src;
  const entries = new Map(desktopShownWidths.map((w) => [proxyWidth(w), proxiedImageSrc(src, w)]));
  return [...entries].map(([w, url]) => `${url} ${w}w`).join(', ');
}

/**
 * A full-bleed hero: a <picture> with the wide desktop image from 658px and the 393x474 phone
 * image below, each box's shape reserved in CSS before the image arrives (no layout shift), the
 * editor's text and a caption. Server-only, no JavaScript.
 */
export function HeroImageSection({ data }: WidgetProps<typeof heroImageSectionSchema>) {
  const { images, content, caption } = data;
  const mobile = images.mobile?.path ?? images.desktop.path;
  return (
    <section className={styles.hero}>
      <figure className={styles.figure}>
        <picture className={styles.picture}>
          <source media={desktopMedia} srcSet={desktopSrcSet(images.desktop.path)} sizes="100vw" />
          {/* Plain <picture>: next/image cannot art-direct two crops; both go through the 2.1x image rule. */}
          <img
            className={styles.image}
            src={proxiedImageSrc(mobile, mobileHero.width)}
            alt={data.imageAlt ?? ''}
            width={mobileHero.width}
            height={mobileHero.height}
            fetchPriority="high"
            decoding="async"
          />
        </picture>
        {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
      </figure>
      {content && <EditorHtml className={styles.content} html={content} />}
    </section>
  );
}
