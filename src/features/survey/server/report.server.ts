import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import type { SiteId } from '@/sites';
import { surveyScores } from '../rules';

/** The articles /ops/feedback lists (most answers first), and the comments it shows for each (latest first). */
export const surveyArticlesListed = 100;
export const commentsPerArticle = 20;
const commentsRead = 2000;

export interface SurveyScope {
  /** ISO time: answers given from then on count. */
  from: string;
  site?: SiteId;
}

export interface ArticleSurvey {
  site: string;
  path: string;
  answers: number;
  /** The mean score, 1 to 5. */
  average: number;
  /** How many answers gave each score, 1 to 5 in order. */
  scores: number[];
  /** Comments, latest first, at most commentsPerArticle. */
  comments: { text: string; at: string }[];
}

export interface SurveyReport {
  answers: number;
  articles: ArticleSurvey[];
}

/** The satisfaction survey's answers (survey_responses) per article in the scope: counts per score, the mean and the comments. */
export async function surveyReport(db: Kysely<Database>, scope: SurveyScope): Promise<SurveyReport> {
  const inScope = db
    .selectFrom('survey_responses')
    .where('created_at', '>=', scope.from)
    .$if(scope.site !== undefined, (q) => q.where('site', '=', scope.site!));
  const [rows, comments] = await Promise.all([
    inScope.select(['site', 'path', 'score', sql<number | string>`count(*)`.as('answers')]).groupBy(['site', 'path', 'score']).execute(),
    inScope.select(['site', 'path', 'comment', 'created_at']).where('comment', 'is not', null).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(commentsRead).execute(),
  ]);
  const byArticle = new Map<string, ArticleSurvey>();
  const article = (site: string, path: string) => {
    const key = `${site}\n${path}`;
    let entry = byArticle.get(key);
    if (!entry) byArticle.set(key, (entry = { site, path, answers: 0, average: 0, scores: surveyScores.map(() => 0), comments: [] }));
    return entry;
  };
  let total = 0;
  for (const r of rows) {
    const index = surveyScores.indexOf(Number(r.score) as (typeof surveyScores)[number]);
    if (index < 0) continue;
    const n = Number(r.answers);
    const entry = article(r.site, r.path);
    entry.scores[index]! += n;
    entry.answers += n;
    total += n;
  }
  for (const c of comments) {
    const entry = byArticle.get(`${c.site}\n${c.path}`);
    if (entry && entry.comments.length < commentsPerArticle) entry.comments.push({ text: c.comment!, at: c.created_at });
  }
  const articles = [...byArticle.values()]
    .map((a) => ({ ...a, average: a.scores.reduce((sum, n, i) => sum + n * surveyScores[i]!, 0) / a.answers }))
    .sort((a, b) => b.answers - a.answers || a.site.localeCompare(b.site) || a.path.localeCompare(b.path))
    .slice(0, surveyArticlesListed);
  return { answers: total, articles };
}
