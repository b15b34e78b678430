import type { PreviewContent } from '@/content/lifecycle/preview-content';
import type { ReactNode } from 'react';
import styles from './PreviewFrame.module.css';

/** The band above a preview, so nobody mistakes it for the live page, and the messages when there is no page to show. */
export function PreviewBanner({ revision, children }: { revision: number; children?: ReactNode }) {
  return (
    <p className={styles.banner} role="note">
      Preview of revision {revision}, as saved in the newsroom. Readers do not see this page. {children}
    </p>
  );
}

export function PreviewMessage({ content, siteOrigin }: { content: Exclude<PreviewContent, { kind: 'article' | 'category' | 'campaign' }>; siteOrigin?: string }) {
  return (
    <div className={styles.message}>
      <h1>Preview of “{content.title}”</h1>
      {content.kind === 'invalid' && (
        <>
          <p>This revision cannot be shown as a page yet. Fix these first:</p>
          <ul>
            {content.issues.slice(0, 50).map((issue) => (
              <li key={`${issue.path} ${issue.message}`}>
                <code>{issue.path}</code>: {issue.message}
              </li>
            ))}
          </ul>
        </>
      )}
      {content.kind === 'not-a-page' && (
        <p>
          {/^[aeiou]/.test(content.documentType) ? 'An' : 'A'} {content.documentType} document is not a page of its own; it shows where it is used.
        </p>
      )}
      {content.kind === 'other-site' && <p>This document belongs to the other site. {siteOrigin ? <a href={siteOrigin}>Open that site&apos;s newsroom</a> : null} to preview it in its own shell.</p>}
    </div>
  );
}
