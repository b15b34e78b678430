import type { WidgetProps } from '../define';
import type { tabNavSchema } from './schema';
import styles from './TabNav.module.css';

/**
 * Tabs linking to the pages of a topic series (or to sections of the page): a <nav> of links,
 * the current page's marked aria-current="page". The row scrolls inside itself on narrow screens.
 */
export function TabNav({ data, context }: WidgetProps<typeof tabNavSchema>) {
  return (
    <nav className={styles.nav} aria-label={data.label}>
      <ul className={styles.tabs}>
        {data.tabs.map((tab, index) => {
          const current = tab.url === context.canonicalPath;
          return (
            <li key={index} className={styles.item}>
              <a
                href={tab.url}
                className={styles.tab}
                aria-current={current ? 'page' : undefined}
              >
                {tab.title}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
