import Link from 'next/link';
import { ArticleThumbnail, cardImageWidths } from '@/views/parts/ArticleCard';
import type { SiteId, SiteConfig } from '@/sites';
import { invalidTermMessage, searchLimits } from '@/features/search/limits';
import { pageCount } from '@/features/search/query';
import type { ResultsQuery } from '@/features/search/schema';
import type { SearchResults as Results } from '@/features/search/server/types';
import { Highlighted } from './Highlighted';
import { Pagination, resultsHref } from './Pagination';
import styles from './SearchResults.module.css';

interface Props {
  site: SiteConfig;
  query: ResultsQuery;
  results: Results | null;
}

const thumbnailWidth = cardImageWidths.row;

const plural = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'result' : 'results'}`;

/** /search: a plain form (works without JavaScript) and one page of ranked, highlighted results. */
export function SearchResults({ site, query, results }: Props) {
  const term = query.state === 'ok' ? query.term : '';
  const invalid = query.state === 'invalid';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Search results</h1>
      <form role="search" aria-label="Search results" action="/search" method="get" className={styles.form}>
        <label htmlFor="search-page-term">Search {site.name}</label>
        <div className={styles.row}>
          <input
            id="search-page-term"
            name="q1"
            type="search"
            defaultValue={term}
            maxLength={searchLimits.maxTermLength}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? 'search-page-message' : undefined}
            className={styles.input}
          />
          <button type="submit" className={styles.button}>
            Search
          </button>
        </div>
      </form>
      {invalid && (
        <p id="search-page-message" className={styles.message}>
          {invalidTermMessage}
        </p>
      )}
      {query.state === 'ok' && results && <ResultList site={site.id} term={query.term} page={query.page} results={results} />}
    </div>
  );
}

function ResultList({ site, term, page, results }: { site: SiteId; term: string; page: number; results: Results }) {
  if (results.total === 0) {
    return (
      <section aria-labelledby="search-empty" className={styles.empty}>
        <h2 id="search-empty" className={styles.count}>
          No results for “{term}”
        </h2>
        <ul>
          <li>Check the spelling of your words.</li>
          <li>Try fewer words, or more general ones.</li>
          <li>
            Browse the <Link href="/">latest articles</Link>.
          </li>
        </ul>
      </section>
    );
  }
  const pages = pageCount(results.total);
  return (
    <section aria-labelledby="search-count">
      <h2 id="search-count" className={styles.count}>
        {plural(results.total)} for “{term}”
        {pages > 1 && <span className={styles.pageOf}>, page {Math.min(page, pages)} of {pages}</span>}
      </h2>
      {results.hits.length === 0 ? (
        <p className={styles.message}>
          There are no results on page {page}. <Link href={resultsHref(term, 1)}>Go to the first page</Link>.
        </p>
      ) : (
        <ol className={styles.list} start={(page - 1) * searchLimits.resultsPerPage + 1}>
          {results.hits.map((hit) => (
            <li key={hit.canonicalPath} className={styles.hit}>
              <ArticleThumbnail image={hit.image} site={site} shownWidth={thumbnailWidth} className={styles.thumb} />
              <div className={styles.hitText}>
                <h3 className={styles.hitTitle}>
                  <Link href={hit.canonicalPath} prefetch={false}>
                    <Highlighted marked={hit.title} />
                  </Link>
                </h3>
                <p className={styles.snippet}>
                  <Highlighted marked={hit.snippet} />
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
      <Pagination term={term} page={page} pageCount={pages} />
    </section>
  );
}
