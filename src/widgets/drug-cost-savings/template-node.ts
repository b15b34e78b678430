import type { WidgetNode } from '@/content/article-schema';

/**
 * The body of a drug template page (/health/drugs/{drugSlug}, src/views/drug-template/): this
 * widget alone, its template variant, or the copay-only variant for a drug without pharmacy prices.
 */
export function drugTemplateBody(drugSlug: string, retail: boolean): WidgetNode[] {
  return [{ widgetFormat: 'drug-cost-savings', drugSlug, variant: retail ? 'template' : 'copay' }];
}
