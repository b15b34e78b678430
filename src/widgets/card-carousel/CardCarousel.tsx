import { EditorHtml } from '@/widgets/kits/editor-html/EditorHtml';
import { Carousel } from '@/widgets/kits/carousel/Carousel';
import { CarouselMedia } from '@/widgets/kits/carousel/CarouselMedia';
import { parseCarouselMarkup, type CarouselCard } from '@/widgets/kits/carousel/markup';
import type { WidgetProps } from '../define';
import { FlipCard } from './leaves';
import type { cardCarouselSchema } from './schema';
import styles from './CardCarousel.module.css';

const format = 'card-carousel';

function Front({ card, n }: { card: CarouselCard; n: number }) {
  const lessons = card.back?.lessons.length ?? 0;
  return (
    <>
      {card.media && <CarouselMedia image={card.media} n={n} shownWidth={240} className={styles.media} />}
      {lessons > 0 && <p className={styles.kicker}>Daily dose: {lessons === 1 ? '1 lesson' : `${lessons} lessons`}</p>}
      <h3 className={styles.cardTitle}>{card.title}</h3>
      {card.frontText && <EditorHtml className={styles.text} html={card.frontText} />}
    </>
  );
}

function Back({ card }: { card: CarouselCard }) {
  const back = card.back!;
  return (
    <>
      {back.answer && <p className={styles.answer}>{back.answer}</p>}
      {back.lessons.length > 0 && (
        <ol className={styles.lessons} aria-label={`Lessons: ${card.title}`}>
          {back.lessons.map((lesson, i) => (
            <li key={i}>{lesson.text}</li>
          ))}
        </ol>
      )}
      {back.description && <EditorHtml className={styles.text} html={back.description} />}
    </>
  );
}

/**
 * Card carousel (spec, article blocks 3 to 5): flip cards, daily-dose cards (up to 3 lessons on
 * the back) and single cards, parsed from the editor markup on the server. Markup that cannot
 * be parsed renders nothing (the parser logs it once).
 */
export function CardCarousel({ data, context }: WidgetProps<typeof cardCarouselSchema>) {
  const cards = parseCarouselMarkup(data.markup, 'card', format);
  if (cards.length === 0) return null;
  const unitId = data.unitId ?? `carousel-${context.index + 1}`;
  const slides = cards.map((card, i) => {
    const n = i + 1;
    if (card.kind !== 'card' || !card.back) {
      return (
        <div key={n} className={styles.single}>
          <Front card={card} n={n} />
        </div>
      );
    }
    return (
      <FlipCard
        key={n}
        title={card.title}
        position={n}
        location={format}
        lesson={card.lessonId ? { lessonId: card.lessonId, unitId } : undefined}
        front={<Front card={card} n={n} />}
        back={<Back card={card} />}
      />
    );
  });
  return <Carousel format={format} index={context.index} page={context.page} title={data.title} slides={slides} className={styles.cardCarousel} />;
}
