import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { fixtures } from './fixtures';
import { oneTwoThreeSchema } from './schema';

describe('oneTwoThree', () => {
  it('renders the steps as an ordered list under the title, numbered 1 to 3', async () => {
    const html = await renderWidget('oneTwoThree', fixtures.default, { index: 4, page: 2 });
    expect(html).toMatch(/^<section class="block" aria-labelledby="steps-p2-4"><h2 id="steps-p2-4" class="title">Healthy habits in 3 steps<\/h2><ol class="steps count3">/);
    expect([...html.matchAll(/<li class="step">/g)]).toHaveLength(3);
    expect([...html.matchAll(/<span class="number" aria-hidden="true">(\d)<\/span>/g)].map((m) => m[1])).toEqual(['1', '2', '3']);
    expect(html).toContain('<h3 class="stepTitle">Pick one habit</h3>');
  });

  it('sizes and lazy-loads step images; an empty alt marks them decorative', async () => {
    const img = /<img [^>]*>/.exec(await renderWidget('oneTwoThree', fixtures.default))?.[0] ?? '';
    expect(img).toMatch(/src="\/images\/landing\/step-pick.svg"/);
    expect(img).toContain('alt=""');
    expect(img).toContain('width="160"');
    expect(img).toContain('height="120"');
    expect(img).toContain('loading="lazy"');
    expect(await renderWidget('oneTwoThree', fixtures.imageWithAlt)).toContain('alt="A hand pointing at the serving size line of a food label"');
  });

  it('without a title: no landmark, and step titles that are not headings (no level skipped)', async () => {
    const html = await renderWidget('oneTwoThree', fixtures.noTitleNoImages);
    expect(html).toMatch(/^<div class="block"><ol class="steps count2">/);
    expect(html).not.toContain('<section');
    expect(html).not.toMatch(/<h[23]/);
    expect(html).toContain('<p class="stepTitle">Fill a water bottle in the morning</p>');
    expect(html).not.toContain('<img');
  });

  it('validates: 1 to 3 steps, titles required, sized images from allowed hosts', () => {
    const step = { title: 'Walk' };
    const ok = (data: object) => oneTwoThreeSchema.safeParse({ widgetFormat: 'oneTwoThree', ...data }).success;
    expect(ok({ steps: [step] })).toBe(true);
    expect(ok({ steps: [] })).toBe(false);
    expect(ok({ steps: [step, step, step, step] })).toBe(false);
    expect(ok({ steps: [{ title: '  ' }] })).toBe(false);
    expect(ok({ steps: [{ title: 'x'.repeat(121) }] })).toBe(false);
    expect(ok({ steps: [{ ...step, text: 'x'.repeat(401) }] })).toBe(false);
    expect(ok({ steps: [{ ...step, image: { src: '/a.svg', width: 10 } }] })).toBe(false);
    expect(ok({ steps: [{ ...step, image: { src: 'http://example.com/a.png', width: 10, height: 10 } }] })).toBe(false);
    expect(ok({ steps: [{ ...step, image: { src: 'javascript:alert(1)', width: 10, height: 10 } }] })).toBe(false);
    expect(ok({ steps: [step], colour: 'red' })).toBe(false);
  });

  it('every image the fixtures show is a file in public/', () => {
    const sources = Object.values(fixtures).flatMap((f) => f.steps.flatMap((s) => ('image' in s && s.image ? [s.image.src] : [])));
    expect(sources.length).toBeGreaterThan(2);
    for (const src of sources) expect(existsSync(path.join(process.cwd(), 'public', src)), src).toBe(true);
  });
});
