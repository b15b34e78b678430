/**
 * The JSON Schema annotation on a field that names an author record by id (src/content/authors.ts),
 * with the role the record must have; the newsroom's forms offer the site's records with that role
 * there. Its own module, so the browser's editor reads it without the schemas.
 */
export const authorRefKey = 'x-author-role';
