import type { CSSProperties } from 'react';
import type { WidgetProps } from '../define';
import { SocialProofIcon } from './icons';
import { itemWidth, shownItems } from './layout';
import type { socialProofSchema } from './schema';
import styles from './SocialProof.module.css';

export function SocialProof({ data }: WidgetProps<typeof socialProofSchema>) {
  const items = shownItems(data.items);
  if (items.length === 0) return null;
  const width = itemWidth(items.length);

  return (
    <ul className={styles.socialProof} data-count={items.length}>
      {items.map((item, index) => (
        <li key={index} className={styles.item} style={{ '--item-width': width } as CSSProperties} data-width={width}>
          <SocialProofIcon className={styles.icon} name={item.icon} />
          <span className={styles.texts}>
            <span className={styles.mainText}>{item.mainText}</span>
            {item.subText && <span className={styles.subText}>{item.subText}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
