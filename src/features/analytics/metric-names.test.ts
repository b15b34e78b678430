import { describe, expect, it } from 'vitest';
import { adBlockMetric } from '@/features/ad-block/outcome';
import { chunkMetric } from '@/features/errors/chunk';
import { fetchErrorMetric } from '@/features/errors/fetch-json';
import { browserMetricNames, isBrowserMetricName } from './metric-names';
import { timeToInteractiveMetric } from './metrics-caps';
import { webVitalNames } from './metrics-buckets';

describe('browser metric names', () => {
  it('lists every name our pages send', () => {
    for (const name of [...Object.values(webVitalNames), chunkMetric, fetchErrorMetric, adBlockMetric, timeToInteractiveMetric, 'newsletter.subscribe.error']) {
      expect(isBrowserMetricName(name), name).toBe(true);
    }
    expect(new Set(browserMetricNames).size).toBe(browserMetricNames.length);
  });

  it('refuses what probes sent', () => {
    for (const name of ['acceptance.test', 'zz.sec3', 'fuzz', 'page.time_on_page', 'Web-Vitals.LCP', '']) expect(isBrowserMetricName(name), name).toBe(false);
  });
});
