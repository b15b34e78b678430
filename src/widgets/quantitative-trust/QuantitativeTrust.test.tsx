import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { fixtures } from './fixtures';
import { quantitativeTrustSchema } from './schema';
import { formatCount, hasTrustContent, trustProduct, whyTrustTitle } from './trust';

describe('quantitative-trust', () => {
  it('titles the card "Why Trust {product}" with the site name by default', async () => {
    expect(whyTrustTitle('Wellread')).toBe('Why Trust Wellread');
    expect(trustProduct(undefined, 'Wellread')).toBe('Wellread');
    expect(trustProduct('  ', 'Wellread')).toBe('Wellread');
    expect(trustProduct('Wellread Mind', 'Wellread')).toBe('Wellread Mind');
    expect(await renderWidget('quantitative-trust', fixtures.default)).toContain('<h2 class="title">Why Trust Wellread</h2>');
    expect(await renderWidget('quantitative-trust', fixtures.default, { site: 'psy' })).toContain('>Why Trust Wellread Mind</h2>');
    expect(await renderWidget('quantitative-trust', { ...fixtures.default, productName: 'Our Team' })).toContain('>Why Trust Our Team</h2>');
  });

  it('lists each metric with its count (numbers with thousands separators) and description', async () => {
    expect(formatCount(1240)).toBe('1,240');
    expect(formatCount('40+')).toBe('40+');
    const html = await renderWidget('quantitative-trust', fixtures.default);
    expect(html).toContain('<span class="count">1,240</span><span class="description"> hours of hands-on testing</span>');
    expect(html).toContain('<span class="count">12</span>');
    const noDescription = await renderWidget('quantitative-trust', fixtures.metricsOnly);
    expect(noDescription).toContain('<li class="metric"><span class="count">Since 2019</span></li>');
  });

  it('puts the explanation, under its h3, in a read-more that is open until measured', async () => {
    const html = await renderWidget('quantitative-trust', fixtures.default);
    expect(html).toContain('<h3 class="explanationTitle">How we test and choose products</h3>');
    expect(html).toContain('data-read-more="full"');
    expect(html).toContain('product selection process</a>');
  });

  it('renders nothing with neither metrics nor explanation', async () => {
    expect(hasTrustContent({ metrics: [], explanationTitle: undefined, explanationDescription: '<p> </p>' })).toBe(false);
    expect(hasTrustContent({ metrics: [{ count: 1, description: '' }] })).toBe(true);
    expect(hasTrustContent({ metrics: [], explanationDescription: '<p>x</p>' })).toBe(true);
    expect(await renderWidget('quantitative-trust', fixtures.empty)).toBe('');
    expect(await renderWidget('quantitative-trust', { widgetFormat: 'quantitative-trust', explanationDescription: '<script>x()</script>' })).toBe('');
  });

  it('leaves out the metric list or the explanation when empty', async () => {
    const metricsOnly = await renderWidget('quantitative-trust', fixtures.metricsOnly);
    expect(metricsOnly).not.toContain('class="explanation"');
    const explanationOnly = await renderWidget('quantitative-trust', fixtures.explanationOnly);
    expect(explanationOnly).not.toContain('class="metrics"');
  });

  it('sanitizes the explanation HTML', async () => {
    const html = await renderWidget('quantitative-trust', {
      widgetFormat: 'quantitative-trust',
      explanationDescription: '<p onclick="x()">Hi<script>alert(1)</script></p>',
    });
    expect(html).toContain('<p>Hi</p>');
    expect(html).not.toMatch(/onclick|alert/);
  });

  it('validates the fields', () => {
    const valid = { widgetFormat: 'quantitative-trust' };
    expect(quantitativeTrustSchema.safeParse(valid).success).toBe(true);
    expect(quantitativeTrustSchema.safeParse({ ...valid, metrics: Array.from({ length: 7 }, () => ({ count: 1, description: 'x' })) }).success).toBe(false);
    expect(quantitativeTrustSchema.safeParse({ ...valid, metrics: [{ count: -1, description: 'x' }] }).success).toBe(false);
    expect(quantitativeTrustSchema.safeParse({ ...valid, metrics: [{ count: ' ', description: 'x' }] }).success).toBe(false);
    expect(quantitativeTrustSchema.safeParse({ ...valid, productName: 'x'.repeat(81) }).success).toBe(false);
    expect(quantitativeTrustSchema.safeParse({ ...valid, title: 'x' }).success).toBe(false);
  });

  it('turns the chevron only with motion allowed: its transition sits in a no-preference block', () => {
    const css = readFileSync('src/widgets/kits/commerce/components/ReadMore.module.css', 'utf8');
    const motionBlock = /@media \(prefers-reduced-motion: no-preference\) \{([\s\S]*)\}\s*$/.exec(css)?.[1] ?? '';
    const outside = css.replace(motionBlock, '');
    expect(motionBlock).toMatch(/\.chevron \{\s*transition: transform/);
    expect(outside).not.toMatch(/transition/);
  });
});
