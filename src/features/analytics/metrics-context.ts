import type { SiteId } from '@/sites';
import { readLocalSetting } from '@/lib/browser-storage';
import { siteToolsDataId } from '@/features/site-tools/report-shape';
import type { Formfactor, MetricContext } from './metrics-schema';

/** The layout renders the server's part of the metrics context as inert JSON under this id. */
export const metricsContextId = 'wellread-metrics-context';
/** Article pages embed their public report (site, template, canonical path) under this id (site tools). */
const pageReportId = siteToolsDataId;

export interface ServerMetricsContext {
  build: string;
  site: SiteId;
  /** The reader's experiment bucket; absent while no experiment runs. */
  abSegment?: string;
}

/** Spec breakpoints 768, 990 and 1100 px. */
export function formfactorFor(width: number): Formfactor {
  if (width < 768) return 'mobile';
  if (width < 990) return 'tablet';
  if (width < 1100) return 'desktop';
  return 'large-desktop';
}

function readJson<T>(id: string): Partial<T> {
  try {
    return (JSON.parse(document.getElementById(id)?.textContent ?? '{}') as Partial<T> | null) ?? {};
  } catch {
    return {};
  }
}

/**
 * The page context every metrics batch carries. route is the App Router pattern when it is known
 * ('/' for the homepage, '/[...path]' for article pages, which carry a page report) and the path
 * otherwise. logMoreMetrics is on while the site tools are on (a developer looking at this page):
 * web vitals then report every change, not only the final value.
 */
export function pageMetricsContext(): MetricContext {
  const server = readJson<ServerMetricsContext>(metricsContextId);
  const report = readJson<{ template: string }>(pageReportId);
  const path = window.location.pathname;
  const isArticle = typeof report.template === 'string';
  return {
    build: typeof server.build === 'string' ? server.build.slice(0, 60) : undefined,
    site: server.site,
    abSegment: typeof server.abSegment === 'string' ? server.abSegment.slice(0, 60) : undefined,
    path: path.slice(0, 500),
    route: path === '/' ? '/' : isArticle ? '/[...path]' : path.slice(0, 200),
    pageTemplate: isArticle ? report.template!.slice(0, 60) : path === '/' ? 'home' : undefined,
    logMoreMetrics: readLocalSetting('siteTools') === '1',
    formfactor: formfactorFor(window.innerWidth),
  };
}
