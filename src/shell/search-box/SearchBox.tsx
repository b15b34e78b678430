import { SearchBoxClient } from './SearchBox.client';
import styles from './SearchBox.module.css';

/**
 * The header search (spec: site shell, "Search box"). Self-contained, no props. Closed it is a
 * submit button in a GET form to /search (so it works before JavaScript loads); the
 * autocomplete combobox is loaded only when the reader first reaches for it.
 */
export function SearchBox() {
  return (
    <div className={styles.root}>
      <SearchBoxClient />
    </div>
  );
}
