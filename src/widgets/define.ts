import type { ComponentType, ReactNode } from 'react';
import type { z } from 'zod';
import type { CommercePlacements } from '@/features/drivers/commerce-placements';
import type { RegionClass } from '@/lib/page-key';
import type { SiteId } from '@/sites';
import type { ArticleDocument, CategoryDocument, PageTemplate } from '@/content/article-schema';
import type { Source } from '@/content/sources';
import type { AuthorRole, PersonRef } from '@/content/authors';
import type { SitemapVideo } from '@/lib/sitemap-xml';
import type { CompareCard, ComparePage } from './kits/compare/cards';
import type { RecipeNutrition } from './kits/recipes/nutrition';

/** What every widget gets besides its own data. */
export interface WidgetContext {
  site: SiteId;
  /** The page's region class (decision 004): widgets for some regions only (drug savings: us) render nothing elsewhere. */
  region: RegionClass;
  /** Canonical path of the page, or the review page's path. */
  canonicalPath: string;
  /** Position of the node in the body, from 0; used for anchors and tracking positions. */
  index: number;
  /**
   * Which article on the page this is, from 1: infinite scroll appends articles 2, 3, … below the
   * first. In-page anchors carry it (spec: "#page{n}-card{hash}") so they stay unique.
   */
  page: number;
  /** The page's keywords (its targeting kmeta), first the main one; empty on review pages. */
  keywords: readonly string[];
  /** The page's template (article, marketing-landing, …); absent on review pages and drug template pages. */
  pageTemplate?: PageTemplate;
  /** Marketing placements active for this page (commerce propensity, preamp assets), asked once per page. */
  placements: CommercePlacements;
  /** The article's sources when a references widget holds them (src/widgets/kits/sources/citations.ts). */
  citations?: {
    /** Body index of the references widget whose items the text's markers link to; null when none does. */
    listIndex: number | null;
    idPrefix: string;
    /** Source numbers the text cites. */
    cited: ReadonlySet<number>;
  };
}

/**
 * An id for an element of a widget, unique on the page: the article's page number (infinite
 * scroll) and the node's index (children of containers are numbered after the body). Widgets use
 * this, not useId: RenderWidgets calls a widget's component itself, outside React's render, so
 * that a widget that throws renders nothing (see renderWidget), and hooks cannot run there.
 */
export function widgetDomId(context: Pick<WidgetContext, 'page' | 'index'>, name: string): string {
  return `${name}-p${context.page}-n${context.index}`;
}

export interface WidgetProps<S extends z.ZodType, L = never> {
  data: z.output<S>;
  context: WidgetContext;
  /**
   * What the widget's data loader (its definition's `loadData`) found for this reader, typed by
   * it; undefined for widgets without one, and in unit tests that do not pass it.
   */
  loaded?: L;
  /**
   * For container widgets (their definition's `slots`): each slot's child nodes, rendered, in the
   * order `slots` names them. undefined where the widget is rendered on its own (unit tests).
   */
  slots?: readonly ReactNode[];
  /**
   * For container widgets: the definition of each child node, slot by slot (undefined for html
   * nodes and unknown formats), so a container can ask its children how they want to be laid out
   * (rowRole) without naming their formats.
   */
  slotDefs?: readonly (readonly (WidgetDef | undefined)[])[];
}

/** Where a container keeps a list of child body nodes: a path into its data, e.g. ['children', 0]. */
export type SlotPath = readonly (string | number)[];

/** The article a body belongs to and the site's categories, as the page read them. */
export interface PageDocuments {
  article: ArticleDocument;
  categories: readonly CategoryDocument[];
}

/**
 * The page a widget renders in: its documents, and what the article's widgets give the page
 * (src/widgets/page-facts.ts; a recipe reads its author bio and nutrition panel there). Data
 * loaders get it rather than reading the article again. null where a widget renders outside an
 * article (the widget review pages, the drug template pages).
 */
export interface WidgetPage extends PageDocuments {
  facts: PageFactsReader;
}

/**
 * Server data a widget needs besides its content, asked before it renders so the component stays
 * synchronous; what it returns reaches the component as `loaded`. null means "nothing for this
 * reader": the widget renders nothing, not even its wrapper.
 */
export type WidgetDataLoader<S extends z.ZodType = z.ZodType, L = unknown> = (data: z.output<S>, context: WidgetContext, page: WidgetPage | null) => Promise<L | null>;

/** How a row lays out a child (spec article blocks 3, row layouts): the widgets whose presence picks a layout say which they are. */
export type RowRole = 'questions' | 'image' | 'callout' | 'paid-media' | 'summary' | 'steps';

/** One fact widgets may give the page (PageContributions). */
export type PageFact = keyof PageContributions<unknown>;
type Contribution<K extends PageFact> = PageContributions<unknown>[K];
/** What a fact's reader is asked besides the widget's data (the compare page, the site origin). */
export type FactExtra<K extends PageFact> = Parameters<Contribution<K>> extends [unknown, ...infer Rest] ? Rest : never;
/** Each widget that gives the fact: its body index and value, in body order. */
export type GivenFacts<K extends PageFact> = { index: number; value: ReturnType<Contribution<K>> }[];
export type PageFactsReader = <K extends PageFact>(fact: K, ...extra: FactExtra<K>) => GivenFacts<K>;

/**
 * What a widget gives the page around it, read by the parts of the page that gather it from the
 * body (src/widgets/page-facts.ts), so none of them names a format. Each is optional.
 */
export interface PageContributions<D> {
  /** The article's numbered sources, when its envelope has none (the text's [[ref:N]] markers link to them; JSON-LD citation). */
  sources: (data: D) => readonly Source[];
  /** Products the compare tool offers, as the widget would show them on this page. */
  compareCards: (data: D, page?: ComparePage) => readonly CompareCard[];
  /** Who wrote the recipe on this page (the recipe JSON-LD's author): an author record's id, or (old format) a name as written. */
  recipeAuthor: (data: D) => PersonRef | undefined;
  /**
   * The author records the widget shows, each by the field that names it (a path into the
   * widget's data) and the role the record must have: publishing refuses an id the site has no
   * record for, and the record's changes expire the pages that show it.
   */
  authorRecords: (data: D) => readonly { field: readonly (string | number)[]; id: string; role: AuthorRole }[];
  /** The recipe's nutrition on this page (the recipe JSON-LD's nutrition). */
  recipeNutrition: (data: D) => RecipeNutrition | undefined;
  /** Video sitemap entries (Google video sitemaps) for the videos the widget plays. */
  sitemapVideos: (data: D, origin: string) => readonly SitemapVideo[];
  /** The widget embeds a video player (the drivers' page meta excludeVideos, spec hasEmbeddedJWPlayer). */
  playsVideo: (data: D) => boolean;
}

/**
 * Everything about one widget format, exported by its folder's widget.ts (decision 008). Code
 * loads lazily, so the content tools (import, JSON Schema) validate documents without React, the
 * browser never gets a loader, and a page loads only the widgets it shows.
 */
export interface WidgetDef<S extends z.ZodType = z.ZodType, F extends string = string, L = never> {
  /** The widgetFormat value content uses. */
  format: F;
  /** The block's name as editors see it in the newsroom's block picker ("Product card", "FAQ"); at most 40 characters, unique. */
  label: string;
  /** One plain sentence, in editor terms, saying what the block is for (the block picker's description); at most 120 characters. */
  summary: string;
  schema: S;
  load: () => Promise<ComponentType<WidgetProps<S, L>>>;
  /** Named examples; each file types its own with `satisfies`, and the contract test parses them all. */
  fixtures: () => Promise<Record<string, unknown>>;
  /**
   * An ad slot follows this widget (spec: faq, widget-call-out and treatment-comparison): always,
   * or when its data asks (a function). Ads sit between top-level nodes, never inside a widget.
   */
  adSlotAfter?: boolean | ((data: z.output<S>) => boolean);
  /** Urgent advice: rendered right after the article's title, before the byline, the image and any ad (spec: emergency warnings). */
  urgent?: (data: z.output<S>) => boolean;
  /** Consecutive nodes of this format render as one group (product cards). */
  groupConsecutive?: boolean;
  /**
   * The reader-facing text of the widget that search indexes, HTML allowed (the indexer reduces it
   * to text). Container widgets list none of their children's: the indexer reads each child itself.
   * Absent: the widget holds nothing to search for (a divider, a pixel).
   */
  searchText?: (data: z.output<S>) => readonly (string | undefined)[];
  /** What the widget gives the page around it (sources, products to compare, sitemap entries…). */
  page?: Partial<PageContributions<z.output<S>>>;
  /** How a row lays it out when it is a row's child. */
  rowRole?: RowRole;
  /** The folder's leaves.tsx: its interactive client leaves, each a next/dynamic chunk. Static widgets have none. */
  leaves?: () => Promise<Record<string, unknown>>;
  /**
   * What an editor should hear about data that is valid but will not show as written (markup the
   * widget cannot read, so it renders nothing): content validation reports each as a warning.
   */
  warnings?: (data: z.output<S>) => string[];
  /**
   * Container widgets (row, group, colour block…): where in the data their child body nodes sit
   * (each path leads to an array of body nodes, see childBodyField). Children are validated with
   * their own schemas, each renders inside its own error boundary, and the component gets them
   * rendered as `slots`. Ad slots never go inside a container.
   */
  slots?: (data: z.output<S>) => readonly SlotPath[];
  /** The folder's data.server.ts loader; server code only, never imported by a component. What it returns reaches the component as `loaded`, typed. */
  loadData?: () => Promise<WidgetDataLoader<S, L>>;
}

/** A widget's definition; its format is kept as a string literal, so the registry derives the format list (registry.ts checks it). */
export function defineWidget<S extends z.ZodType, const F extends string, L = never>(def: WidgetDef<S, F, L>): WidgetDef<S, F, L> {
  return def;
}
