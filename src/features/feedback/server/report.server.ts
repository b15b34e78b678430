import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import type { SiteId } from '@/sites';

/** The articles /ops/feedback lists (most votes first), and the reasons it shows for each (latest first). */
export const articlesListed = 100;
export const reasonsPerArticle = 20;
/** Reasons read per report, latest first, before they are shared out to their articles. */
const reasonsRead = 2000;

export interface ReportScope {
  /** ISO time: votes changed (or cast) from then on count. */
  from: string;
  /** One site, or every site. */
  site?: SiteId;
}

export interface ReaderComment {
  text: string;
  at: string;
}

export interface ArticleVotes {
  site: string;
  path: string;
  helpful: number;
  notHelpful: number;
  /** Reasons given with Not Helpful, latest first, at most reasonsPerArticle. */
  reasons: ReaderComment[];
}

export interface FeedbackReport {
  totals: { helpful: number; notHelpful: number };
  articles: ArticleVotes[];
}

/** "Was this helpful?" per article: votes in force that were cast or last changed in the scope, and their reasons. */
export async function feedbackReport(db: Kysely<Database>, scope: ReportScope): Promise<FeedbackReport> {
  const inScope = db
    .selectFrom('feedback_votes')
    .where('updated_at', '>=', scope.from)
    .$if(scope.site !== undefined, (q) => q.where('site', '=', scope.site!));
  // Sums and counts come back as strings from PostgreSQL (bigint): read with Number().
  const counts = [
    sql<number | string>`sum(case when vote = 'helpful' then 1 else 0 end)`.as('helpful'),
    sql<number | string>`sum(case when vote = 'not-helpful' then 1 else 0 end)`.as('not_helpful'),
    sql<number | string>`count(*)`.as('votes'),
  ];
  const [totals, rows, reasons] = await Promise.all([
    inScope.select(counts).executeTakeFirst(),
    inScope
      .select(['site', 'path'])
      .select(counts)
      .groupBy(['site', 'path'])
      .orderBy('votes', 'desc')
      .orderBy('site')
      .orderBy('path')
      .limit(articlesListed)
      .execute(),
    inScope.select(['site', 'path', 'reason', 'updated_at']).where('reason', 'is not', null).orderBy('updated_at', 'desc').orderBy('id').limit(reasonsRead).execute(),
  ]);
  const byArticle = new Map<string, ReaderComment[]>();
  for (const r of reasons) {
    const key = `${r.site}\n${r.path}`;
    const list = byArticle.get(key) ?? [];
    if (list.length < reasonsPerArticle) list.push({ text: r.reason!, at: r.updated_at });
    byArticle.set(key, list);
  }
  return {
    totals: { helpful: Number(totals?.helpful ?? 0), notHelpful: Number(totals?.not_helpful ?? 0) },
    articles: rows.map((r) => ({
      site: r.site,
      path: r.path,
      helpful: Number(r.helpful),
      notHelpful: Number(r.not_helpful),
      reasons: byArticle.get(`${r.site}\n${r.path}`) ?? [],
    })),
  };
}
