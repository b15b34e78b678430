import type { ArticleDocument } from '@/content/article-schema';
import { resolveWidget } from '@/widgets/resolve-widget';

/** What the site tools panel shows about an article page. Only public page facts: nothing about the visitor. */
export interface PageReport {
  site: string;
  template: string;
  canonicalPath: string;
  nodes: { index: number; format: string; rendered: boolean; reason?: 'unknown format' | 'invalid data' }[];
}

export const siteToolsDataId = 'site-tools-data';

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
