import { defineWidget } from '../define';
import { recipeAuthorBioSchema } from './schema';

/** The old format's fields, which an author record replaces. */
const inlineFields = ['authorName', 'authorDescription', 'authorImageSrc', 'authorImageAlt'] as const;

export const widget = defineWidget({
  format: 'recipe-author-bio',
  label: 'Recipe author',
  summary: "The recipe author's photo, name and a short biography.",
  schema: recipeAuthorBioSchema,
  load: () => import('./RecipeAuthorBio').then((m) => m.RecipeAuthorBio),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  loadData: () => import('./data.server').then((m) => m.loadData),
  // With a record, its name is not in the widget's data: search finds the person by the article's own text.
  searchText: (data) => (data.authorId ? [] : [data.authorName, data.authorImageAlt, data.authorDescription]),
  page: {
    recipeAuthor: (data) => data.authorId ?? (data.authorName?.trim() ? { name: data.authorName.trim() } : undefined),
    authorRecords: (data) => (data.authorId ? [{ field: ['authorId'], id: data.authorId, role: 'writer' }] : []),
  },
  warnings: (data) => {
    if (data.authorId) {
      const ignored = inlineFields.filter((field) => data[field]);
      return ignored.length ? [`${ignored.join(', ')} ${ignored.length === 1 ? 'is' : 'are'} not shown: the author record "${data.authorId}" gives the name, bio and photo`] : [];
    }
    return data.authorName?.trim() ? ['the author is written out (authorName): name their author record in authorId instead, so their credentials match every other page'] : [];
  },
});
