import { EditorHtml } from '@/widgets/kits/editor-html/EditorHtml';
import type { WidgetProps } from '../define';
import type { statsBlockSchema } from './schema';
import { AnimatedNumber, StatsAnimation } from './leaves';
import styles from './StatsBlock.module.css';

const placeholderText = 'Stats Block Placeholder - No data found';

export function StatsBlock({ data }: WidgetProps<typeof statsBlockSchema>) {
  const { header, items, source } = data;
  if (!header && items.length === 0) return <p className={styles.placeholder}>{placeholderText}</p>;

  return (
    <section className={styles.statsBlock}>
      {header && <h2 className={styles.header}>{header}</h2>}
      {items.length > 0 && (
        <StatsAnimation itemCount={items.length}>
          <ul className={styles.items}>
            {items.map((item, index) => (
              <li key={index} className={styles.item}>
                <AnimatedNumber value={item.number} index={index} />
                {item.text && <span className={styles.text}>{item.text}</span>}
              </li>
            ))}
          </ul>
        </StatsAnimation>
      )}
      {source && <EditorHtml className={styles.source} html={source} />}
    </section>
  );
}
