import type { WidgetProps } from '../define';
import type { dividerSchema } from './schema';
import styles from './Divider.module.css';

export function Divider(_props: WidgetProps<typeof dividerSchema>) {
  return <hr className={styles.divider} />;
}
