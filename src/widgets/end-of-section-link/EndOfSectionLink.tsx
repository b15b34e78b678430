import { partnerSentence } from '../disclaimers/disclaimer';
import { ContentLink } from '@/features/links/ContentLink';
import { invalidUrlMessage } from '@/features/links/product-url';
import { logOnce } from '@/lib/log';
import type { WidgetProps } from '../define';
import { detectRetailer } from './retailer-groups';
import type { endOfSectionLinkSchema } from './schema';
import styles from './EndOfSectionLink.module.css';

function parses(url: string): boolean {
  if (!/^https?:/i.test(url)) return true; // site paths and anchors
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
}

/**
 * "Prompt + link" at the end of a section. A destination on a retailer partner's host (the
 * keyword groups of retailer-groups.ts) is an affiliate link: rel sponsored, tracked with a
 * correlation id by the page's link listener, and the disclaimer's wording under it. An address
 * that does not parse is logged "Invalid URL format" and shown as text, not a link.
 */
export function EndOfSectionLink({ data, context }: WidgetProps<typeof endOfSectionLinkSchema>) {
  const { prompt, displayText, destinationUrl } = data;
  const valid = parses(destinationUrl);
  if (!valid) logOnce(`invalid-url:${destinationUrl}`, 'warn', invalidUrlMessage, { href: destinationUrl.slice(0, 300), path: context.canonicalPath, location: 'end-of-section-link' });
  const retailer = valid ? detectRetailer(destinationUrl) : null;
  return (
    <div
      className={styles.endLink}
      data-prompt={prompt || undefined}
      data-display-text={displayText}
      data-destination-url={destinationUrl}
      data-retailer-group={retailer?.group}
    >
      <p className={styles.line}>
        {prompt && <span className={styles.prompt}>{prompt} </span>}
        {valid ? (
          <ContentLink href={destinationUrl} className={styles.link} affiliate={Boolean(retailer)}>
            {displayText}
          </ContentLink>
        ) : (
          <span className={styles.text}>{displayText}</span>
        )}
      </p>
      {retailer && <p className={styles.disclosure}>{partnerSentence(retailer.partner)}</p>}
    </div>
  );
}
