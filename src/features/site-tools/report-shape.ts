/**
 * What the site tools panel shows about an article page. Only public page facts: nothing about the visitor.
 * Kept apart from page-report.ts, which the server uses to build it: that one reads the widget
 * registry (and through it each widget's server data loader), which must never reach the browser.
 */
export interface PageReport {
  site: string;
  template: string;
  canonicalPath: string;
  nodes: { index: number; format: string; rendered: boolean; reason?: 'unknown format' | 'invalid data' }[];
}

export const siteToolsDataId = 'site-tools-data';
