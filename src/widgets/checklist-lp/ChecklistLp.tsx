import type { CSSProperties, ReactNode } from 'react';
import type { WidgetProps } from '../define';
import { ChecklistReveal } from './leaves';
import type { checklistLpSchema } from './schema';
import styles from './ChecklistLp.module.css';

function Check() {
  return (
    <svg className={styles.check} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path d="M7 12.5l3.2 3.2L17.5 8.5" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function ChecklistLp({ data }: WidgetProps<typeof checklistLpSchema>) {
  const { header, items, slowReveal } = data;
  if (!header && items.length === 0) return null;

  let list: ReactNode = null;
  if (items.length > 0) {
    list = (
      <ul className={styles.items}>
        {items.map((item, index) => (
          <li key={index} className={styles.item} style={{ '--i': index } as CSSProperties}>
            <Check />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    );
    if (slowReveal) list = <ChecklistReveal itemCount={items.length}>{list}</ChecklistReveal>;
  }

  return (
    <section className={styles.checklist}>
      {header && <h2 className={styles.header}>{header}</h2>}
      {list}
    </section>
  );
}
