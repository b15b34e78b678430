import type { SiteConfig } from '@/sites';

/**
 * The site's own CSS from the site table: its brand colours (design tokens; tokens.css holds the
 * defaults, which this overrides whatever the order of the stylesheets) and "show only this site's parts" for views rendered for every site at once (the
 * not-found page's popular links, marked data-for-site). One small element per page, the same for
 * every reader of the site, so pages stay cacheable; a new site needs no CSS of its own.
 */
export function SiteStyle({ site }: { site: SiteConfig }) {
  const { brand, brandStrong, brandSoft, linkVisited } = site.colors;
  const css =
    `:root[data-site="${site.id}"]{--color-brand:${brand};--color-brand-strong:${brandStrong};--color-brand-soft:${brandSoft};--color-link-visited:${linkVisited}}` +
    `[data-for-site]:not([data-for-site="${site.id}"]){display:none}`;
  return <style data-site-style="">{css}</style>;
}
