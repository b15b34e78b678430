import type { SiteId } from '@/sites';
import { metricsContextId, type ServerMetricsContext } from '../metrics-context';
import { buildId } from '../server/build-id.server';

/** Inert JSON the metrics client and the error reporter read: the build and the site. No visitor data. */
export function MetricsContextScript({ site }: { site: SiteId }) {
  const context: ServerMetricsContext = { build: buildId(), site };
  return <script type="application/json" id={metricsContextId} dangerouslySetInnerHTML={{ __html: JSON.stringify(context).replace(/</g, '\\u003c') }} />;
}
