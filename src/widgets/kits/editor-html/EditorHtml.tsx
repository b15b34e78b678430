import { decorateLinks } from '@/features/links/decorate';
import { currentLinkScope } from '@/features/links/scope';
import styles from './EditorHtml.module.css';

/**
 * A block of editor HTML inside a widget. The HTML must already be sanitized (htmlField() does
 * that on parse). Its links are classified for the page's site (internal, outbound, affiliate;
 * src/features/links). The block's own padding sets its spacing, so the first and last child
 * lose their outer margins.
 */
export function EditorHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ? `${styles.flow} ${className}` : styles.flow}
      dangerouslySetInnerHTML={{ __html: decorateLinks(html, currentLinkScope()) }}
    />
  );
}
