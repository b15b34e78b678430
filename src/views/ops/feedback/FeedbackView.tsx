import { OpsNav } from '../OpsNav';
import { PeriodSiteFilters, siteLabel } from '../PeriodSiteFilters';
import { isSiteId } from '@/sites';
import { siteOrigin } from '@/lib/site-origin';
import type { FeedbackPageQuery } from '@/features/ops/feedback-query';
import type { FeedbackReport, ReaderComment } from '@/features/feedback/server/report.server';
import type { SurveyReport } from '@/features/survey/server/report.server';
import { voteLabels } from '@/features/feedback/rules';
import { scoreLabels, surveyQuestion, surveyScores } from '@/features/survey/rules';
import styles from './Feedback.module.css';

export interface FeedbackPageData {
  /** The first and last UTC day of the period, YYYY-MM-DD. */
  days: [string, string];
  votes: FeedbackReport;
  survey: SurveyReport;
}

const siteName = (site: string) => (isSiteId(site) ? siteLabel(site) : site);
const share = (part: number, whole: number) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(0)}%`);
const when = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

function ArticleLink({ site, path }: { site: string; path: string }) {
  return isSiteId(site) ? <a href={`${siteOrigin(site)}${path}`}>{path}</a> : <>{path}</>;
}

/** Readers' words (reasons, comments) per article: plain text, shown as text, latest first. */
function Comments({ idPrefix, title, groups }: { idPrefix: string; title: string; groups: { site: string; path: string; comments: ReaderComment[] }[] }) {
  const shown = groups.filter((g) => g.comments.length > 0);
  if (shown.length === 0) return null;
  return (
    <>
      <h3>{title}</h3>
      <ul className={styles.groups}>
        {shown.map((g, i) => (
          <li key={`${g.site}${g.path}`}>
            <article aria-labelledby={`${idPrefix}-${i}`} className={styles.group}>
              <h4 id={`${idPrefix}-${i}`} className={styles.groupTitle}>
                {g.path} <span className={styles.site}>({siteName(g.site)})</span>
              </h4>
              <ul className={styles.comments}>
                {g.comments.map((c, j) => (
                  <li key={j}>
                    <p className={styles.comment}>{c.text}</p>
                    <time dateTime={c.at} className={styles.time}>
                      {when(c.at)}
                    </time>
                  </li>
                ))}
              </ul>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}

/** /ops/feedback: "Was this helpful?" votes and reasons, and the satisfaction survey's answers and comments, per article. Server-rendered, no script. */
export function FeedbackView({ data, query, canSignOut }: { data: FeedbackPageData; query: FeedbackPageQuery; canSignOut: boolean }) {
  const scope = query.site === 'all' ? 'all sites' : `site ${query.site}`;
  const { votes, survey } = data;
  return (
    <main className={styles.page}>
      <OpsNav current="feedback" />
      <h1>Reader feedback</h1>
      <PeriodSiteFilters action="/ops/feedback" label="Period" dayOptions={[7, 30, 90, 365]} days={query.days} site={query.site} className={styles.filters} />
      <p>
        {data.days[0]} to {data.days[1]} (UTC), {scope}. Nothing here names a reader: a vote counts once per reader and article, and reasons and comments are
        what readers typed (email addresses replaced).
      </p>

      <section aria-labelledby="votes-heading">
        <h2 id="votes-heading">Was this helpful?</h2>
        <p data-totals="votes">
          {votes.totals.helpful} {voteLabels.helpful}, {votes.totals.notHelpful} {voteLabels['not-helpful']} ({share(votes.totals.helpful, votes.totals.helpful + votes.totals.notHelpful)}{' '}
          helpful). Votes in force that were cast or last changed in the period; a vote taken back no longer counts.
        </p>
        {votes.articles.length === 0 ? (
          <p data-empty="votes">No votes in this period.</p>
        ) : (
          <div className={styles.scroll} role="region" aria-label="Votes per article" tabIndex={0}>
            <table className={styles.table} id="feedback-votes">
              <caption>Votes per article, most votes first</caption>
              <thead>
                <tr>
                  <th scope="col">Article</th>
                  <th scope="col">Site</th>
                  <th scope="col">{voteLabels.helpful}</th>
                  <th scope="col">{voteLabels['not-helpful']}</th>
                  <th scope="col">Helpful share</th>
                  <th scope="col">Reasons</th>
                </tr>
              </thead>
              <tbody>
                {votes.articles.map((a) => (
                  <tr key={`${a.site}${a.path}`} data-article={a.path}>
                    <th scope="row">
                      <ArticleLink site={a.site} path={a.path} />
                    </th>
                    <td>{siteName(a.site)}</td>
                    <td data-helpful>{a.helpful}</td>
                    <td data-not-helpful>{a.notHelpful}</td>
                    <td>{share(a.helpful, a.helpful + a.notHelpful)}</td>
                    <td data-reasons>{a.reasons.length}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Comments idPrefix="reasons" title="Reasons given with Not Helpful" groups={votes.articles.map((a) => ({ site: a.site, path: a.path, comments: a.reasons }))} />
      </section>

      <section aria-labelledby="survey-heading">
        <h2 id="survey-heading">Satisfaction survey</h2>
        <p data-totals="survey">
          “{surveyQuestion}” {survey.answers} {survey.answers === 1 ? 'answer' : 'answers'}, from 1 ({scoreLabels[1]}) to 5 ({scoreLabels[5]}).
        </p>
        {survey.articles.length === 0 ? (
          <p data-empty="survey">No survey answers in this period.</p>
        ) : (
          <div className={styles.scroll} role="region" aria-label="Survey answers per article" tabIndex={0}>
            <table className={styles.table} id="survey-answers">
              <caption>Survey answers per article, most answers first</caption>
              <thead>
                <tr>
                  <th scope="col">Article</th>
                  <th scope="col">Site</th>
                  <th scope="col">Answers</th>
                  <th scope="col">Average</th>
                  {surveyScores.map((score) => (
                    <th key={score} scope="col">
                      <abbr title={scoreLabels[score]}>{score}</abbr>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {survey.articles.map((a) => (
                  <tr key={`${a.site}${a.path}`} data-article={a.path}>
                    <th scope="row">
                      <ArticleLink site={a.site} path={a.path} />
                    </th>
                    <td>{siteName(a.site)}</td>
                    <td data-answers>{a.answers}</td>
                    <td data-average>{a.average.toFixed(1)}</td>
                    {a.scores.map((n, i) => (
                      <td key={i}>{n}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Comments idPrefix="comments" title="Survey comments" groups={survey.articles} />
      </section>

      {canSignOut && (
        <form method="post" action="/ops/sign-out">
          <button type="submit">Sign out</button>
        </form>
      )}
    </main>
  );
}
