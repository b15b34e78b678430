import 'server-only';
import type { WidgetDataLoader } from '../define';
import type { DrugSavingsLoad } from '@/features/savings/schema';
import type { drugCostSavingsSchema } from './schema';

/** The reader's first prices, asked before the widget renders so the component stays synchronous. */
export const loadData: WidgetDataLoader<typeof drugCostSavingsSchema, DrugSavingsLoad> = async (data, context) => {
  const { loadDrugSavings } = await import('@/features/savings/server/initial.server');
  const loaded = await loadDrugSavings(data, context.region);
  // Outside the US there is no widget at all (spec savings 2.1), so no markup reaches the page.
  return loaded.status === 'not-us' ? null : loaded;
};
