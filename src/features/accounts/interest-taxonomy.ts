import type { SiteId } from '@/sites';

/**
 * The user-interests taxonomy (spec 3, User interests: "a topics array, each with a questionType of
 * topic, subtopic or jtbd"), per site. Topic ids are the site's category slugs, so "For you" finds
 * a topic's articles through their categories; a subtopic names its topic as parentId (its
 * articles count for the topic); jobs-to-be-done are what the reader wants to do.
 */
export type QuestionType = 'topic' | 'subtopic' | 'jtbd';

export interface InterestOption {
  id: string;
  name: string;
  questionType: QuestionType;
  parentId?: string;
}

const jtbd: InterestOption[] = [
  { id: 'understand-a-condition', name: 'Understand a condition', questionType: 'jtbd' },
  { id: 'manage-day-to-day', name: 'Manage day to day', questionType: 'jtbd' },
  { id: 'compare-treatments', name: 'Compare treatments', questionType: 'jtbd' },
  { id: 'save-on-medication', name: 'Save on medication', questionType: 'jtbd' },
  { id: 'support-someone', name: 'Support someone I care about', questionType: 'jtbd' },
  { id: 'find-community', name: 'Find community', questionType: 'jtbd' },
];

const taxonomies: Record<SiteId, InterestOption[]> = {
  healthline: [
    { id: 'heart-health', name: 'Heart health', questionType: 'topic' },
    { id: 'nutrition', name: 'Nutrition', questionType: 'topic' },
    { id: 'sleep', name: 'Sleep', questionType: 'topic' },
    { id: 'vitamins-and-supplements', name: 'Vitamins and supplements', questionType: 'topic' },
    { id: 'blood-pressure', name: 'Blood pressure', questionType: 'subtopic', parentId: 'heart-health' },
    { id: 'cholesterol', name: 'Cholesterol', questionType: 'subtopic', parentId: 'heart-health' },
    { id: 'diabetes-101', name: 'Diabetes 101', questionType: 'subtopic', parentId: 'nutrition' },
    { id: 'healthy-eating', name: 'Healthy eating', questionType: 'subtopic', parentId: 'nutrition' },
    { id: 'insomnia', name: 'Insomnia', questionType: 'subtopic', parentId: 'sleep' },
    { id: 'vitamin-d', name: 'Vitamin D', questionType: 'subtopic', parentId: 'vitamins-and-supplements' },
    ...jtbd,
  ],
  psy: [
    { id: 'anxiety', name: 'Anxiety', questionType: 'topic' },
    { id: 'depression', name: 'Depression', questionType: 'topic' },
    { id: 'stress', name: 'Stress', questionType: 'topic' },
    { id: 'panic-attacks', name: 'Panic attacks', questionType: 'subtopic', parentId: 'anxiety' },
    { id: 'social-anxiety', name: 'Social anxiety', questionType: 'subtopic', parentId: 'anxiety' },
    { id: 'seasonal-depression', name: 'Seasonal depression', questionType: 'subtopic', parentId: 'depression' },
    { id: 'burnout', name: 'Burnout', questionType: 'subtopic', parentId: 'stress' },
    ...jtbd,
  ],
};

export function interestTaxonomy(site: SiteId): InterestOption[] {
  return taxonomies[site];
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
  const options = taxonomies[site];
  const parents = interests.subtopicIds.map((id) => options.find((o) => o.id === id && o.questionType === 'subtopic')?.parentId).filter((id): id is string => Boolean(id));
  const topics = interests.topicIds.filter((id) => options.some((o) => o.id === id && o.questionType === 'topic'));
  return [...new Set([...topics, ...parents])];
}

/** Whether a category can be followed: it is a topic or subtopic of the site's taxonomy. */
export function isFollowable(site: SiteId, slug: string): boolean {
  return taxonomies[site].some((o) => o.id === slug && o.questionType !== 'jtbd');
}
