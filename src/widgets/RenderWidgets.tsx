import { Fragment, Suspense, type ReactNode } from 'react';
import type { z } from 'zod';
import type { BodyNode, PageTemplate } from '@/content/article-schema';
import { sanitizeHtml } from '@/content/sanitize';
import { AdSlot } from '@/features/ads/components/AdSlot';
import { expectedAdSizes } from '@/features/ads/server/inventory.server';
import { CompareSlot, compareSlotIndex } from '@/widgets/kits/compare/components/CompareSlot';
import { commercePlacements } from '@/features/drivers/server/page-placements.server';
import { inlineAdLimits, type InlineLimits } from '@/features/ads/inline-limits';
import { decorateLinks } from '@/features/links/decorate';
import type { LinkScope } from '@/features/links/classify';
import { linkScopeFor, provideLinkScope } from '@/features/links/scope';
import type { SiteId } from '@/sites';
import type { RegionClass } from '@/lib/page-key';
import { logOnce } from '@/lib/log';
import { siteOrigin } from '@/lib/site-origin';
import { introducesNext, planBody, type BodyInsert, type BodyPart } from './plan-body';
import { childIndexes, resolveTree, type ResolvedChild, type WidgetTree } from './slots';
import type { PageDocuments, WidgetContext, WidgetDef, WidgetPage, WidgetProps } from './define';
import { pageFacts } from './page-facts';
import { widgetDef } from './registry';
import { WidgetBoundary } from './WidgetBoundary.client';
import { ResourceUnavailable } from '@/components/ResourceUnavailable';
import { citationIdPrefix, linkCitations, stripMarkers } from './kits/sources/citations';
import { articleSources } from './page-sources';
import type { Source } from '@/content/sources';
import { SourceList } from './kits/sources/SourceList';
import referenceStyles from './kits/sources/Sources.module.css';
import { pinImages, type SharePage } from './kits/sharing/pin-images';
import { provideSharePage } from './kits/sharing/share-page';
import styles from './RenderWidgets.module.css';

interface Props {
  body: readonly BodyNode[];
  site: SiteId;
  region: RegionClass;
  canonicalPath: string;
  /** The site's public host (its configured origin), so absolute links to it count as internal. */
  requestHost?: string;
  /** Inline ad limits of the page (lower on CPUV pages). */
  adLimits?: InlineLimits;
  /** Which article on the page, from 1 (infinite scroll appends 2, 3, …). */
  page?: number;
  /** The page's keywords (targeting kmeta); the first is its topic. */
  keywords?: readonly string[];
  /** The article's template, categories and k1: page placements (campaigns) target them. */
  pageTemplate?: PageTemplate;
  categories?: readonly string[];
  k1?: string;
  /** The article's sources (its envelope `references`): shown after the body, the targets of the text's [[ref:N]] markers. */
  references?: readonly Source[];
  /** 'urgent': only the blocks marked urgent (under the title); 'rest': the body without them. */
  part?: BodyPart;
  /**
   * What the page places between top-level nodes (the content-series block at 50%): each before
   * the node at `before`, moved down past text that introduces a widget or a group (planBody).
   * Not placed in the urgent part.
   */
  inserts?: readonly (BodyInsert & { content: ReactNode })[];
  /** The article this body belongs to and the site's categories, for widgets' data loaders; absent outside an article. */
  documents?: PageDocuments;
  /**
   * For an article a Server Function sends to the browser (infinite scroll): each widget gets a
   * Suspense boundary of its own, so the article shows at once while a widget's leaf chunk loads.
   * Never for a page: on the server React streams a boundary after the shell, hidden until a script
   * reveals it (decision 009).
   */
  streamed?: boolean;
}

/** The page as data loaders get it: its documents and what its article's widgets give it. */
function widgetPage(documents: PageDocuments): WidgetPage {
  return { ...documents, facts: (fact, ...extra) => pageFacts(documents.article.body, fact, ...extra) };
}

/** What every widget of one body shares: its context but the index, whether it is streamed to the browser, and its page's documents. */
type PageScope = Omit<WidgetContext, 'index'> & { streamed: boolean; documents: WidgetPage | null };

/**
 * Renders one widget node, or nothing. Unknown formats and invalid data are logged once
 * (with the page path and node index). The widget's component is called here, inside the same
 * try as its data loader, so a widget that throws renders nothing (spec 8) and the page stays; a
 * data loader that fails leaves the resource-unavailable notice in the block's place;
 * a leaf that throws in the browser is caught by WidgetBoundary. There is no Suspense boundary
 * per widget: React streams a boundary's content after the shell, hidden until an inline script
 * reveals it, once the page passes 12.8 kB (its progressive chunk size), so readers without
 * JavaScript lost every widget below the first screen. A container's children render the same
 * way, each in its own boundary, and reach it as `slots`.
 */
async function renderWidget(tree: WidgetTree, page: PageScope, links: LinkScope, share: SharePage): Promise<ReactNode> {
  const { node, index, resolved } = tree;
  const { canonicalPath } = page;
  const where = { path: canonicalPath, index, widgetFormat: node.widgetFormat };
  if (resolved.status === 'unknown') {
    logOnce(`unknown:${canonicalPath}:${index}`, 'warn', 'unknown widgetFormat renders nothing', where);
    return null;
  }
  if (resolved.status === 'invalid') {
    logOnce(`invalid:${canonicalPath}:${index}`, 'warn', 'invalid widget data renders nothing', { ...where, issues: resolved.issues });
    return null;
  }
  const { def, data } = resolved;
  const { streamed: _streamed, documents, ...shared } = page;
  const context: WidgetContext = { ...shared, index };
  const loader = def.loadData;
  let element: ReactNode;
  try {
    const [Component, loading, slots] = await Promise.all([
      def.load(),
      loader?.()
        .then((load) => load(data, context, documents))
        .then((value) => ({ value }), (error: unknown) => ({ error })),
      def.slots ? Promise.all(tree.slots.map((children) => renderChildren(children, page, links, share))) : undefined,
    ]);
    // A block whose data cannot be loaded (its database or partner service failed) says so in the
    // spec's words (savings 8, "Resource unavailable notice") where it would have been.
    if (loading && 'error' in loading) {
      logOnce(`load:${canonicalPath}:${index}`, 'error', 'widget data could not be loaded; it shows the resource-unavailable notice', { ...where, error: String(loading.error) });
      return (
        <div className={styles.widget} data-widget={node.widgetFormat}>
          <ResourceUnavailable />
        </div>
      );
    }
    const loaded = loading?.value;
    // null from loadData: nothing for this reader (e.g. drug savings outside the US), not even the wrapper.
    if (loader && loaded === null) return null;
    const render = Component as (props: WidgetProps<z.ZodType, unknown>) => ReactNode | Promise<ReactNode>;
    element = await render({ data, context, loaded, ...(slots ? { slots, slotDefs: tree.slots.map(slotDefsOf) } : {}) });
  } catch (error) {
    logOnce(`render:${canonicalPath}:${index}`, 'error', 'widget failed to load or render; it renders nothing', { ...where, error: String(error) });
    return null;
  }
  if (element === null || element === undefined || element === false) return null;
  const widget = (
    <div className={styles.widget} data-widget={node.widgetFormat}>
      {element}
    </div>
  );
  return <WidgetBoundary format={node.widgetFormat}>{page.streamed ? <Suspense fallback={null}>{widget}</Suspense> : widget}</WidgetBoundary>;
}

/** The definitions of a container slot's children, for its layout (html nodes and unknown formats: undefined). */
function slotDefsOf(children: readonly ResolvedChild[]): (WidgetDef | undefined)[] {
  return children.map((child) => (child.kind === 'widget' ? widgetDef(child.tree.node.widgetFormat) : undefined));
}

/** One slot of a container: its html nodes sanitized with links decorated and images pinned (citation markers dropped), its widgets rendered. */
async function renderChildren(children: readonly ResolvedChild[], page: PageScope, links: LinkScope, share: SharePage): Promise<ReactNode> {
  const rendered = await Promise.all(
    children.map(async (child): Promise<ReactNode> => {
      if (child.kind === 'html') {
        const html = pinImages(decorateLinks(sanitizeHtml(stripMarkers(child.html)), links), share);
        return <div key={`n${child.index}`} className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />;
      }
      const widget = await renderWidget(child.tree, page, links, share);
      return widget === null ? null : <Fragment key={`n${child.tree.index}`}>{widget}</Fragment>;
    }),
  );
  // Text that introduces the next widget goes with it when it renders nothing.
  children.forEach((child, i) => {
    if (child.kind === 'html' && child.introducesNext && (children[i + 1]?.kind !== 'widget' || rendered[i + 1] === null)) rendered[i] = null;
  });
  return rendered.some((item) => item !== null) ? <>{rendered}</> : null;
}

export async function RenderWidgets({ body, site, region, canonicalPath, requestHost, adLimits = inlineAdLimits.standard, page = 1, keywords = [], pageTemplate, categories = [], k1, references = [], part = 'all', streamed = false, documents, inserts = [] }: Props) {
  const links = linkScopeFor(site, requestHost, pageTemplate);
  provideLinkScope(links);
  // Images in editor HTML get "Save to Pinterest" for this page (kits/sharing/pin-images.ts), here and inside widgets.
  const share: SharePage = { origin: siteOrigin(site), canonicalPath };
  provideSharePage(share);
  const planned = planBody(body, adLimits, part, inserts);
  const insertContent = new Map(inserts.map((insert) => [insert.key, insert.content]));
  const expected = planned.some((item) => item.kind === 'ad-slot') ? await expectedAdSizes(site) : new Set<never>();
  // Markers are numbered across the whole body in order, so the HTML blocks are linked up front.
  const { sources, listIndex } = articleSources(body, references);
  const idPrefix = citationIdPrefix(page);
  const htmlBlocks = planned.flatMap((item) => (item.kind === 'html' ? [{ index: item.index, html: pinImages(decorateLinks(sanitizeHtml(item.node.html), links), share) }] : []));
  const linked = linkCitations(htmlBlocks, sources.length, { idPrefix, className: referenceStyles.marker });
  const citations = { listIndex, idPrefix, cited: linked.cited };
  const context: PageScope = { site, region, canonicalPath, page, keywords, placements: await commercePlacements({ site, region, canonicalPath, pageTemplate, categories, k1, keywords }), pageTemplate, citations, streamed, documents: documents ? widgetPage(documents) : null };
  // Every widget is resolved (with its children) before anything renders, so child indexes are numbered in body order.
  const nextIndex = childIndexes(body.length);
  const trees = new Map<number, WidgetTree>();
  for (const item of planned) {
    const members = item.kind === 'widget' ? [item] : item.kind === 'grouped' ? item.members : [];
    for (const m of members) trees.set(m.index, resolveTree(m.node, m.index, nextIndex));
  }
  // The body indexes of the widgets that rendered something: the text introducing one goes with it.
  const shown = new Set<number>();
  const rendered = await Promise.all(
    planned.map(async (item): Promise<ReactNode> => {
      switch (item.kind) {
        case 'html':
          return <div key={`n${item.index}`} className={styles.prose} dangerouslySetInnerHTML={{ __html: linked.html.get(item.index) ?? '' }} />;
        case 'widget': {
          const widget = await renderWidget(trees.get(item.index)!, context, links, share);
          if (widget !== null) shown.add(item.index);
          return widget === null ? null : <Fragment key={`n${item.index}`}>{widget}</Fragment>;
        }
        case 'grouped': {
          const members = await Promise.all(
            item.members.map(async (m) => {
              const widget = await renderWidget(trees.get(m.index)!, context, links, share);
              if (widget !== null) shown.add(m.index);
              return <Fragment key={`n${m.index}`}>{widget}</Fragment>;
            }),
          );
          if (members.every((m) => m.props.children === null)) return null;
          return (
            <div key={`g${item.members[0]!.index}`} className={styles.group} data-widget-group={item.format}>
              {members}
            </div>
          );
        }
        case 'ad-slot':
          return <AdSlot key={`ad${item.afterIndex}`} positions={item.positions} kind="inline" expected={expected} />;
        case 'insert':
          return <Fragment key={`insert-${item.key}`}>{insertContent.get(item.key) ?? null}</Fragment>;
      }
    }),
  );
  // An ad follows a widget only when the widget is there: one that rendered nothing (invalid, not for this region) takes its ad along.
  planned.forEach((item, i) => {
    if (item.kind === 'ad-slot' && i > 0 && rendered[i - 1] === null) rendered[i] = null;
    // Text that introduces the next widget (introducesNext) is part of it: hidden when it renders nothing, e.g. a US-only tool elsewhere.
    if (item.kind === 'html' && introducesNext(item.node) && !shown.has(item.index + 1)) rendered[i] = null;
  });
  // One compare dropdown per article, right before its first product cards.
  const compareAt = compareSlotIndex(planned);
  if (compareAt !== -1) rendered.splice(compareAt, 0, <CompareSlot key="compare" body={body} page={context} />);
  if (references.length > 0) {
    rendered.push(<SourceList key="sources" sources={references} idPrefix={idPrefix} cited={linked.cited} />);
  }
  return <>{rendered}</>;
}
