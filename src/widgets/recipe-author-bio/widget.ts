import { defineWidget } from '../define';
import { recipeAuthorBioSchema } from './schema';

export const widget = defineWidget({
  format: 'recipe-author-bio',
  label: 'Recipe author',
  summary: "The recipe author's photo, name and a short biography.",
  schema: recipeAuthorBioSchema,
  load: () => import('./RecipeAuthorBio').then((m) => m.RecipeAuthorBio),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.authorName, data.authorImageAlt, data.authorDescription],
  page: { recipeAuthor: (data) => (data.authorName?.trim() ? { name: data.authorName.trim() } : undefined) },
});
