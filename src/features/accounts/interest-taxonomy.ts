import { SITES, type InterestOption, type SiteId } from '@/sites';

/**
 * The user-interests taxonomy (spec 3, User interests: "a topics array, each with a questionType of
 * topic, subtopic or jtbd"), from the site table (src/sites). Topic ids are the site's category
 * slugs, so "For you" finds a topic's articles through their categories; a subtopic names its
 * topic as parentId (its articles count for the topic); jobs-to-be-done are what the reader wants to do.
 */
export type { InterestOption };
export type QuestionType = InterestOption['questionType'];

export function interestTaxonomy(site: SiteId): readonly InterestOption[] {
  return SITES[site]?.interests ?? [];
}

/** The interest quiz's topics (article blocks 9) as taxonomy ids, so a member's quiz answer saves into the profile. */
export const quizTopicIds: Record<string, Partial<Record<SiteId, string>>> = {
  'Diabetes 101': { healthline: 'diabetes-101' },
  Medication: { healthline: 'compare-treatments', psy: 'compare-treatments' },
  Nutrition: { healthline: 'nutrition' },
  Community: { healthline: 'find-community', psy: 'find-community' },
};

/** The topic ids an interests profile points at, for "For you": its topics and its subtopics' parents, in order, once each. */
export function topicsOfInterest(site: SiteId, interests: { topicIds: string[]; subtopicIds: string[] }): string[] {
  const options = interestTaxonomy(site);
  const parents = interests.subtopicIds.map((id) => options.find((o) => o.id === id && o.questionType === 'subtopic')?.parentId).filter((id): id is string => Boolean(id));
  const topics = interests.topicIds.filter((id) => options.some((o) => o.id === id && o.questionType === 'topic'));
  return [...new Set([...topics, ...parents])];
}

/** Whether a category can be followed: it is a topic or subtopic of the site's taxonomy. */
export function isFollowable(site: SiteId, slug: string): boolean {
  return interestTaxonomy(site).some((o) => o.id === slug && o.questionType !== 'jtbd');
}
