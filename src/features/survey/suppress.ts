import type { ArticleDocument, CategoryDocument } from '@/content/article-schema';
import { templateTraits } from '@/content/page-templates';

type SurveyCategory = Pick<CategoryDocument, 'slug' | 'parent' | 'suppressSurvey'>;

function suppressedCategory(slug: string, bySlug: ReadonlyMap<string, SurveyCategory>, depth = 0): boolean {
  const category = bySlug.get(slug);
  if (!category || depth > 10) return false;
  if (category.suppressSurvey) return true;
  return category.parent ? suppressedCategory(category.parent, bySlug, depth + 1) : false;
}

/**
 * Whether an article page asks the satisfaction survey. Never on emergency, crisis or diagnosis
 * pages: the article's own suppressSurvey decides when set; otherwise a category of the article
 * (or its parent) marked suppressSurvey (a site's crisis topics) turns it off. Only templates with
 * the survey trait (articles) ask, and never one appended by infinite scroll (the page's own does).
 */
export function surveyAllowed(
  article: Pick<ArticleDocument, 'pageTemplate' | 'categories' | 'suppressSurvey'>,
  categories: readonly SurveyCategory[],
): boolean {
  if (!templateTraits(article.pageTemplate).survey) return false;
  if (article.suppressSurvey !== undefined) return !article.suppressSurvey;
  const bySlug = new Map(categories.map((c) => [c.slug, c]));
  return !article.categories.some((slug) => suppressedCategory(slug, bySlug));
}
