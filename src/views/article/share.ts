import type { ArticleDocument } from '@/content/article-schema';
import { pinterestLinkFor } from '@/lib/pinterest';
import type { SiteConfig } from '@/sites';
import { shareLinks, type ShareLinks } from '@/widgets/kits/sharing/share-links';

/**
 * What the article's Share passes on, decided at render from the document and the site's
 * configured origin: the canonical URL, the share sheet's text and the share links. The preview
 * is the page's Open Graph data (title, description, hero image), so Facebook and Pinterest are
 * offered only when the article has a hero image at a public address.
 */
export function articleShare(article: ArticleDocument, site: Pick<SiteConfig, 'name'>, origin: string): { url: string; text: string; links: ShareLinks } {
  const url = `${origin}${article.canonicalPath}`;
  const text = article.cesData.metaDescription ?? article.description;
  const links = shareLinks({ url, title: article.title, description: text, ...(article.heroImage ? { image: article.heroImage.src } : {}) }, { origin, name: site.name });
  return { url, text, links };
}

/** "Save to Pinterest" for the hero image (described by its caption, else its alt, else the title), or null when it cannot be pinned. */
export function heroPinUrl(article: ArticleDocument, origin: string): string | null {
  const hero = article.heroImage;
  if (!hero) return null;
  const description = hero.caption?.trim() || hero.alt.trim() || article.title;
  return pinterestLinkFor({ src: hero.src, description }, { origin, canonicalPath: article.canonicalPath });
}
