import 'server-only';
import type { WidgetDataLoader } from '../define';
import type { recipeSchema } from './schema';

/** The page's origin, recipe author and nutrition, and whether the sponsor's pixel may load here (src/features/recipes/data.server.ts). */
export const loadData: WidgetDataLoader<typeof recipeSchema> = async (_data, context) => {
  const { loadRecipePage } = await import('@/features/recipes/data.server');
  return loadRecipePage(context);
};
