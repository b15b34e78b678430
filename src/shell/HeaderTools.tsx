import { SubscribeButton } from '@/features/newsletter/components/SubscribeButton.client';
import styles from './Header.module.css';
import { SearchBox } from './search-box/SearchBox';

/**
 * The standard header's tools, on the right of the bar: the site search box and the
 * newsletter button. The simplified header has no tools.
 */
export function HeaderTools() {
  return (
    <div className={styles.tools} data-header-tools="">
      <SearchBox />
      <SubscribeButton />
    </div>
  );
}
