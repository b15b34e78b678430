import Link from 'next/link';
import { FollowTopicButton } from '@/features/accounts/components/FollowTopicButton.client';
import { isFollowable } from '@/features/accounts/interest-taxonomy';
import type { CategoryDocument } from '@/content/article-schema';
import { sanitizeHtml } from '@/content/sanitize';
import type { ArticleSummary } from '@/content/store.server';
import { DriversPageMeta } from '@/features/drivers/client/DriversPageMeta.client';
import { categoryDriversMeta } from '@/features/drivers/page-meta';
import { decorateLinks } from '@/features/links/decorate';
import { linkScopeFor } from '@/features/links/scope';
import { JsonLd } from '@/lib/json-ld';
import { ArticleCard } from '../parts/ArticleCard';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '../parts/Breadcrumbs';
import styles from './CategoryView.module.css';

interface Props {
  category: CategoryDocument;
  parent: CategoryDocument | undefined;
  subcategories: CategoryDocument[];
  articles: ArticleSummary[];
  origin: string;
}

/** Category and subcategory landing pages (spec: resource-center pages). */
export function CategoryView({ category, parent, subcategories, articles, origin }: Props) {
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    ...(parent ? [{ name: parent.title, path: parent.canonicalPath }] : []),
    { name: category.title, path: category.canonicalPath },
  ];
  return (
    <div className={styles.page}>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'CollectionPage',
          name: category.title,
          description: category.description,
          url: `${origin}${category.canonicalPath}`,
        }}
      />
      <JsonLd data={breadcrumbJsonLd(origin, crumbs)} />
      <DriversPageMeta meta={categoryDriversMeta(category)} contentIndex={0} />
      <Breadcrumbs crumbs={crumbs} />
      <header className={styles.header}>
        <h1 className={styles.title}>{category.title}</h1>
        <p className={styles.description}>{category.description}</p>
        {isFollowable(category.site, category.slug) && <FollowTopicButton topicId={category.slug} topicName={category.title} />}
        {category.intro && <div className={styles.intro} dangerouslySetInnerHTML={{ __html: decorateLinks(sanitizeHtml(category.intro), linkScopeFor(category.site, new URL(origin).host)) }} />}
      </header>
      {subcategories.length > 0 && (
        <section aria-labelledby="subcategories" className={styles.section}>
          <h2 id="subcategories" className={styles.sectionTitle}>
            Topics in {category.title}
          </h2>
          <ul className={styles.topics}>
            {subcategories.map((sub) => (
              <li key={sub.slug}>
                <Link href={sub.canonicalPath}>{sub.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="articles" className={styles.section}>
        <h2 id="articles" className={styles.sectionTitle}>
          Articles
        </h2>
        {articles.length ? (
          articles.map((article, i) =>
            i === 0 ? (
              <ArticleCard key={article.canonicalPath} article={article} variant="lead" beside />
            ) : (
              <ArticleCard key={article.canonicalPath} article={article} variant="row" />
            ),
          )
        ) : (
          <p>There are no articles in this category yet.</p>
        )}
      </section>
    </div>
  );
}
