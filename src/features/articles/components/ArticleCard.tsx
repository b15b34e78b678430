import Link from 'next/link';
import type { ArticleSummary } from '@/content/store.server';
import { formatDate } from '../format-date';
import styles from './ArticleCard.module.css';

export function ArticleCard({ article, headingLevel = 3 }: { article: ArticleSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <Heading className={styles.title}>
        <Link href={article.canonicalPath}>{article.title}</Link>
      </Heading>
      <p className={styles.description}>{article.description}</p>
      <p className={styles.date}>
        <time dateTime={article.dateModified}>Updated {formatDate(article.dateModified)}</time>
      </p>
    </article>
  );
}
