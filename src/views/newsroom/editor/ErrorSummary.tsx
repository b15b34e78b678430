import { useEffect, useId, useRef } from 'react';
import { describePath } from './extra-errors';
import type { PathKey } from './paths';
import type { Refusal } from './types';
import styles from './Editor.module.css';

/**
 * A refused action (the GOV.UK error summary): what went wrong, then each issue as a link to its
 * field. It takes focus when it appears, so a keyboard or screen reader user lands on it.
 */
export function ErrorSummary({ refusal, onIssue, blockLabel }: { refusal: Refusal; onIssue: (path: string) => void; blockLabel: (path: PathKey[]) => string | undefined }) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    ref.current?.focus();
  }, [refusal]);
  return (
    <div ref={ref} className={styles.errorSummary} role="alert" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className={styles.errorTitle}>
        There is a problem
      </h2>
      <p>{refusal.message}</p>
      {refusal.issues.length ? (
        <ul className={styles.errorList}>
          {refusal.issues.map((issue) => (
            <li key={`${issue.path} ${issue.message}`}>
              <a
                href={`#issue-${encodeURIComponent(issue.path)}`}
                onClick={(event) => {
                  event.preventDefault();
                  onIssue(issue.path);
                }}
              >
                {describePath(issue.path, blockLabel)}: {issue.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
