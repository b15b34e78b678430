import type { CSSProperties } from 'react';
import { EditorHtml } from '@/widgets/kits/editor-html/EditorHtml';
import { ContentLink } from '@/features/links/ContentLink';
import type { WidgetProps } from '../define';
import { textColourOn } from '@/lib/contrast';
import { CalloutIcon } from './icons';
import { WaveBox } from './leaves';
import { schemeColours, type CalloutItem, type widgetCallOutSchema } from './schema';
import styles from './WidgetCallOut.module.css';

/** The decorative wave drawn along the foot of each box; loaded only when the box first comes into view. */
export const waveImageSrc = '/images/widgets/call-out-wave.svg';

/** A box shows when it has a heading, list items or content. */
function hasBody(item: CalloutItem): boolean {
  return Boolean(item.headerTitle || item.list.length > 0 || item.content?.trim());
}

/** Brand colour wins over a content series; otherwise the site's soft brand colour. */
function boxLook(item: CalloutItem): { className: string; style?: CSSProperties; scheme: string } {
  if (item.isBrandPage && item.brandPage) {
    const text = textColourOn(item.brandPage.brandColor);
    return {
      className: styles.box!,
      style: { '--callout-bg': item.brandPage.brandColor, '--callout-text': text.colour } as CSSProperties,
      scheme: 'brand',
    };
  }
  if (item.isContentSeries && item.contentSeries) {
    const scheme = item.contentSeries.color_scheme;
    const colours = schemeColours[scheme];
    return {
      className: styles.box!,
      style: { '--callout-bg': colours.background, '--callout-text': colours.text } as CSSProperties,
      scheme,
    };
  }
  return { className: styles.box!, scheme: 'default' };
}

function CalloutBox({ item, index }: { item: CalloutItem; index: number }) {
  const look = boxLook(item);
  const series = item.isContentSeries ? item.contentSeries : undefined;
  const ListTag = item.isBullets ? 'ul' : 'div';
  const LineTag = item.isBullets ? 'li' : 'p';
  return (
    <WaveBox className={look.className} style={look.style} waveSrc={waveImageSrc} data-scheme={look.scheme} data-callout-item={index}>
      {item.optionalIcon && <CalloutIcon name={item.optionalIcon} className={styles.optionalIcon} size={40} />}
      <div className={styles.body}>
        {series && (
          <p className={styles.series}>
            {series.icon && <CalloutIcon name={series.icon} className={styles.inlineIcon} size={20} />}
            {series.link ? (
              <ContentLink href={series.link} className={styles.link}>
                {series.title}
              </ContentLink>
            ) : (
              <span>{series.title}</span>
            )}
            {series.single_author && <span className={styles.author}>By {series.single_author}</span>}
          </p>
        )}
        {item.optionalWhisper && <p className={styles.whisper}>{item.optionalWhisper}</p>}
        {item.headerTitle && (
          <h2 className={styles.title}>
            {item.headerIcon && <CalloutIcon name={item.headerIcon} className={styles.inlineIcon} size={24} />}
            <span>{item.headerTitle}</span>
          </h2>
        )}
        {item.list.length > 0 && (
          <ListTag className={item.isBullets ? styles.bullets : styles.lines} data-driver-type={item.driverType}>
            {item.list.map((entry, i) => (
              <LineTag key={i} className={styles.line}>
                {entry.url ? (
                  <ContentLink href={entry.url} className={styles.link}>
                    {entry.title}
                  </ContentLink>
                ) : (
                  <strong className={styles.entryTitle}>{entry.title}</strong>
                )}
                {entry.text && <span className={styles.entryText}> {entry.text}</span>}
              </LineTag>
            ))}
          </ListTag>
        )}
        {item.content && <EditorHtml className={styles.content} html={item.content} />}
      </div>
    </WaveBox>
  );
}

/**
 * The call-out widget: one or more boxes of article links with text. Affiliate links inside follow
 * the call-out rule (src/features/links/link-clicks.ts: correlation id at click time, reset after
 * 2000 ms, tracked once). The ad slot after it comes from widget.ts (adSlotAfter), never inside.
 */
export function WidgetCallOut({ data }: WidgetProps<typeof widgetCallOutSchema>) {
  const items = data.items.filter(hasBody);
  if (items.length === 0) return null;
  return (
    <div className={styles.callout} data-affiliate-links="callout">
      {items.map((item, index) => (
        <CalloutBox key={index} item={item} index={index} />
      ))}
    </div>
  );
}
