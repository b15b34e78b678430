import { EditorHtml } from '@/widgets/kits/editor-html/EditorHtml';
import { TrackedAccordion } from '@/widgets/kits/accordion/TrackedAccordion';
import type { WidgetProps } from '../define';
import { JsonLd } from '@/lib/json-ld';
import { faqPageJsonLd } from './json-ld';
import type { FaqInitialState, faqSchema } from './schema';
import styles from './Faq.module.css';

const defaultTitle = 'Frequently asked questions';

function startsOpen(initialState: FaqInitialState, index: number): boolean {
  if (initialState === 'expanded') return true;
  if (initialState === 'firstExpanded') return index === 0;
  return false;
}

export function Faq({ data }: WidgetProps<typeof faqSchema>) {
  return (
    <section className={styles.faq}>
      <h2 className={styles.title}>{data.title || defaultTitle}</h2>
      <div className={styles.items}>
        {data.items.map((item, index) => (
          <TrackedAccordion
            key={index}
            className={styles.item}
            open={startsOpen(data.initialState, index)}
            tracking={{ location: 'faq', name: item.question, position: index + 1 }}
            summaryClassName={styles.question}
            summary={item.question}
          >
            <EditorHtml className={styles.answer} html={item.answer} />
          </TrackedAccordion>
        ))}
      </div>
      <JsonLd data={faqPageJsonLd(data.items)} />
    </section>
  );
}
