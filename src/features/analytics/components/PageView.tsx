import type { ArticleDocument, CategoryDocument } from '@/content/article-schema';
import { env } from '@/lib/env';
import { pixelAllowedOn } from '../pixel/rule';
import type { ContentMetadata } from '../schema';
import { PageViewTracker } from './PageViewTracker.client';

interface Props {
  article: ArticleDocument;
  categories: CategoryDocument[];
}

/**
 * The article's page view, scroll depth and (where allowed) the third-party pixel. The pixel id
 * reaches the page only when the variable is set and the page is not a health-condition page.
 */
export function PageView({ article, categories }: Props) {
  const metadata: ContentMetadata = {
    canonicalPath: article.canonicalPath,
    pageTemplate: article.pageTemplate,
    categories: article.categories.slice(0, 20),
    title: article.title,
  };
  const pixelId = env().META_PIXEL_ID;
  const pixel = pixelId && pixelAllowedOn(article, categories) ? pixelId : null;
  return <PageViewTracker key={article.canonicalPath} metadata={metadata} pixelId={pixel} />;
}
