import { SubscribeButton } from '@/features/newsletter/components/SubscribeButton.client';
import styles from './Header.module.css';

/**
 * The standard header's tools, on the right of the bar: the newsletter button (and the site
 * search box once it is merged). The simplified header has no tools.
 */
export function HeaderTools() {
  return (
    <div className={styles.tools} data-header-tools="">
      <SubscribeButton />
    </div>
  );
}
