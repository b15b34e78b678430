import type { ReactNode } from 'react';
import { linkAttributes } from './decorate';
import { currentLinkScope } from './scope';

/**
 * An anchor for a widget's link field, classified like links in editor HTML: outbound and
 * affiliate links open a new tab with the hidden hint and carry their tracking attributes.
 * A `citation` (a source in the reference list) is never a paid link, even on a sponsored page.
 */
export function ContentLink({ href, className, children, affiliate, citation }: { href: string; className?: string; children: ReactNode; affiliate?: boolean; citation?: boolean }) {
  const scope = currentLinkScope();
  const attributes = linkAttributes(href, citation ? { ...scope, sponsored: false } : scope, undefined, { affiliate });
  return (
    <a href={href} className={className} {...attributes}>
      {children}
      {attributes.target === '_blank' && (
        <span className="visually-hidden" data-link-hint="">
          {' '}
          (opens in a new tab)
        </span>
      )}
    </a>
  );
}
