import type { ArticleSummary } from '@/content/article-summary';
import { ArticleCard } from '../parts/ArticleCard';
import styles from './ReadNext.module.css';

/** What a newly confirmed subscriber can read now, under the confirmation (nothing when there is nothing to offer). */
export function ReadNext({ articles }: { articles: readonly ArticleSummary[] }) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="read-next" className={styles.section} data-read-next="">
      <h2 id="read-next" className={styles.title}>
        Start reading
      </h2>
      <div className={styles.list}>
        {articles.map((article) => (
          <ArticleCard key={article.canonicalPath} article={article} variant="compact" />
        ))}
      </div>
    </section>
  );
}
