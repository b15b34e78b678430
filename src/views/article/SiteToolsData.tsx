import type { ArticleDocument } from '@/content/article-schema';
import { jsonLdString } from '@/lib/json-ld';
import { pageReport, siteToolsDataId } from './page-report';

/** The article's report for the site tools panel, as inert JSON; read only when the panel is on. */
export function SiteToolsData({ article }: { article: ArticleDocument }) {
  return <script type="application/json" id={siteToolsDataId} dangerouslySetInnerHTML={{ __html: jsonLdString(pageReport(article)) }} />;
}
