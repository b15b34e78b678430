import { AccountMenu } from '@/features/accounts/components/AccountMenu.client';
import { SubscribeButton } from '@/features/newsletter/components/SubscribeButton.client';
import styles from './Header.module.css';
import { SearchBox } from './search-box/SearchBox';

/**
 * The standard header's tools, on the right of the bar: the site search box, the
 * newsletter button (from 768px; below it Subscribe sits in the hamburger menu, see
 * StandardHeader) and the account menu. The simplified header has no tools.
 */
export function HeaderTools({ subscribeInMenu = false }: { subscribeInMenu?: boolean }) {
  return (
    <div className={styles.tools} data-header-tools="">
      <SearchBox />
      {/* A div, not a span: the button's <dialog> is flow content, which phrasing content may not hold. */}
      <div className={subscribeInMenu ? `${styles.subscribe} ${styles.subscribeWide}` : styles.subscribe}>
        <SubscribeButton />
      </div>
      <AccountMenu />
    </div>
  );
}
