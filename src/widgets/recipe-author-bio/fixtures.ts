import type { z } from 'zod';
import type { recipeAuthorBioSchema } from './schema';

export const fixtures = {
  // Review pages read no author records: the default is a person written out (the old format).
  default: {
    widgetFormat: 'recipe-author-bio',
    authorName: 'Maria Lopez, RD',
    authorDescription: '<p>Maria is a registered dietitian who writes simple, low-cost recipes for busy mornings.</p>',
    authorImageSrc: '/images/people/maria-lopez.svg',
    authorImageAlt: 'Portrait of Maria Lopez',
  },
  record: {
    widgetFormat: 'recipe-author-bio',
    authorId: 'dana-whitfield',
  },
  defaultAlt: {
    widgetFormat: 'recipe-author-bio',
    authorName: 'Maria Lopez, RD',
    authorImageSrc: '/images/people/maria-lopez.svg',
  },
  noPhoto: {
    widgetFormat: 'recipe-author-bio',
    authorName: 'The Wellread Nutrition Team',
    authorDescription: '<p>Recipes tested in our kitchen and checked by a registered dietitian.</p>',
  },
  noName: {
    widgetFormat: 'recipe-author-bio',
    authorDescription: '<p>Without a name the bio is not shown.</p>',
  },
} satisfies Record<string, z.input<typeof recipeAuthorBioSchema>>;
