import { EditorHtml } from '@/widgets/kits/editor-html/EditorHtml';
import { widgetDomId, type WidgetProps } from '../define';
import type { warningSchema } from './schema';
import styles from './Warning.module.css';

const defaultHeader = 'Warning';

function WarningIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 2.5a1.6 1.6 0 0 1 1.39.8l9.3 16.1A1.6 1.6 0 0 1 21.3 21.8H2.7a1.6 1.6 0 0 1-1.39-2.4l9.3-16.1A1.6 1.6 0 0 1 12 2.5Z" />
      <path fill="#fff" d="M10.9 8.5h2.2l-.35 6.6h-1.5ZM12 16.4a1.3 1.3 0 1 1 0 2.6 1.3 1.3 0 0 1 0-2.6Z" />
    </svg>
  );
}

export function Warning({ data, context }: WidgetProps<typeof warningSchema>) {
  const headingId = widgetDomId(context, 'warning');
  return (
    <aside role="note" aria-labelledby={headingId} className={data.urgent ? `${styles.warning} ${styles.urgent}` : styles.warning} data-urgent={data.urgent ? '' : undefined}>
      <div className={styles.heading}>
        <WarningIcon />
        <h2 id={headingId} className={styles.title}>
          {data.header || defaultHeader}
        </h2>
      </div>
      <EditorHtml className={styles.text} html={data.text} />
    </aside>
  );
}
