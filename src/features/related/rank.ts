/**
 * Which articles are related to one article, computed (issue 33; spec savings 2.4 "Related-articles
 * block"). Pure, so the rule is unit-tested apart from the database: a candidate scores 3 for each
 * category it shares with the article and 2 for each of the article's keywords whose search finds
 * it (the keywords are the article's targeting kmeta and cesData mpdTags, searched in the site's
 * index). Highest score first, then newest, then by path; the article itself never.
 */
export const relatedScores = { sharedCategory: 3, keywordHit: 2 } as const;

/** How many related articles the block lists. */
export const relatedLimit = 4;

export interface RelatedCandidate {
  canonicalPath: string;
  categories: readonly string[];
  datePublished: string;
}

export interface RankInput {
  canonicalPath: string;
  categories: readonly string[];
  /** Candidates from the article's categories (any order, may repeat paths found by keyword). */
  candidates: readonly RelatedCandidate[];
  /** For each keyword search, the paths it found. */
  keywordHits: readonly (readonly string[])[];
  /** Paths that must not be listed (noindex and test pages). */
  excluded?: ReadonlySet<string>;
}

export function rankRelated({ canonicalPath, categories, candidates, keywordHits, excluded }: RankInput, limit = relatedLimit): string[] {
  const own = new Set(categories);
  const scores = new Map<string, { score: number; date: string }>();
  const entry = (path: string, date = '') => {
    const current = scores.get(path) ?? { score: 0, date };
    if (date && !current.date) current.date = date;
    scores.set(path, current);
    return current;
  };
  for (const c of new Map(candidates.map((c) => [c.canonicalPath, c])).values()) {
    entry(c.canonicalPath, c.datePublished).score += c.categories.filter((slug) => own.has(slug)).length * relatedScores.sharedCategory;
  }
  for (const hits of keywordHits) {
    for (const path of new Set(hits)) entry(path).score += relatedScores.keywordHit;
  }
  return [...scores.entries()]
    .filter(([path, { score }]) => score > 0 && path !== canonicalPath && !excluded?.has(path))
    .sort(([pa, a], [pb, b]) => b.score - a.score || b.date.localeCompare(a.date) || pa.localeCompare(pb))
    .slice(0, limit)
    .map(([path]) => path);
}

/** The article's keywords to search for: kmeta then mpdTags, each once (case-insensitive), at most `max`. */
export function relatedKeywords(kmeta: readonly string[], mpdTags: readonly string[], max = 6): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const word of [...kmeta, ...mpdTags]) {
    const key = word.trim().toLowerCase();
    if (key.length < 3 || seen.has(key)) continue;
    seen.add(key);
    out.push(word.trim());
    if (out.length === max) break;
  }
  return out;
}
