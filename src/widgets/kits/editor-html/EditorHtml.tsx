import { decorateLinks } from '@/features/links/decorate';
import { currentLinkScope } from '@/features/links/scope';
import { pinImages } from '@/widgets/kits/sharing/pin-images';
import { currentSharePage } from '@/widgets/kits/sharing/share-page';
import styles from './EditorHtml.module.css';

/**
 * A block of editor HTML inside a widget. The HTML must already be sanitized (htmlField() does
 * that on parse). Its links are classified for the page's site (internal, outbound, affiliate;
 * src/features/links), and its images that can be pinned get "Save to Pinterest" after them
 * (src/widgets/kits/sharing/pin-images.ts). The block's own padding sets its spacing, so the first
 * and last child lose their outer margins.
 */
export function EditorHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ? `${styles.flow} ${className}` : styles.flow}
      dangerouslySetInnerHTML={{ __html: pinImages(decorateLinks(html, currentLinkScope()), currentSharePage()) }}
    />
  );
}
