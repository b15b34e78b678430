import Link from 'next/link';
import type { CategoryDocument } from '@/content/article-schema';
import type { ArticleSummary } from '@/content/store.server';
import { ForYou } from '@/features/accounts/components/ForYou.client';
import { DriversPageMeta } from '@/features/drivers/client/DriversPageMeta.client';
import { homeDriversMeta } from '@/features/drivers/page-meta';
import { NewsletterForm } from '@/features/newsletter/components/NewsletterForm';
import { JsonLd } from '@/lib/json-ld';
import type { RegionClass } from '@/lib/page-key';
import type { SiteConfig } from '@/sites';
import { ArticleCard } from '../parts/ArticleCard';
import styles from './HomeView.module.css';

interface Props {
  site: SiteConfig;
  region: RegionClass;
  latest: ArticleSummary[];
  categories: CategoryDocument[];
  origin: string;
}

/** Featured: the newest article of each top-level category. Latest: the newest of all, without repeats. */
export function pickFeatured(latest: ArticleSummary[], categories: CategoryDocument[], count: number): ArticleSummary[] {
  const topLevel = categories.filter((c) => !c.parent);
  const childToParent = new Map(categories.filter((c) => c.parent).map((c) => [c.slug, c.parent!]));
  const featured: ArticleSummary[] = [];
  for (const category of topLevel) {
    const match = latest.find(
      (a) => !featured.includes(a) && a.categories.some((slug) => slug === category.slug || childToParent.get(slug) === category.slug),
    );
    if (match) featured.push(match);
    if (featured.length === count) break;
  }
  return featured;
}

export function HomeView({ site, region, latest, categories, origin }: Props) {
  const featured = pickFeatured(latest, categories, 4);
  const rest = latest.filter((a) => !featured.includes(a)).slice(0, 12);
  const [lead, ...others] = featured;
  return (
    <div className={styles.page}>
      <JsonLd data={{ '@context': 'https://schema.org', '@type': 'WebSite', name: site.name, url: `${origin}/`, description: site.description }} />
      <DriversPageMeta meta={homeDriversMeta()} contentIndex={0} />
      <p className={styles.tagline}>{site.tagline}</p>
      {lead && (
        <section aria-labelledby="featured" className={styles.section}>
          <h2 id="featured" className={styles.sectionTitle}>
            Featured
          </h2>
          <div className={styles.featured}>
            <ArticleCard article={lead} variant="lead" priority />
            {others.length > 0 && (
              <div className={styles.featuredMore}>
                {others.map((article) => (
                  <ArticleCard key={article.canonicalPath} article={article} variant="compact" />
                ))}
              </div>
            )}
          </div>
        </section>
      )}
      {(rest.length > 0 || !lead) && (
        <section aria-labelledby="latest" className={styles.section}>
          <h2 id="latest" className={styles.sectionTitle}>
            Latest articles
          </h2>
          {rest.length ? (
            <div className={styles.latest}>
              {rest.map((article) => (
                <ArticleCard key={article.canonicalPath} article={article} variant="row" />
              ))}
            </div>
          ) : (
            <p>No articles have been published yet.</p>
          )}
        </section>
      )}
      <ForYou className={styles.section} titleClassName={styles.sectionTitle} />
      <NewsletterForm site={site.id} region={region} location="homepage" />
      {categories.length > 0 && (
        <section aria-labelledby="topics" className={styles.section}>
          <h2 id="topics" className={styles.sectionTitle}>
            Browse by topic
          </h2>
          <ul className={styles.topics}>
            {categories
              .filter((c) => !c.parent)
              .map((c) => (
                <li key={c.slug}>
                  <Link href={c.canonicalPath}>{c.title}</Link>
                </li>
              ))}
          </ul>
        </section>
      )}
    </div>
  );
}
