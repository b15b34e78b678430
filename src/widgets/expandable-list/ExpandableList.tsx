import { EditorHtml } from '@/widgets/kits/editor-html/EditorHtml';
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
            <details
              className={styles.details}
              data-track="accordion"
              data-track-location="expandable-list"
              data-track-name={item.title}
              data-track-position={index + 1}
            >
              <summary className={styles.summary}>
                {data.ordered && <span className={styles.number}>{index + 1}. </span>}
                {item.title}
              </summary>
              <EditorHtml className={styles.content} html={item.content} />
            </details>
          </li>
        ))}
      </List>
    </section>
  );
}
