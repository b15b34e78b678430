import { EditorHtml } from '@/widgets/kits/editor-html/EditorHtml';
import { Carousel } from '@/widgets/kits/carousel/Carousel';
import { CarouselMedia } from '@/widgets/kits/carousel/CarouselMedia';
import { parseCarouselMarkup } from '@/widgets/kits/carousel/markup';
import type { WidgetProps } from '../define';
import type { valuePropCarouselSchema } from './schema';
import styles from './ValuePropCarousel.module.css';

const format = 'value-prop-carousel';

/**
 * Value-prop carousel (spec, article blocks 3: Carousel card's title and media, its text as the
 * description): short reasons or promises, each an icon, a title and a sentence or two.
 */
export function ValuePropCarousel({ data, context }: WidgetProps<typeof valuePropCarouselSchema>) {
  const cards = parseCarouselMarkup(data.markup, 'value-prop', format);
  if (cards.length === 0) return null;
  const slides = cards.map((card, i) => (
    <div key={i} className={styles.card}>
      {card.media && <CarouselMedia image={card.media} n={i + 1} shownWidth={64} className={styles.icon} />}
      <h3 className={styles.title}>{card.title}</h3>
      {card.frontText && <EditorHtml className={styles.text} html={card.frontText} />}
    </div>
  ));
  return <Carousel format={format} index={context.index} page={context.page} title={data.title} slides={slides} />;
}
