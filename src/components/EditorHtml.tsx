import styles from './EditorHtml.module.css';

/**
 * A block of editor HTML inside a widget. The HTML must already be sanitized (htmlField() does
 * that on parse). The block's own padding sets its spacing, so the first and last child lose
 * their outer margins.
 */
export function EditorHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className ? `${styles.flow} ${className}` : styles.flow} dangerouslySetInnerHTML={{ __html: html }} />;
}
