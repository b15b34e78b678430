import { ContentLink } from '@/features/links/ContentLink';
import { citeId, sourceHref, sourceId, sourceIdentifier, stopAfter } from './citations';
import type { Source } from '@/content/sources';
import styles from './Sources.module.css';

export const defaultSourcesHeading = 'Sources';

interface Props {
  sources: readonly Source[];
  heading?: string;
  /** Set for the article's own list: items get ids (ref-N) the in-text markers link to. */
  idPrefix?: string;
  /** Source numbers cited in the text: each gets a link back to its first marker. */
  cited?: ReadonlySet<number>;
}

/** A numbered list of sources: authors, the linked title, publisher, year and DOI or PubMed ID. */
export function SourceList({ sources, heading, idPrefix, cited }: Props) {
  return (
    // Not a labelled region: infinite scroll puts several articles' "Sources" on one page, and landmarks must be unique.
    <section className={styles.references} data-references="">
      <h2 className={styles.heading}>
        {heading || defaultSourcesHeading}
      </h2>
      <ol className={styles.list}>
        {sources.map((source, i) => {
          const n = i + 1;
          const identifier = sourceIdentifier(source);
          return (
            <li key={n} id={idPrefix !== undefined ? sourceId(idPrefix, n) : undefined} className={styles.item}>
              <span className={styles.text}>
                {source.authors && <>{`${source.authors}${stopAfter(source.authors)} `}</>}
                <ContentLink href={sourceHref(source)} className={styles.title} citation>
                  {source.title}
                </ContentLink>
                {`${stopAfter(source.title)} ${source.publisher}; ${source.year}.`}
                {identifier && <> {identifier}</>}
              </span>
              {idPrefix !== undefined && cited?.has(n) && (
                <a className={styles.back} href={`#${citeId(idPrefix, n, 1)}`}>
                  <span aria-hidden="true">↑</span>
                  <span className="visually-hidden">Back to where source {n} is cited</span>
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
