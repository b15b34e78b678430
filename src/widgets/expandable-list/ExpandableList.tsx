import { EditorHtml } from '@/widgets/kits/editor-html/EditorHtml';
import { TrackedAccordion } from '@/widgets/kits/accordion/TrackedAccordion';
import type { WidgetProps } from '../define';
import type { expandableListSchema } from './schema';
import styles from './ExpandableList.module.css';

/** A list of items that open one by one (native <details>: keyboard and screen readers work without script). */
export function ExpandableList({ data, context }: WidgetProps<typeof expandableListSchema>) {
  const headingId = `expandable-list-${context.page}-${context.index}`;
  const List = data.ordered ? 'ol' : 'ul';
  return (
    <section className={styles.block} {...(data.title ? { 'aria-labelledby': headingId } : {})}>
      {data.title && (
        <h2 id={headingId} className={styles.title}>
          {data.title}
        </h2>
      )}
      {data.intro && <p className={styles.intro}>{data.intro}</p>}
      <List className={data.ordered ? `${styles.list} ${styles.ordered}` : styles.list}>
        {data.items.map((item, index) => (
          <li key={index} className={styles.item}>
            <TrackedAccordion
              className={styles.details}
              tracking={{ location: 'expandable-list', name: item.title, position: index + 1 }}
              summaryClassName={styles.summary}
              summary={
                <>
                  {data.ordered && <span className={styles.number}>{index + 1}. </span>}
                  {item.title}
                </>
              }
            >
              <EditorHtml className={styles.content} html={item.content} />
            </TrackedAccordion>
          </li>
        ))}
      </List>
    </section>
  );
}
