import { interestTaxonomy } from '@/features/accounts/interest-taxonomy';
import { isInterestIdShaped } from '@/content/survey-selections';
import type { SiteId } from '@/sites';
import type { SurveyOption } from './survey';

/**
 * A survey's selections as the page's site shows them: an interest id of the site by its name (with
 * its questionType), an answer as written. An id-shaped selection the site does not have (another
 * site's id) is left out rather than shown as a raw id.
 */
export function surveyOptions(site: SiteId | null, selections: readonly string[]): SurveyOption[] {
  const taxonomy = site ? interestTaxonomy(site) : [];
  return selections.flatMap((value): SurveyOption[] => {
    const interest = taxonomy.find((o) => o.id === value);
    if (interest) return [{ value, label: interest.name, questionType: interest.questionType }];
    return isInterestIdShaped(value) ? [] : [{ value, label: value }];
  });
}
