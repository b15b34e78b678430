import { EditorHtml } from '@/widgets/kits/editor-html/EditorHtml';
import { proxiedImageSrc } from '@/lib/proxied-image';
import type { WidgetProps } from '../define';
import type { fixedImageScrollSchema } from './schema';
import styles from './FixedImageScroll.module.css';

/** The image is shown at most the article column's width (44rem). */
const shownWidth = 700;

/**
 * A background image held in place (position: sticky, CSS only) while the text panels scroll over
 * it; each panel has its own near-opaque backing (the scrim), so the text keeps AA contrast over
 * any image. Under prefers-reduced-motion and on iOS it is a plain image followed by the panels.
 * The boxes take their size from the viewport, not the image, so nothing shifts when it loads.
 */
export function FixedImageScroll({ data }: WidgetProps<typeof fixedImageScrollSchema>) {
  const { image, panels } = data;
  const visible = panels.filter((p) => p.content.trim() !== '');
  if (visible.length === 0) return null;
  return (
    <section className={styles.scroller}>
      <div className={styles.media}>
        {/* A cropped cover image through the 2.1x image rule; next/image would add nothing here. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img className={styles.image} src={proxiedImageSrc(image.src, shownWidth)} alt={image.alt ?? ''} loading="lazy" decoding="async" />
      </div>
      <div className={styles.panels}>
        {visible.map((panel, index) => (
          <EditorHtml key={index} className={styles.panel} html={panel.content} />
        ))}
      </div>
    </section>
  );
}
