import type { CSSProperties } from 'react';
import type { WidgetProps } from '../define';
import { blockColours } from './palette';
import type { colorBlockSchema } from './schema';
import styles from './ColorBlock.module.css';

type Data = WidgetProps<typeof colorBlockSchema>['data'];

/**
 * The gif, at its intrinsic size (its width and height reserve the space). Under
 * prefers-reduced-motion it never animates: a <picture> source swaps in the still frame when there
 * is one, and without one CSS hides the gif for those readers.
 */
function Gif({ data }: { data: Data }) {
  if (!data.gifUrl || !data.gifWidth || !data.gifHeight) return null;
  const img = (
    // Editors' gifs from our paths or https at their own size: next/image cannot optimise gifs anyway.
    // eslint-disable-next-line @next/next/no-img-element
    <img className={styles.gif} src={data.gifUrl} alt={data.gifAlt} width={data.gifWidth} height={data.gifHeight} loading="lazy" decoding="async" />
  );
  const place = data.isEndOfArticleGif ? styles.gifEnd : styles.gifTop;
  if (data.gifStillUrl) {
    return (
      <picture className={`${styles.gifFrame} ${place}`} data-gif="still-when-reduced">
        <source media="(prefers-reduced-motion: reduce)" srcSet={data.gifStillUrl} />
        {img}
      </picture>
    );
  }
  return (
    <div className={`${styles.gifFrame} ${place} ${styles.motionOnly}`} data-gif="hidden-when-reduced">
      {img}
    </div>
  );
}

/**
 * A colour block (spec "color block"): children on a band of the primary colour (or the
 * landing-page theme's), edged with the secondary colour. Text and links inside are black or
 * white, whichever contrasts more with the band, so they meet AA whatever colour the editor picks.
 * The gif opens the block, or closes it when isEndOfArticleGif is set. A block with nothing to show
 * (no children rendered and no gif) renders nothing.
 */
export function ColorBlock({ data, slots }: WidgetProps<typeof colorBlockSchema>) {
  const content = slots?.[0];
  const hasContent = slots ? content !== null && content !== undefined : data.children.length > 0;
  const hasGif = Boolean(data.gifUrl && data.gifWidth && data.gifHeight);
  if (!hasContent && !hasGif) return null;
  const colours = blockColours(data);
  const style = { '--block-bg': colours.background, '--block-accent': colours.accent, '--block-text': colours.text } as CSSProperties;
  return (
    <div className={styles.block} style={style} data-theme={data.landingPageColorTheme} data-text={colours.text === '#ffffff' ? 'light' : 'dark'}>
      {!data.isEndOfArticleGif && <Gif data={data} />}
      {hasContent && <div className={styles.content}>{content}</div>}
      {data.isEndOfArticleGif && <Gif data={data} />}
    </div>
  );
}
