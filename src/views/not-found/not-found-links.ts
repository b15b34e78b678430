import type { NavigationDocument } from '@/content/article-schema';

export interface PopularLink {
  title: string;
  url: string;
}

/** The 404 page's popular links: the site's topic bar (secondary navigation), then its main navigation, each address once. */
export function popularLinks(navigation: NavigationDocument | null, max = 8): PopularLink[] {
  if (!navigation) return [];
  const seen = new Set<string>(['/']);
  const links: PopularLink[] = [];
  const add = (title: string | undefined, url: string | undefined) => {
    if (!title || !url || !url.startsWith('/') || url.startsWith('//') || seen.has(url) || links.length >= max) return;
    seen.add(url);
    links.push({ title, url });
  };
  for (const item of navigation.secondaryNav?.items ?? []) add(item.title, item.url);
  for (const item of navigation.header ?? []) add(item.title, item.url);
  return links;
}
