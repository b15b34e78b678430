import 'server-only';
import type { DrugCostSavingsData } from './drug-cost-savings/schema';
import type { WidgetContext } from './define';
import type { WidgetFormat } from './registry';

type Loader<D> = (data: D, context: WidgetContext) => Promise<unknown>;

/**
 * Server data some widgets need besides their content, asked before they render so the
 * components stay synchronous; what a loader returns reaches the component as `loaded`. null
 * means "nothing for this reader": the widget renders nothing, not even its wrapper. Kept apart
 * from the registry because the browser's site tools load the registry's schemas.
 */
export const widgetDataLoaders: Partial<Record<WidgetFormat, Loader<never>>> = {
  'drug-cost-savings': (async (data: DrugCostSavingsData, context: WidgetContext) => {
    const { loadDrugSavings } = await import('@/features/savings/server/initial.server');
    const loaded = await loadDrugSavings(data, context.region);
    // Outside the US there is no widget at all (spec savings 2.1), so no markup reaches the page.
    return loaded.status === 'not-us' ? null : loaded;
  }) satisfies Loader<DrugCostSavingsData>,
};

/** The loader of a format, called with that format's parsed data (resolveWidget's output). */
export function widgetDataLoader(format: string): Loader<unknown> | undefined {
  return Object.hasOwn(widgetDataLoaders, format) ? (widgetDataLoaders[format as WidgetFormat] as Loader<unknown>) : undefined;
}
