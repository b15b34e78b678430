import type { ArticleDocument } from '@/content/article-schema';
import { summaryOf } from '@/content/article-summary';
import { getArticle } from '@/content/queries.server';
import { promoTitlesByPath, relatedPathCards } from '@/features/related/lookups';
import { relatedLimit } from '@/features/related/rank';
import { getRelatedPaths } from '@/features/related/related.server';
import type { ArticleSummary } from '@/content/store.server';
import { EngagementCarousel } from '@/components/carousel/EngagementCarousel';
import { ArticleCard } from '../parts/ArticleCard';
import styles from './RelatedArticles.module.css';

/** Spec savings 2.4: the related-articles block's default header. */
export const relatedArticlesHeader = 'Related Articles';

/**
 * The related-articles block at the end of an article (issue 33): up to four of the site's
 * articles, the editor's pins first (`relatedArticles`), else the spec's lookup list for the path,
 * else computed (src/features/related). Each listed article is read through its cached, tagged
 * read, so the page carries its tag and a listed article's change or removal renews the page; a
 * path that is no stored article is left out. The same for every reader, rendered on the server.
 */
export async function RelatedArticles({ article, headingId }: { article: ArticleDocument; headingId: string }) {
  const related = await getRelatedPaths(article.site, {
    site: article.site,
    canonicalPath: article.canonicalPath,
    categories: article.categories,
    targeting: article.targeting,
    cesData: article.cesData,
    relatedArticles: article.relatedArticles,
  });
  const found = await Promise.all(related.paths.map((path) => getArticle(article.site, path)));
  const items = found
    .flatMap((doc) => (doc && doc.canonicalPath !== article.canonicalPath ? [summaryOf(doc)] : []))
    .slice(0, relatedLimit)
    .map((summary) => {
      const card = relatedPathCards[summary.canonicalPath];
      return {
        ...summary,
        title: promoTitlesByPath[summary.canonicalPath] ?? card?.title ?? summary.title,
        heroImage: card?.image ?? summary.heroImage,
      };
    });
  if (items.length === 0) return null;
  const heading = article.relatedArticlesHeader ?? related.heading ?? relatedArticlesHeader;
  return <RelatedArticlesBlock heading={heading} headingId={headingId} source={related.source} items={items} />;
}

interface BlockProps {
  heading: string;
  headingId: string;
  /** Where the list came from (pinned, lookup, computed), for tests and the site tools. */
  source: string;
  items: ArticleSummary[];
}

/**
 * What the block shows (spec savings 2.4, "Carousel: back and forward arrows and swipe"): its
 * heading, then the articles as tiles in the engagement carousel, named by the heading. The
 * carousel is server-rendered in place, so the cached page paints it whole and nothing moves.
 */
export function RelatedArticlesBlock({ heading, headingId, source, items }: BlockProps) {
  return (
    <section className={styles.related} data-related={source}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <EngagementCarousel labelledBy={headingId} slides={items.map((item) => <ArticleCard key={item.canonicalPath} article={item} variant="tile" />)} />
    </section>
  );
}
