import { quizTopicIds, interestTaxonomy } from '../interest-taxonomy';
import { SITE_IDS, type SiteId } from '@/sites';
import { acquireToken } from './auth';
import { loadMe, mayBeSignedIn } from './me';
import { getUserInterests, updateUserInterests } from './profile-client';

/** The page's site, from `data-site` on `<html>`; null outside a site page. */
export function pageSite(): SiteId | null {
  const site = document.documentElement.dataset.site;
  return site && (SITE_IDS as readonly string[]).includes(site) ? (site as SiteId) : null;
}

/**
 * Adds taxonomy ids to a member's interests on this site, kept with what was there (each id under
 * its own questionType; ids that are not the site's options are left out). A reader who is not
 * signed in sends nothing; a failure rejects, for the caller to ignore: nothing on the page changes.
 */
async function addInterestIds(site: SiteId, ids: string[], source: 'interest-quiz' | 'interest-survey'): Promise<boolean> {
  const options = interestTaxonomy(site);
  const kind = (type: string) => ids.filter((id) => options.some((o) => o.id === id && o.questionType === type));
  if (!ids.some((id) => options.some((o) => o.id === id))) return false;
  const me = await loadMe();
  if (!me.authenticated) return false;
  const { token, rvoId } = await acquireToken();
  const current = await getUserInterests(rvoId, token, site);
  await updateUserInterests(rvoId, token, {
    topicIds: [...new Set([...current.topicIds, ...kind('topic')])],
    subtopicIds: [...new Set([...current.subtopicIds, ...kind('subtopic')])],
    jtbdIds: [...new Set([...current.jtbdIds, ...kind('jtbd')])],
    source,
    site,
  });
  return true;
}

/** The interest quiz's answer (article blocks 5) for a member: its topics, as taxonomy ids, join the member's interests (source quiz). */
export async function saveQuizInterests(topics: readonly string[]): Promise<boolean> {
  const site = pageSite();
  if (topics.length === 0 || !site || !mayBeSignedIn()) return false;
  return addInterestIds(site, topics.map((topic) => quizTopicIds[topic]?.[site]).filter((id): id is string => Boolean(id)), 'interest-quiz');
}

/** An interest survey's answer (a survey driver whose choice values are taxonomy ids) for a member: those ids join the interests (source survey). */
export async function saveSurveyInterests(values: readonly string[]): Promise<boolean> {
  const site = pageSite();
  if (values.length === 0 || !site || !mayBeSignedIn()) return false;
  return addInterestIds(site, [...values], 'interest-survey');
}
