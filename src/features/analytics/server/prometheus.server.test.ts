import { beforeEach, describe, expect, it, vi } from 'vitest';
import { metricBatchSchema } from '@/features/analytics/metrics-schema';
import { metricsReadAccess } from '@/features/analytics/server/metrics-access.server';
import { sameSecret } from '@/lib/secrets.server';
import { observeBatch } from '@/features/analytics/server/metrics.server';
import { maxMetricFamilies, maxSeriesPerFamily, observe, prometheusName, prometheusText, resetPrometheus } from '@/features/analytics/server/prometheus.server';

describe('Prometheus registry', () => {
  beforeEach(resetPrometheus);

  it('takes the default buckets for a histogram named like an Object property ("constructor", "toString")', async () => {
    // Found by the route fuzz: the bucket table was read with obj[name], so "constructor" gave Object itself and prom-client threw.
    observe({ type: 'histogram', name: 'constructor', duration: 1234 }, { site: 'healthline' });
    observe({ type: 'histogram', name: 'toString', duration: 12 }, { site: 'healthline' });
    const { body } = await prometheusText();
    expect(body).toContain('wellread_constructor_bucket{le="2500"');
    expect(body).toContain('wellread_tostring_count');
  });

  it('sanitizes names to Prometheus rules with the wellread_ prefix, counters ending in _total', () => {
    expect(prometheusName('ui.fetch.error', 'increment')).toBe('wellread_ui_fetch_error_total');
    expect(prometheusName('web-vitals.lcp', 'histogram')).toBe('wellread_web_vitals_lcp');
    expect(prometheusName('Client.Error--Chunk', 'increment')).toBe('wellread_client_error_chunk_total');
  });

  it('writes counters with bounded labels: site, formfactor, whitelisted tags and the timeout flag, never other tags', async () => {
    const batch = metricBatchSchema.parse({
      formfactor: 'mobile',
      path: '/private/path',
      metrics: [
        { type: 'increment', name: 'ui.fetch.error', tags: { status: '503', path: '/secret', userId: 'u1' } },
        { type: 'increment', name: 'ui.fetch.error', tags: { status: '503' } },
        { type: 'increment', name: 'client.error.chunk', flags: ['timeout'] },
        { type: 'increment', name: 'adblock', tags: { type: 'no-response' } },
        { type: 'increment', name: 'adblock', tags: { type: 'a value with spaces' } },
      ],
    });
    observeBatch('healthline', batch);
    const { body, contentType } = await prometheusText();
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(body).toContain('# TYPE wellread_ui_fetch_error_total counter');
    expect(body).toContain('wellread_ui_fetch_error_total{site="healthline",formfactor="mobile",status="503"} 2');
    expect(body).toContain('wellread_client_error_chunk_total{site="healthline",formfactor="mobile",timeout="true"} 1');
    expect(body).toContain('wellread_adblock_total{site="healthline",formfactor="mobile",type="no-response"} 1');
    expect(body).toContain('wellread_adblock_total{site="healthline",formfactor="mobile",type="other"} 1');
    expect(body).not.toContain('secret');
    expect(body).not.toContain('u1');
    expect(body).not.toContain('/private/path');
  });

  it('writes histograms with the metric’s own buckets, sum and count', async () => {
    observe({ type: 'histogram', name: 'web-vitals.lcp', duration: 1800 }, { site: 'psy', formfactor: 'desktop' });
    observe({ type: 'histogram', name: 'web-vitals.lcp', duration: 5000 }, { site: 'psy', formfactor: 'desktop' });
    observe({ type: 'histogram', name: 'web-vitals.lcp' }, { site: 'psy' });
    const { body } = await prometheusText();
    expect(body).toContain('# TYPE wellread_web_vitals_lcp histogram');
    expect(body).toContain('wellread_web_vitals_lcp_bucket{le="2000",site="psy",formfactor="desktop"} 1');
    expect(body).toContain('wellread_web_vitals_lcp_bucket{le="2500",site="psy",formfactor="desktop"} 1');
    expect(body).toContain('wellread_web_vitals_lcp_bucket{le="6000",site="psy",formfactor="desktop"} 2');
    expect(body).toContain('wellread_web_vitals_lcp_bucket{le="+Inf",site="psy",formfactor="desktop"} 2');
    expect(body).toContain('wellread_web_vitals_lcp_sum{site="psy",formfactor="desktop"} 6800');
    expect(body).toContain('wellread_web_vitals_lcp_count{site="psy",formfactor="desktop"} 2');
  });

  it('stops at its limits on metric names and label sets and counts what it dropped', async () => {
    for (let i = 0; i < maxMetricFamilies + 5; i++) observe({ type: 'increment', name: `flood.${i}` }, { site: 'psy' });
    for (let i = 0; i < maxSeriesPerFamily + 3; i++) observe({ type: 'increment', name: 'flood.0', tags: { status: String(i) } }, { site: 'psy' });
    const { body } = await prometheusText();
    expect(body).not.toContain(`wellread_flood_${maxMetricFamilies + 4}_total`);
    expect(body).toMatch(/wellread_metrics_dropped_total\{reason="names"\} [1-9]/);
    expect(body).toContain('wellread_metrics_dropped_total{reason="labels"} 4');
  });

  it('keeps one registry per process across module reloads (next dev)', async () => {
    observe({ type: 'increment', name: 'kept' }, { site: 'psy' });
    vi.resetModules();
    const reloaded = await import('@/features/analytics/server/prometheus.server');
    reloaded.observe({ type: 'increment', name: 'kept' }, { site: 'psy' });
    expect((await reloaded.prometheusText()).body).toContain('wellread_kept_total{site="psy",formfactor="unknown"} 2');
  });
});

describe('GET /api/metrics access', () => {
  it('without METRICS_TOKEN: loopback clients only, others 404', () => {
    expect(metricsReadAccess({ token: '' }, null, '127.0.0.1')).toEqual({ ok: true });
    expect(metricsReadAccess({ token: '' }, null, '::1')).toEqual({ ok: true });
    expect(metricsReadAccess({ token: '' }, null, '::ffff:127.0.0.1')).toEqual({ ok: true });
    expect(metricsReadAccess({ token: '' }, 'Bearer anything', '203.0.113.9')).toMatchObject({ ok: false, status: 404 });
    expect(metricsReadAccess({ token: '' }, null, null)).toMatchObject({ ok: false, status: 404 });
  });

  it('with METRICS_TOKEN: the right Bearer token from anywhere, 401 without one, 403 with a wrong one (loopback too)', () => {
    const settings = { token: 'scrape-token-0123456789' };
    expect(metricsReadAccess(settings, 'Bearer scrape-token-0123456789', '203.0.113.9')).toEqual({ ok: true });
    expect(metricsReadAccess(settings, 'bearer scrape-token-0123456789', '203.0.113.9')).toEqual({ ok: true });
    expect(metricsReadAccess(settings, null, '127.0.0.1')).toMatchObject({ ok: false, status: 401 });
    expect(metricsReadAccess(settings, 'Basic abc', '203.0.113.9')).toMatchObject({ ok: false, status: 401 });
    expect(metricsReadAccess(settings, 'Bearer scrape-token-012345678', '127.0.0.1')).toMatchObject({ ok: false, status: 403 });
  });

  it('compares secrets fully', () => {
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('abc', 'abd')).toBe(false);
    expect(sameSecret('ab', 'abc')).toBe(false);
    expect(sameSecret('', 'abc')).toBe(false);
  });
});
