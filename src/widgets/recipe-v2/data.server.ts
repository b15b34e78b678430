import 'server-only';
import type { WidgetDataLoader } from '../define';
import type { RecipePageData } from '@/widgets/kits/recipes/page-data';
import type { recipeV2Schema } from './schema';

/** The page's origin, recipe author and nutrition for the JSON-LD (src/widgets/kits/recipes/data.server.ts). */
export const loadData: WidgetDataLoader<typeof recipeV2Schema, RecipePageData> = async (_data, context, page) => {
  const { loadRecipePage } = await import('@/widgets/kits/recipes/data.server');
  return loadRecipePage(context, page);
};
