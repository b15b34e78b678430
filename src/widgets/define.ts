import type { ComponentType, ReactNode } from 'react';
import type { z } from 'zod';
import type { CommercePlacements } from '@/features/drivers/commerce-placements';
import type { RegionClass } from '@/lib/page-key';
import type { SiteId } from '@/lib/env';
import type { ArticleDocument, CategoryDocument, PageTemplate } from '@/content/article-schema';

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
  /** The article's sources when a references widget holds them (src/widgets/references/citations.ts). */
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

export interface WidgetProps<S extends z.ZodType> {
  data: z.output<S>;
  context: WidgetContext;
  /**
   * What the widget's data loader (its definition's `loadData`) found for this reader; undefined
   * for widgets without one, and in unit tests that do not pass it.
   */
  loaded?: unknown;
  /**
   * For container widgets (their definition's `slots`): each slot's child nodes, rendered, in the
   * order `slots` names them. undefined where the widget is rendered on its own (unit tests).
   */
  slots?: readonly ReactNode[];
}

/** Where a container keeps a list of child body nodes: a path into its data, e.g. ['children', 0]. */
export type SlotPath = readonly (string | number)[];

/**
 * The page a widget renders in, as the page read it: its article and the site's categories. Data
 * loaders get it rather than reading the article again. null where a widget renders outside an
 * article (the widget review pages, the drug template pages).
 */
export interface WidgetPage {
  article: ArticleDocument;
  categories: readonly CategoryDocument[];
}

/**
 * Server data a widget needs besides its content, asked before it renders so the component stays
 * synchronous; what it returns reaches the component as `loaded`. null means "nothing for this
 * reader": the widget renders nothing, not even its wrapper.
 */
export type WidgetDataLoader<S extends z.ZodType = z.ZodType> = (data: z.output<S>, context: WidgetContext, page: WidgetPage | null) => Promise<unknown>;

/**
 * Everything about one widget format, exported by its folder's widget.ts (decision 008). Code
 * loads lazily, so the content tools (import, JSON Schema) validate documents without React, the
 * browser never gets a loader, and a page loads only the widgets it shows.
 */
export interface WidgetDef<S extends z.ZodType = z.ZodType, F extends string = string> {
  /** The widgetFormat value content uses. */
  format: F;
  schema: S;
  load: () => Promise<ComponentType<WidgetProps<S>>>;
  /** Named examples; each file types its own with `satisfies`, and the contract test parses them all. */
  fixtures: () => Promise<Record<string, unknown>>;
  /** Spec: an ad slot follows this widget (faq, widget-call-out, treatment-comparison). */
  adSlotAfter?: boolean;
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
  /** The folder's data.server.ts loader; server code only, never imported by a component. */
  loadData?: () => Promise<WidgetDataLoader<S>>;
}

/** A widget's definition; its format is kept as a string literal, so the registry derives the format list (registry.ts checks it). */
export function defineWidget<S extends z.ZodType, const F extends string>(def: WidgetDef<S, F>): WidgetDef<S, F> {
  return def;
}
