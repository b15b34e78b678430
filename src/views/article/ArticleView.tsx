import type { ArticleDocument, CategoryDocument } from '@/content/article-schema';
import { SaveArticleButton } from '@/features/accounts/components/SaveArticleButton.client';
import { templateTraits } from '@/content/page-templates';
import { PageView } from '@/features/analytics/components/PageView';
import { AdPage } from '@/features/ads/components/AdPage';
import { AdSlot } from '@/features/ads/components/AdSlot';
import { expectedAdSizes } from '@/features/ads/server/inventory.server';
import { inlineLimitsFor, isCpuvPage } from '@/features/ads/inline-limits';
import { pageTargeting } from '@/features/ads/page-targeting';
import { SiteToolsData } from '@/views/article/SiteToolsData';
import { FeedbackControl } from '@/features/feedback/components/FeedbackControl.client';
import { feedbackShown } from '@/features/feedback/rules';
import { Survey } from '@/features/survey/components/Survey';
import { surveyAllowed } from '@/features/survey/suppress';
import { absoluteUrl } from '@/lib/current-site.server';
import { JsonLd } from '@/lib/json-ld';
import type { RegionClass } from '@/lib/page-key';
import type { SiteConfig, SiteId } from '@/sites';
import { InfiniteScroll, type LoadNextArticle } from './infinite-scroll/InfiniteScroll.client';
import { infScrollQueue, type InfScrollItem } from './infinite-scroll/queue';
import { getArticle, getAuthors } from '@/content/queries.server';
import { envelopeAuthorIds, personLabel, resolvePerson, type Person } from '@/content/authors';
import { RenderWidgets } from '@/widgets/RenderWidgets';
import { DriversPageMeta } from '@/features/drivers/client/DriversPageMeta.client';
import { articleDriversMeta } from '@/features/drivers/page-meta';
import { ArticleWithRail, hasRightRail } from '@/features/drivers/rail/ArticleWithRail';
import { hasUrgentBlock } from '@/widgets/plan-body';
import { CalmMark } from '@/features/reader-chrome/CalmMark.client';
import { playsVideo } from '@/widgets/page-facts';
import { citationJsonLd } from '@/widgets/kits/sources/citations';
import { articleSources } from '@/widgets/page-sources';
import { PinterestLink } from '@/widgets/kits/sharing/PinterestLink';
import { ShareButton } from '@/widgets/kits/sharing/ShareButton.client';
import { articleShare, heroPinUrl } from './share';
import { formatDate } from '../parts/format-date';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '../parts/Breadcrumbs';
import { RelatedArticles } from './RelatedArticles';
import { innerInsertionPoint } from '@/widgets/insertion-points';
import { loadSeriesPromo } from './series/load.server';
import { SeriesPromo } from './series/SeriesPromo';
import styles from './ArticleView.module.css';

interface Props {
  article: ArticleDocument;
  site: SiteConfig;
  /** The page's region class (decision 004). */
  region: RegionClass;
  origin: string;
  categories: CategoryDocument[];
  /** Rendered below another article by infinite scroll: the page's metadata and structured data stay the first article's. */
  appended?: boolean;
  /** Which article on the page, from 1; an appended article is 2 or more. */
  page?: number;
  /**
   * Renders the next article of the reading list (./infinite-scroll/actions.tsx), passed in by the
   * page; without it (appended articles) there is no infinite scroll.
   */
  loadNext?: LoadNextArticle;
}

/** Marks the reading list's unpublished links (cached, tagged reads: a neighbour's change revalidates this page). */
async function withPublicationState(site: SiteId, queue: InfScrollItem[]): Promise<InfScrollItem[]> {
  const found = await Promise.all(queue.map((item) => getArticle(site, item.link)));
  return queue.map((item, i) => (found[i] ? item : { ...item, missing: true }));
}

/** What page placements (campaigns) target besides the path: template, categories, k1. */
function placementFacts(article: ArticleDocument) {
  return { pageTemplate: article.pageTemplate, categories: article.categories, k1: article.targeting.k1 };
}

function people(list: readonly Person[]): string {
  return list.map(personLabel).join(' and ');
}

/** The page's people from their author records (cached reads tagged per record: a record's change expires this page). */
async function bylinePeople(article: ArticleDocument): Promise<{ authors: Person[]; reviewer?: Person }> {
  const records = await getAuthors(article.site, envelopeAuthorIds(article));
  const byId = new Map(records.map((record) => [record.id, record]));
  const authors = article.authors.flatMap((ref) => resolvePerson(ref, byId) ?? []);
  const reviewer = article.medicalReviewer === undefined ? undefined : resolvePerson(article.medicalReviewer, byId);
  return { authors, ...(reviewer ? { reviewer } : {}) };
}

/** A person as schema.org Person: credentials as honorificSuffix, the record's bio and photo. */
function personJsonLd(person: Person, origin: string) {
  return {
    '@type': 'Person',
    name: person.name,
    ...(person.credentials ? { honorificSuffix: person.credentials } : {}),
    ...(person.bio ? { description: person.bio } : {}),
    ...(person.image ? { image: absoluteUrl(origin, person.image) } : {}),
  };
}

export function articleCrumbs(article: ArticleDocument, categories: CategoryDocument[]): Crumb[] {
  const bySlug = new Map(categories.map((c) => [c.slug, c]));
  const primary = article.categories.map((slug) => bySlug.get(slug)).find(Boolean);
  const parent = primary?.parent ? bySlug.get(primary.parent) : undefined;
  return [
    { name: 'Home', path: '/' },
    ...(parent ? [{ name: parent.title, path: parent.canonicalPath }] : []),
    ...(primary ? [{ name: primary.title, path: primary.canonicalPath }] : []),
    { name: article.title, path: article.canonicalPath },
  ];
}

/** The article's sources as schema.org `citation` (envelope references, else its references widget). */
function citationField(article: ArticleDocument) {
  const { sources } = articleSources(article.body, article.references);
  return sources.length ? { citation: citationJsonLd(sources) } : {};
}

function pageJsonLd(article: ArticleDocument, people: { authors: Person[]; reviewer?: Person }, site: SiteConfig, origin: string) {
  const url = `${origin}${article.canonicalPath}`;
  const common = {
    '@context': 'https://schema.org',
    headline: article.title,
    name: article.title,
    description: article.description,
    url,
    mainEntityOfPage: url,
    datePublished: article.datePublished,
    dateModified: article.dateModified ?? article.datePublished,
    author: people.authors.map((p) => personJsonLd(p, origin)),
    publisher: { '@type': 'Organization', name: site.name, url: origin },
    ...(article.heroImage ? { image: absoluteUrl(origin, article.heroImage.src) } : {}),
    ...citationField(article),
  };
  if (!article.isArticle) return { ...common, '@type': 'WebPage' };
  if (people.reviewer) {
    return {
      ...common,
      '@type': 'MedicalWebPage',
      reviewedBy: personJsonLd(people.reviewer, origin),
      ...(article.dateReviewed ? { lastReviewed: article.dateReviewed } : {}),
    };
  }
  return { ...common, '@type': 'Article' };
}

export async function ArticleView({ article, site, region, origin, categories, appended = false, page = 1, loadNext }: Props) {
  const crumbs = articleCrumbs(article, categories);
  // What the template shows (src/content/page-templates.ts): breadcrumbs and the full set of ad
  // slots on articles (other templates keep only their body's inline slots); no "Published" line
  // on sign-up and offer pages.
  const traits = templateTraits(article.pageTemplate);
  const { breadcrumbs: showBreadcrumbs, adFrame, dates: showDates } = traits;
  const cpuv = isCpuvPage(article);
  // Urgent advice (a warning marked urgent) comes right after the title, before the byline, the image and any ad.
  const urgent = hasUrgentBlock(article.body);
  // A calm page: no popup, announcement, prompt or sticky ad (features/reader-chrome).
  const calm = urgent || article.sensitive === true;
  // The ad sizes a fill is expected for: slots reserve space for those only.
  const adSizes = adFrame ? await expectedAdSizes(article.site) : new Set<never>();
  const byline = await bylinePeople(article);
  // Sharing (widgets/kits/sharing): the canonical URL from the configured origin, the same for every reader.
  const share = articleShare(article, site, origin);
  const heroPin = heroPinUrl(article, origin);
  // A content series' blocks (spec savings 2.4): mid-article at the 50% insertion point, between
  // top-level nodes (RenderWidgets' inserts), and at 100%, after the body and its sources.
  const series = await loadSeriesPromo(article);
  const midAt = series?.kind === 'series' ? innerInsertionPoint(article.body.length, 50) : undefined;
  const inserts = series && midAt !== undefined ? [{ key: 'series-mid', before: midAt, content: <SeriesPromo data={series} placement="mid" site={article.site} /> }] : [];
  const view = (
    <article className={styles.article} data-targeting={JSON.stringify(pageTargeting(article))} data-calm={calm ? (urgent ? 'urgent' : 'sensitive') : undefined}>
      {calm && <CalmMark page={!appended} />}
      {!appended && <JsonLd data={pageJsonLd(article, byline, site, origin)} />}
      {!appended && <JsonLd data={breadcrumbJsonLd(origin, crumbs)} />}
      {!appended && <SiteToolsData article={article} />}
      {!appended && <PageView article={article} categories={categories} />}
      {/* Drivers: the page (0) or the appended article (1…) registers its meta; placements ask after load. */}
      <DriversPageMeta meta={articleDriversMeta(article, playsVideo(article.body))} contentIndex={page - 1} />
      {showBreadcrumbs && <Breadcrumbs crumbs={crumbs} label={appended ? `Breadcrumb for ${article.title}` : undefined} />}
      <header className={styles.header}>
        <h1 className={styles.title}>{article.title}</h1>
        {urgent && (
          <div className={styles.urgent}>
            <RenderWidgets body={article.body} site={article.site} region={region} canonicalPath={article.canonicalPath} requestHost={new URL(origin).host} page={page} keywords={article.targeting.kmeta} {...placementFacts(article)}
          documents={{ article, categories }} streamed={appended} part="urgent" />
          </div>
        )}
        <p className={styles.description}>{article.description}</p>
        {byline.authors.length > 0 && (
          <p className={styles.byline}>
            Written by <span className={styles.person}>{people(byline.authors)}</span>
          </p>
        )}
        {byline.reviewer && (
          <p className={styles.byline}>
            Medically reviewed by <span className={styles.person}>{people([byline.reviewer])}</span>
            {article.dateReviewed && (
              <>
                {' '}
                on <time dateTime={article.dateReviewed}>{formatDate(article.dateReviewed)}</time>
              </>
            )}
          </p>
        )}
        {showDates && (
          <p className={styles.dates}>
            {article.dateModified && article.dateModified !== article.datePublished ? (
              <>
                Updated on <time dateTime={article.dateModified}>{formatDate(article.dateModified)}</time>
                {' · '}Published <time dateTime={article.datePublished}>{formatDate(article.datePublished)}</time>
              </>
            ) : (
              <>
                Published <time dateTime={article.datePublished}>{formatDate(article.datePublished)}</time>
              </>
            )}
          </p>
        )}
        {article.isSponsoredArticle && <p className={styles.sponsored}>Sponsored content</p>}
        {/* Share first: Save's messages and sign-in panel open after it, so the Share button never moves. */}
        <div className={styles.tools}>
          <ShareButton title={article.title} text={share.text} url={share.url} links={share.links} location="article" />
          {article.isArticle && <SaveArticleButton path={article.canonicalPath} />}
        </div>
      </header>
      {article.heroImage && (
        <div className={styles.hero}>
          <figure>
            {/* Our own images are sized in the document, so a plain img with width/height never shifts layout. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={article.heroImage.src}
              alt={article.heroImage.alt}
              width={article.heroImage.width}
              height={article.heroImage.height}
              {...(appended ? { loading: 'lazy' as const } : { fetchPriority: 'high' as const })}
            />
            {article.heroImage.caption && <figcaption>{article.heroImage.caption}</figcaption>}
          </figure>
          {heroPin && <PinterestLink href={heroPin} location="hero-image" position={1} />}
        </div>
      )}
      <div className={styles.body}>
        <RenderWidgets
          body={article.body}
          site={article.site}
          region={region}
          canonicalPath={article.canonicalPath}
          requestHost={new URL(origin).host}
          adLimits={inlineLimitsFor(cpuv)}
          page={page}
          keywords={article.targeting.kmeta}
          {...placementFacts(article)}
          documents={{ article, categories }}
          part={urgent ? 'rest' : 'all'}
          references={article.references}
          streamed={appended}
          inserts={inserts}
        />
      </div>
      {series && <SeriesPromo data={series} placement="end" site={article.site} />}
      {/* "Was this helpful?" ends every reading article, appended and calm ones too: part of the page, never a prompt. */}
      {feedbackShown(article) && <FeedbackControl path={article.canonicalPath} />}
      {article.isArticle && traits.readingList && <RelatedArticles article={article} headingId={`related-articles-${page}`} />}
      {!appended && surveyAllowed(article, categories) && <Survey />}
      {/* The end of the article: a popup may open once the reader has read to here (drivers/popups). */}
      <div data-article-end="" aria-hidden="true" />
      {adFrame && <AdSlot positions={['DMR1']} kind="end" expected={adSizes} />}
    </article>
  );
  const queue = !loadNext || appended || !traits.readingList ? [] : await withPublicationState(article.site, infScrollQueue(article));
  // Articles get the right rail (a driver placement) beside them, or after them on narrow screens.
  // No ad in the rail (decision 018): above the sticky driver it would push the card's call to
  // action out of a 768 px window.
  const framed = hasRightRail(article.pageTemplate) ? (
    <ArticleWithRail contentIndex={page - 1} sticky={!calm}>
      {view}
    </ArticleWithRail>
  ) : (
    view
  );
  const content =
    queue.length === 0 || !loadNext ? (
      framed
    ) : (
      // Keyed by path: a client navigation to another article starts a new reading list.
      <InfiniteScroll key={article.canonicalPath} root={{ title: article.title, link: article.canonicalPath }} queue={queue} siteName={site.name} load={loadNext}>
        {framed}
      </InfiniteScroll>
    );
  // Keyed by path: a client navigation starts the page's ads afresh (a closed sticky ad stays closed for its page only).
  return adFrame && !appended ? (
    <AdPage key={article.canonicalPath} expected={adSizes} header={!calm} stickyBottom={!calm} cpuv={cpuv}>
      {content}
    </AdPage>
  ) : (
    content
  );
}
