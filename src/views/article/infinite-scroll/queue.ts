import type { ArticleDocument } from '@/content/article-schema';
import { canonicalPathField } from '@/content/fields';

/** One article the reader can scroll into: the spec's infScrollArticles item (title, link). */
export interface InfScrollItem {
  title: string;
  /** A canonical path on the same site. */
  link: string;
  /**
   * No article is published at link (checked when the page rendered): it keeps its position but is
   * never requested or named in UP NEXT. Reading it makes the page depend on its neighbours, so a
   * neighbour's publication or deletion revalidates the page (decision 004).
   */
  missing?: boolean;
}

type Root = Pick<ArticleDocument, 'canonicalPath' | 'infScrollArticles'>;

/**
 * The articles appended below `root`, in the order of its infScrollArticles. Only same-site
 * canonical paths qualify (an absolute URL or an anchor is never rendered here); the root itself
 * and repeats are dropped, so no article is appended twice.
 */
export function infScrollQueue(root: Root): InfScrollItem[] {
  const seen = new Set([root.canonicalPath]);
  const queue: InfScrollItem[] = [];
  for (const { title, link } of root.infScrollArticles) {
    if (!canonicalPathField.safeParse(link).success || seen.has(link)) continue;
    seen.add(link);
    queue.push({ title, link });
  }
  return queue;
}

/**
 * The path to render when `root`'s reader asks for `link`, with its article number on the page
 * (the root is 1, the first appended article 2), or null when `link` is not in its list.
 */
export function allowedInfScrollTarget(root: Root, link: string): { path: string; page: number } | null {
  const index = infScrollQueue(root).findIndex((item) => item.link === link);
  return index < 0 ? null : { path: link, page: index + 2 };
}
