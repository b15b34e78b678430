import type { Source } from './sources';
import styles from './tool.module.css';

/** The tool's sources as visible text with links, under a small heading. */
export function Sources({ sources, children }: { sources: readonly Source[]; children?: React.ReactNode }) {
  return (
    <div className={styles.sources}>
      <h3 className={styles.sourcesTitle}>How this is calculated</h3>
      {children}
      <ol className={styles.sourceList}>
        {sources.map((source) => (
          <li key={source.href}>
            {source.text}{' '}
            <a href={source.href} rel="noopener">
              {new URL(source.href).hostname.replace(/^www\./, '')}
            </a>
          </li>
        ))}
      </ol>
    </div>
  );
}
