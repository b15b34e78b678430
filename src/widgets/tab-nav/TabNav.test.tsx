import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { widget } from './widget';
import { fixtures } from './fixtures';
import { tabNavSchema } from './schema';

const data = {
  widgetFormat: 'tab-nav',
  label: 'Metformin guide',
  tabs: [
    { title: 'Overview', url: '/diabetes/metformin' },
    { title: 'Side effects', url: '/diabetes/metformin-side-effects' },
  ],
};

describe('tab-nav', () => {
  it('is a labelled nav of links, the one for the current page marked aria-current="page"', async () => {
    const html = await renderWidget('tab-nav', data, { canonicalPath: '/diabetes/metformin-side-effects' });
    expect(html).toMatch(/^<nav class="nav" aria-label="Metformin guide">/);
    expect(html).toContain('<a href="/diabetes/metformin" class="tab">Overview</a>');
    expect(html).toContain('<a href="/diabetes/metformin-side-effects" class="tab" aria-current="page">Side effects</a>');
    expect(html.match(/aria-current/g)).toHaveLength(1);
  });

  it('marks nothing current on other pages, nor for section links', async () => {
    const html = await renderWidget('tab-nav', data, { canonicalPath: '/diabetes' });
    expect(html).not.toContain('aria-current');
    const sections = await renderWidget('tab-nav', fixtures.sections, { canonicalPath: '/widgets/tab-nav' });
    expect(sections).not.toContain('aria-current');
  });

  it('marks the review page\'s own tab in the default fixture', async () => {
    const html = await renderWidget('tab-nav', fixtures.default, { canonicalPath: '/widgets/tab-nav' });
    expect(html).toContain('<a href="/widgets/tab-nav" class="tab" aria-current="page">Overview</a>');
  });

  it('ships no script and validates its fields', () => {
    expect(widget.leaves).toBeUndefined();
    const ok = (extra: object) => tabNavSchema.safeParse({ ...data, ...extra }).success;
    expect(ok({})).toBe(true);
    expect(ok({ label: ' ' })).toBe(false);
    expect(ok({ tabs: [data.tabs[0]] })).toBe(false);
    expect(ok({ tabs: Array.from({ length: 13 }, () => data.tabs[0]) })).toBe(false);
    expect(ok({ tabs: [data.tabs[0], { title: 'Bad', url: 'javascript:alert(1)' }] })).toBe(false);
    expect(ok({ tabs: [data.tabs[0], { title: 'x'.repeat(81), url: '/a' }] })).toBe(false);
    expect(ok({ current: 1 })).toBe(false);
  });
});
