import Link from 'next/link';
import { getNavigation } from '@/content/queries.server';
import { SITE_IDS, type SiteId } from '@/sites';
import { log } from '@/lib/log';
import { popularLinks, type PopularLink } from './not-found-links';
import statusStyles from '../parts/StatusPage.module.css';
import styles from './NotFoundView.module.css';

async function linksFor(site: SiteId): Promise<PopularLink[]> {
  try {
    return popularLinks(await getNavigation(site));
  } catch (error) {
    log('warn', 'not-found page: navigation unavailable', { site, error: error instanceof Error ? error.message : String(error) });
    return [];
  }
}

/**
 * The 404 page: a search form and the site's popular pages. Next gives a not-found page no params,
 * so it cannot tell which site it is on: it lists each site's links (data-for-site) and the site's
 * own style (the root layout's SiteStyle) hides the other sites' lists. The page stays the same for every reader, cacheable,
 * and needs no script.
 */
export async function NotFoundView({ popular = true }: { popular?: boolean } = {}) {
  // A not-found boundary's view travels in the flight data of every page below it, so the one
  // outside the shell ([site]/[region]/not-found.tsx, for rare 404s) leaves the links out.
  const lists = popular ? await Promise.all(SITE_IDS.map(async (site) => ({ site, links: await linksFor(site) }))) : [];
  return (
    <div className={statusStyles.page}>
      <h1>We can’t find that page</h1>
      <p>The page may have moved, or the address may have a typo. Try searching, or start from one of our popular pages.</p>
      <form className={styles.search} action="/search" method="get" role="search" aria-label="Search the site">
        <label htmlFor="not-found-search" className={styles.label}>
          Search our articles
        </label>
        <div className={styles.row}>
          <input id="not-found-search" className={styles.input} type="search" name="q1" maxLength={100} autoComplete="off" required />
          <button type="submit" className={statusStyles.button}>
            Search
          </button>
        </div>
      </form>
      {lists.some((l) => l.links.length > 0) && (
        <nav aria-labelledby="not-found-popular">
          <h2 id="not-found-popular" className={styles.heading}>
            Popular pages
          </h2>
          {lists.map(({ site, links }) => (
            <ul key={site} className={styles.links} data-popular-for={site} data-for-site={site}>
              {links.map((link) => (
                <li key={link.url}>
                  <Link href={link.url} prefetch={false}>
                    {link.title}
                  </Link>
                </li>
              ))}
            </ul>
          ))}
        </nav>
      )}
      <p>
        <Link href="/">Go to the homepage</Link>
      </p>
    </div>
  );
}
