import 'server-only';
import type { WidgetDataLoader } from '../define';
import type { RecipePageData } from '@/widgets/kits/recipes/page-data';
import type { recipeSchema } from './schema';

/** The page's origin, recipe author and nutrition, and whether the sponsor's pixel may load here (src/widgets/kits/recipes/data.server.ts). */
export const loadData: WidgetDataLoader<typeof recipeSchema, RecipePageData> = async (_data, context, page) => {
  const { loadRecipePage } = await import('@/widgets/kits/recipes/data.server');
  return loadRecipePage(context, page);
};
