import type { ArticleDocument } from '@/content/article-schema';
import { resolveWidget } from '@/widgets/resolve-widget';
import type { PageReport } from '@/features/site-tools/report-shape';

export { siteToolsDataId, type PageReport } from '@/features/site-tools/report-shape';

export function pageReport(article: ArticleDocument): PageReport {
  return {
    site: article.site,
    template: article.pageTemplate,
    canonicalPath: article.canonicalPath,
    nodes: article.body.map((node, index) => {
      if (!('widgetFormat' in node)) return { index, format: 'html', rendered: true };
      const resolved = resolveWidget(node);
      if (resolved.status === 'ok') return { index, format: node.widgetFormat, rendered: true };
      return { index, format: node.widgetFormat, rendered: false, reason: resolved.status === 'unknown' ? 'unknown format' : 'invalid data' };
    }),
  };
}
