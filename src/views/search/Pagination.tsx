import Link from 'next/link';
import styles from './SearchResults.module.css';

interface Props {
  term: string;
  page: number;
  pageCount: number;
}

export const resultsHref = (term: string, page: number) => `/search?${new URLSearchParams(page > 1 ? { q1: term, page: String(page) } : { q1: term })}`;

/** Up to five page numbers around the current page, with previous and next links. */
function pageWindow(page: number, pageCount: number): number[] {
  const first = Math.max(1, Math.min(page - 2, pageCount - 4));
  const last = Math.min(pageCount, first + 4);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

export function Pagination({ term, page, pageCount }: Props) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Search results pages" className={styles.pagination}>
      <ul>
        {page > 1 && (
          <li>
            <Link href={resultsHref(term, page - 1)} prefetch={false} rel="prev">
              Previous<span className="visually-hidden"> page</span>
            </Link>
          </li>
        )}
        {pageWindow(page, pageCount).map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page" className={styles.current}>
                <span className="visually-hidden">Page </span>
                {n}
              </span>
            ) : (
              <Link href={resultsHref(term, n)} prefetch={false}>
                <span className="visually-hidden">Page </span>
                {n}
              </Link>
            )}
          </li>
        ))}
        {page < pageCount && (
          <li>
            <Link href={resultsHref(term, page + 1)} prefetch={false} rel="next">
              Next<span className="visually-hidden"> page</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
