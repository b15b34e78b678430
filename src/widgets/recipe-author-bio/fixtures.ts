import type { z } from 'zod';
import type { recipeAuthorBioSchema } from './schema';

export const fixtures = {
  default: {
    widgetFormat: 'recipe-author-bio',
    authorName: 'Dana Whitfield, RD',
    authorDescription:
      '<p>Dana is a registered dietitian who writes simple, low-cost recipes for busy mornings. She has worked in community nutrition programs for 12 years.</p>',
    authorImageSrc: '/images/people/dana-whitfield.svg',
    authorImageAlt: 'Portrait of Dana Whitfield',
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
