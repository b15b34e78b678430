import { EditorHtml } from '@/widgets/kits/editor-html/EditorHtml';
import { TrackedAccordion } from '@/widgets/kits/accordion/TrackedAccordion';
import type { WidgetProps } from '../define';
import type { expandableTagSchema } from './schema';
import styles from './ExpandableTag.module.css';

/**
 * Tags that open to their explanation. Each is a native <details>: an open tag takes the whole
 * row, its text under it, and the tags after it move to the next row. No script.
 */
export function ExpandableTag({ data, context }: WidgetProps<typeof expandableTagSchema>) {
  const headingId = `expandable-tag-${context.page}-${context.index}`;
  return (
    <section className={styles.block} {...(data.title ? { 'aria-labelledby': headingId } : {})}>
      {data.title && (
        <h2 id={headingId} className={styles.title}>
          {data.title}
        </h2>
      )}
      <ul className={styles.tags}>
        {data.tags.map((tag, index) => (
          <li key={index} className={styles.tag}>
            <TrackedAccordion
              className={styles.details}
              tracking={{ location: 'expandable-tag', name: tag.label, position: index + 1 }}
              summaryClassName={styles.chip}
              summary={tag.label}
            >
              <EditorHtml className={styles.description} html={tag.description} />
            </TrackedAccordion>
          </li>
        ))}
      </ul>
    </section>
  );
}
