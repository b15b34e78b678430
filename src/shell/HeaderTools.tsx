import styles from './Header.module.css';

/**
 * The standard header's tools, on the right of the bar. Reserved for the site search box
 * (`<SearchBox />`) and the newsletter button (`<SubscribeButton />`), which are built in
 * their own features and placed here. The simplified header has no tools.
 */
export function HeaderTools() {
  return <div className={styles.tools} data-header-tools="" />;
}
