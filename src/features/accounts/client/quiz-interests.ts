import { quizTopicIds, interestTaxonomy } from '../interest-taxonomy';
import { SITE_IDS, type SiteId } from '@/sites';
import { acquireToken } from './auth';
import { loadMe, mayBeSignedIn } from './me';
import { getUserInterests, updateUserInterests } from './profile-client';

/**
 * The interest quiz's answer (article blocks 5) for a member: its topics join the member's
 * interests on this site (source quiz), kept with what was there. A reader who is not signed in
 * sends nothing; a failure is reported to the caller's catch and changes nothing on the page.
 */
export async function saveQuizInterests(topics: readonly string[]): Promise<boolean> {
  if (topics.length === 0 || !mayBeSignedIn()) return false;
  const site = document.documentElement.dataset.site;
  if (!site || !(SITE_IDS as readonly string[]).includes(site)) return false;
  const me = await loadMe();
  if (!me.authenticated) return false;
  const options = interestTaxonomy(site as SiteId);
  const ids = topics.map((topic) => quizTopicIds[topic]?.[site as SiteId]).filter((id): id is string => Boolean(id));
  const kind = (type: string) => ids.filter((id) => options.some((o) => o.id === id && o.questionType === type));
  if (ids.length === 0) return false;
  const { token, rvoId } = await acquireToken();
  const current = await getUserInterests(rvoId, token, site);
  await updateUserInterests(rvoId, token, {
    topicIds: [...new Set([...current.topicIds, ...kind('topic')])],
    subtopicIds: [...new Set([...current.subtopicIds, ...kind('subtopic')])],
    jtbdIds: [...new Set([...current.jtbdIds, ...kind('jtbd')])],
    source: 'quiz',
    site,
  });
  return true;
}
