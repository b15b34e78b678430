import { EditorHtml } from '@/widgets/kits/editor-html/EditorHtml';
import { ContentLink } from '@/features/links/ContentLink';
import { widgetDomId, type WidgetProps } from '../define';
import type { severities, warningcardSchema } from './schema';
import styles from './Warningcard.module.css';

type Severity = (typeof severities)[number];

/** Read before the title by screen readers, since the colour and icon alone say nothing to them. */
export const severityLabels: Record<Severity, string> = {
  info: 'Important',
  caution: 'Caution',
  danger: 'Danger',
};

function SeverityIcon({ severity }: { severity: Severity }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      {severity === 'info' && (
        <>
          <circle cx="12" cy="12" r="10.5" fill="currentColor" />
          <path fill="#fff" d="M10.8 10.5h2.4V18h-2.4ZM12 5.6a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Z" />
        </>
      )}
      {severity === 'caution' && (
        // The triangle of the warning widget (src/widgets/warning).
        <>
          <path fill="currentColor" d="M12 2.5a1.6 1.6 0 0 1 1.39.8l9.3 16.1A1.6 1.6 0 0 1 21.3 21.8H2.7a1.6 1.6 0 0 1-1.39-2.4l9.3-16.1A1.6 1.6 0 0 1 12 2.5Z" />
          <path fill="#fff" d="M10.9 8.5h2.2l-.35 6.6h-1.5ZM12 16.4a1.3 1.3 0 1 1 0 2.6 1.3 1.3 0 0 1 0-2.6Z" />
        </>
      )}
      {severity === 'danger' && (
        <>
          <path fill="currentColor" d="M7.6 1.5h8.8l6.1 6.1v8.8l-6.1 6.1H7.6l-6.1-6.1V7.6Z" />
          <path fill="#fff" d="M10.8 6h2.4l-.3 8h-1.8ZM12 15.6a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Z" />
        </>
      )}
    </svg>
  );
}

/**
 * A card-style warning. Static content, so role="note" (not alert, which would interrupt a screen
 * reader on load) labelled by its heading; no JavaScript.
 */
export function Warningcard({ data, context }: WidgetProps<typeof warningcardSchema>) {
  const headingId = widgetDomId(context, 'warningcard');
  return (
    <aside role="note" aria-labelledby={headingId} className={`${styles.card} ${styles[data.severity]}`} data-severity={data.severity}>
      <SeverityIcon severity={data.severity} />
      <div className={styles.body}>
        <h2 id={headingId} className={styles.title}>
          <span className="visually-hidden">{severityLabels[data.severity]}: </span>
          {data.title}
        </h2>
        <EditorHtml className={styles.text} html={data.text} />
        {data.link && (
          <p className={styles.more}>
            <ContentLink href={data.link.url} className={styles.link}>
              {data.link.text}
            </ContentLink>
          </p>
        )}
      </div>
    </aside>
  );
}
