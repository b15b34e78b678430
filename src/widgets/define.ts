import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { CommercePlacements } from '@/features/commerce/placement';
import type { RegionClass } from '@/lib/page-key';
import type { SiteId } from '@/lib/env';

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

export interface WidgetProps<S extends z.ZodType> {
  data: z.output<S>;
  context: WidgetContext;
  /**
   * Server data the widget's loader (src/widgets/data-loaders.server.ts) found for this reader;
   * undefined for widgets without one, and in unit tests that do not pass it.
   */
  loaded?: unknown;
}

/**
 * A registered widget. Components and fixtures load lazily so the content tools
 * (import, JSON Schema) can validate documents without loading React code.
 */
export interface WidgetDef<S extends z.ZodType = z.ZodType> {
  schema: S;
  load: () => Promise<ComponentType<WidgetProps<S>>>;
  /** Named examples; each file types its own with `satisfies`, and the contract test parses them all. */
  fixtures: () => Promise<Record<string, unknown>>;
}

export function defineWidget<S extends z.ZodType>(def: WidgetDef<S>): WidgetDef<S> {
  return def;
}
