import Link from 'next/link';
import type { SavedArticle } from './account-api';
import { SavedList } from './SavedList';
import { Section } from './Section';
import styles from './AccountPage.module.css';

/** The newest saved articles; the /saved page lists them all. */
export const savedOnAccountPage = 5;

export function SavedSection({ saved }: { saved: SavedArticle[] }) {
  return (
    <Section title="Saved articles">
      <SavedList initial={saved} limit={savedOnAccountPage} />
      <p className={styles.actions}>
        <Link href="/saved">See all saved articles</Link>
      </p>
    </Section>
  );
}
