import { cache } from 'react';
import { env } from '@/lib/env';
import { templateTraits, type PageTemplate } from '@/content/page-templates';
import { type SiteId, SITES } from '@/sites';
import type { LinkScope } from './classify';
import { normalizeHost } from './classify';

/**
 * The scope for a site: its production domain, the hosts SITE_HOSTS serves it on, and the request
 * host; on a page whose template makes every outbound link a paid one, `sponsored`.
 */
export function linkScopeFor(site: SiteId, requestHost?: string, pageTemplate?: PageTemplate): LinkScope {
  const served = Object.entries(env().SITE_HOSTS)
    .filter(([, s]) => s === site)
    .map(([host]) => host);
  const request = requestHost ? [normalizeHost(requestHost)] : [];
  const scope: LinkScope = { ownDomains: [...new Set([SITES[site].domain, ...served, ...request])].filter(Boolean), orgId: SITES[site].orgId };
  return pageTemplate && templateTraits(pageTemplate).outboundLinks === 'sponsored' ? { ...scope, sponsored: true } : scope;
}

/** Per request on the server (React cache), so editor HTML deep inside widgets sees the page's scope. */
const holder = cache((): { scope?: LinkScope } => ({}));

/** Called by the body renderer before its widgets render. */
export function provideLinkScope(scope: LinkScope): void {
  holder().scope = scope;
}

/** The request's scope; outside a request (tests, tools) the default site's, without a request host. */
export function currentLinkScope(): LinkScope {
  return holder().scope ?? linkScopeFor(env().DEFAULT_SITE);
}
