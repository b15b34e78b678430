/**
 * The metric names browsers may send to POST /api/metrics: what our own pages report (web vitals,
 * fetch and chunk failures, ad-block outcomes, a failed sign-up) and the spec's
 * time-to-interactive. Anything else is refused and counted
 * (wellread_browser_metrics_refused_total): metric names were whatever visitors sent, and probes
 * left `acceptance.test`, `zz.sec3` and `fuzz` on the dashboard (issue 29). A new client metric
 * is one more name here (metric-names.test.ts checks the client's constants are listed).
 */
export const browserMetricNames: readonly string[] = [
  'web-vitals.lcp',
  'web-vitals.inp',
  'web-vitals.cls',
  'web-vitals.ttfb',
  'time-to-interactive',
  'ui.fetch.error',
  'client.error.chunk',
  'adblock',
  'newsletter.subscribe.error',
];

export const isBrowserMetricName = (name: string): boolean => browserMetricNames.includes(name);
