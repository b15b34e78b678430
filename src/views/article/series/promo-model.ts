import type { ArticleDocument } from '@/content/article-schema';
import { resolvePerson, type AuthorDocument, type Person } from '@/content/authors';
import { isColorScheme, schemeColours, type ColorScheme } from '@/content/color-schemes';
import { calloutIconNames, type CalloutIconName } from '@/content/icon-names';
import { seriesBlockMax, type SeriesArticle, type SeriesDocument } from '@/content/series';

/** One article a series block lists: what the series entry overrides, else what the stored article says. */
export interface SeriesPromoItem {
  url: string;
  title: string;
  /** The entry's thumbnail (cropped to 3:2 like every list picture), else the article's hero image. */
  image?: { src: string; width: number; height: number };
  /** The authors' names (spec: authors with name.display). */
  authors: string[];
}

/** What the series blocks show on one article: the same for every reader. */
export interface SeriesPromoModel {
  id: string;
  title: string;
  link?: string;
  icon?: CalloutIconName;
  scheme: ColorScheme;
  colours: { background: string; text: string };
  /** At most 3 (spec savings §9), never the article itself. */
  items: SeriesPromoItem[];
  /** Only for a single_author series: the author's bio in the end block (spec: name.display, bio.text, avatar.src, link). */
  bio?: Person & { link?: string };
}

/** An article's series blocks: the series' content, or (the series missing or unreadable) the resource-unavailable notice. */
export type SeriesPromoData = { kind: 'series'; promo: SeriesPromoModel } | { kind: 'unavailable' };

/** An entry's thumbnail has no size of its own: list pictures are shown in a 3:2 box, so it is sized as one. */
const thumbnailSize = { width: 1200, height: 800 };

/**
 * The entries a series block may list on an article: the series' articles in order, without the
 * article itself. The page reads them in that order until it has found 3 that are published.
 */
export function otherEntries(series: Pick<SeriesDocument, 'articles'>, canonicalPath: string): SeriesArticle[] {
  return (Array.isArray(series.articles) ? series.articles : []).filter((entry) => entry.url !== canonicalPath);
}

/** The author record ids the blocks show: each listed entry's authors (its own, else its article's) and, for a single-author series, the author. */
export function promoAuthorIds(series: Pick<SeriesDocument, 'single_author' | 'author'>, listed: readonly { entry: SeriesArticle; article: ArticleDocument }[]): string[] {
  const ids = listed.flatMap(({ entry, article }) => (entry.authors ?? article.authors).filter((ref): ref is string => typeof ref === 'string'));
  if (series.single_author && series.author) ids.push(series.author.id);
  return [...new Set(ids)];
}

/**
 * The blocks' content: the series' title, link, icon and colour scheme (the article's colorScheme
 * wins over the series' color_scheme), up to 3 of the listed entries whose article is published
 * (`listed`, in series order, the article itself already left out), and the author's bio when the
 * series says single_author and its author record exists. Reads stored documents as they are, so
 * an unknown scheme or icon falls back rather than failing.
 */
export function seriesPromoModel(
  article: Pick<ArticleDocument, 'colorScheme'>,
  series: SeriesDocument,
  listed: readonly { entry: SeriesArticle; article: ArticleDocument }[],
  records: ReadonlyMap<string, AuthorDocument>,
): SeriesPromoModel {
  const scheme: ColorScheme = isColorScheme(article.colorScheme) ? article.colorScheme : isColorScheme(series.color_scheme) ? series.color_scheme : 'teal';
  const items = listed.slice(0, seriesBlockMax).map(({ entry, article: stored }): SeriesPromoItem => {
    const refs: readonly unknown[] = entry.authors ?? stored.authors;
    const image = entry.thumbnail ? { src: entry.thumbnail, ...thumbnailSize } : stored.heroImage ? { src: stored.heroImage.src, width: stored.heroImage.width, height: stored.heroImage.height } : undefined;
    return {
      url: stored.canonicalPath,
      title: entry.title ?? stored.title,
      ...(image ? { image } : {}),
      authors: refs.flatMap((ref) => resolvePerson(ref, records)?.name ?? []),
    };
  });
  const author = series.single_author && series.author ? resolvePerson(series.author.id, records) : undefined;
  const icon = (calloutIconNames as readonly string[]).includes(series.icon ?? '') ? (series.icon as CalloutIconName) : undefined;
  return {
    id: series.id,
    title: series.title,
    ...(series.link ? { link: series.link } : {}),
    ...(icon ? { icon } : {}),
    scheme,
    colours: schemeColours[scheme],
    items,
    ...(author ? { bio: { ...author, ...(series.author?.link ? { link: series.author.link } : {}) } } : {}),
  };
}
