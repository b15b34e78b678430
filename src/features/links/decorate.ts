import sanitizeHtmlLib from 'sanitize-html';
import { classifyLink, type LinkScope } from './classify';
import { randomId } from '@/lib/random-id';
import { affiliateLinkDetails } from './tracking-details';

/** Screen-reader hint after the text of every link that opens a new tab. */
export const newTabHint = '<span class="visually-hidden" data-link-hint=""> (opens in a new tab)</span>';

/**
 * Attributes for an anchor to href: what the server sets so no per-link script is needed.
 * `affiliate` makes an outbound link an affiliate link when the caller knows it is one although
 * its host is not in hosts.ts (the end-of-section link's retailer keyword groups).
 */
export function linkAttributes(href: string | undefined, scope: LinkScope, editorTarget?: string, options: { affiliate?: boolean } = {}): Record<string, string> {
  const classified = classifyLink(href, scope);
  const link = options.affiliate && classified.kind === 'outbound' ? { ...classified, kind: 'affiliate' as const } : classified;
  if (link.kind === 'internal' || link.kind === 'other' || !link.url) {
    return editorTarget === '_blank' ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  }
  const attrs: Record<string, string> = {
    target: '_blank',
    rel: link.kind === 'affiliate' ? 'noopener noreferrer sponsored' : 'noopener noreferrer',
    'data-link': link.kind,
  };
  if (link.partner) {
    attrs['data-link-partner'] = '';
    attrs['data-link-org'] = scope.orgId;
  }
  if (link.kind === 'affiliate') {
    const details = affiliateLinkDetails(link.url);
    attrs['data-track'] = 'affiliate-link';
    if (details.brand) attrs['data-track-brand'] = details.brand;
    if (details.productId) attrs['data-track-product-id'] = details.productId;
    if (details.name) attrs['data-track-name'] = details.name;
    attrs['data-correlation-id'] = randomId();
  }
  return attrs;
}

function addNewTabHints(html: string): string {
  const opensNewTab: boolean[] = [];
  // Sanitizer output: attribute values are quoted with < > " escaped, and every <a> is closed.
  return html.replace(/<a\b[^>]*>|<\/a>/gi, (tag) => {
    if (tag[1] !== '/') {
      opensNewTab.push(/\starget="_blank"/.test(tag));
      return tag;
    }
    return opensNewTab.pop() ? `${newTabHint}${tag}` : tag;
  });
}

/**
 * Classifies every link in sanitized editor HTML as internal, outbound or affiliate and sets
 * what follows from it: outbound and affiliate links open in a new tab with rel noopener
 * noreferrer (affiliate adds sponsored) and a hidden hint; affiliate links carry their tracking
 * data and a correlation id; partner links are marked for partner parameters at click time.
 */
export function decorateLinks(sanitizedHtml: string, scope: LinkScope): string {
  if (!/<a\b/i.test(sanitizedHtml)) return sanitizedHtml;
  const decorated = sanitizeHtmlLib(sanitizedHtml, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    transformTags: {
      a: (tagName, attribs) => {
        const { href, title, target } = attribs;
        return {
          tagName,
          attribs: {
            ...(href !== undefined ? { href } : {}),
            ...(title !== undefined ? { title } : {}),
            ...linkAttributes(href, scope, target),
          },
        };
      },
    },
  });
  return addNewTabHints(decorated);
}
