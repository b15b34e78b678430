import type { ReactNode } from 'react';
import { classifyLink } from '@/features/links/classify';
import { currentLinkScope } from '@/features/links/scope';
import { logOnce } from '@/lib/log';
import { randomId } from '@/lib/random-id';
import { invalidUrlMessage, productUrl } from '@/features/links/product-url';
import { productTrackingAttributes, type ProductTracking } from '../product-tracking';

interface Props {
  href: string;
  tracking: ProductTracking;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}

/**
 * A product's outbound link: it opens a new tab with rel "sponsored noopener noreferrer", carries
 * a correlationId (and for the online retailer an ascsubtag) and reports Product Clicked through
 * the page's TrackingListener, which gives it a fresh correlation id 2 s after each click.
 * A link into the site stays an ordinary link, still reported. An address that does not parse is
 * logged "Invalid URL format" and used as the editor wrote it.
 */
export function ProductLink({ href, tracking, className, children, 'aria-label': ariaLabel }: Props) {
  const link = classifyLink(href, currentLinkScope());
  const attrs = productTrackingAttributes('product-link', tracking);
  if (link.kind === 'internal') {
    return (
      <a href={href} className={className} aria-label={ariaLabel} {...attrs}>
        {children}
      </a>
    );
  }
  const correlationId = randomId();
  const rewritten = productUrl(href, correlationId);
  if (!rewritten.valid) logOnce(`invalid-url:${href}`, 'warn', invalidUrlMessage, { href: href.slice(0, 300), location: tracking.location });
  return (
    <a
      href={rewritten.href}
      className={className}
      aria-label={ariaLabel ? `${ariaLabel} (opens in a new tab)` : undefined}
      target="_blank"
      rel="sponsored noopener noreferrer"
      {...attrs}
      data-correlation-id={correlationId}
      {...(rewritten.valid ? { 'data-correlation-href': '' } : {})}
    >
      {children}
      {!ariaLabel && (
        <span className="visually-hidden" data-link-hint="">
          {' '}
          (opens in a new tab)
        </span>
      )}
    </a>
  );
}
