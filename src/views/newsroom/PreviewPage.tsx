import type { PreviewContent } from '@/content/lifecycle/preview-content';
import type { CategoryDocument } from '@/content/article-schema';
import type { ArticleSummary } from '@/content/article-summary';
import type { RegionClass } from '@/lib/page-key';
import type { SiteConfig } from '@/sites';
import { ArticleView } from '@/views/article/ArticleView';
import { CategoryView } from '@/views/category/CategoryView';
import { PreviewBanner, PreviewMessage } from './PreviewFrame';
import { CampaignPreview } from './campaign/CampaignPreview';

/**
 * A draft as readers would see it, in the site's shell, by the views that render live pages; with
 * a band saying it is a preview. No reading list is appended below it.
 */
export function PreviewPage({ content, site, region, origin, categories, articles, otherOrigin }: { content: PreviewContent; site: SiteConfig; region: RegionClass; origin: string; categories: CategoryDocument[]; articles: ArticleSummary[]; otherOrigin?: string }) {
  if (content.kind === 'article') {
    return (
      <>
        <PreviewBanner revision={content.revision} />
        <ArticleView article={{ ...content.document, infScrollArticles: [] }} site={site} region={region} origin={origin} categories={categories} />
      </>
    );
  }
  if (content.kind === 'category') {
    const category = content.document;
    return (
      <>
        <PreviewBanner revision={content.revision} />
        <CategoryView category={category} parent={categories.find((c) => c.slug === category.parent)} subcategories={categories.filter((c) => c.parent === category.slug)} articles={articles} origin={origin} />
      </>
    );
  }
  if (content.kind === 'campaign') {
    return (
      <>
        <PreviewBanner revision={content.revision} />
        <CampaignPreview campaign={content.document} />
      </>
    );
  }
  return <PreviewMessage content={content} siteOrigin={otherOrigin} />;
}
