import 'server-only';
import { personFromRecord, type Person } from '@/content/authors';
import { getAuthors } from '@/content/queries.server';
import type { WidgetDataLoader } from '../define';
import type { recipeAuthorBioSchema } from './schema';

export interface RecipeAuthorLoaded {
  /** The author record named by authorId; absent for the old format (the widget's own fields). */
  person?: Person;
}

/** The author record the widget names (a cached, tagged read: a change to the record expires the page); null when the site has none by that id. */
export const loadData: WidgetDataLoader<typeof recipeAuthorBioSchema, RecipeAuthorLoaded> = async (data, context) => {
  if (!data.authorId) return {};
  const [record] = await getAuthors(context.site, [data.authorId]);
  return record ? { person: personFromRecord(record) } : null;
};
