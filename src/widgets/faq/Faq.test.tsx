import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { fixtures } from './fixtures';
import { faqSchema } from './schema';

const items = [
  { question: 'First?', answer: '<p>One</p>' },
  { question: 'Second?', answer: '<p>Two</p>' },
  { question: 'Third?', answer: '<p>Three</p>' },
];

function openFlags(html: string): boolean[] {
  return [...html.matchAll(/<details[^>]*>/g)].map((m) => /\sopen=""/.test(m[0]));
}

function jsonLdScripts(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
}

describe('faq', () => {
  it('renders each question as a native details/summary pair under an h2', async () => {
    const html = await renderWidget('faq', { widgetFormat: 'faq', title: 'About vitamin D', items });
    expect(html).toContain('<h2 class="title">About vitamin D</h2>');
    expect(html.match(/<details/g)).toHaveLength(3);
    expect(html).toContain('<summary class="question">Second?</summary>');
    expect(html).toContain('<p>Two</p>');
  });

  it('reads "Frequently asked questions" when the title is absent or blank', async () => {
    for (const title of [undefined, '', '   ']) {
      const html = await renderWidget('faq', { widgetFormat: 'faq', title, items });
      expect(html).toContain('<h2 class="title">Frequently asked questions</h2>');
    }
  });

  it.each([
    ['expanded', [true, true, true]],
    ['collapsed', [false, false, false]],
    ['firstExpanded', [true, false, false]],
    [undefined, [false, false, false]],
  ] as const)('initialState %s opens %j', async (initialState, expected) => {
    const html = await renderWidget('faq', { widgetFormat: 'faq', initialState, items });
    expect(openFlags(html)).toEqual(expected);
  });

  it('marks every details element for accordion tracking with its question and 1-based position', async () => {
    const html = await renderWidget('faq', { widgetFormat: 'faq', items });
    const tags = [...html.matchAll(/<details[^>]*>/g)].map((m) => m[0]);
    expect(tags).toHaveLength(3);
    tags.forEach((tag, index) => {
      expect(tag).toContain('data-track="accordion"');
      expect(tag).toContain('data-track-location="faq"');
      expect(tag).toContain(`data-track-name="${items[index]!.question}"`);
      expect(tag).toContain(`data-track-position="${index + 1}"`);
    });
  });

  it('renders FAQPage JSON-LD with every question and its answer HTML', async () => {
    const html = await renderWidget('faq', { widgetFormat: 'faq', items });
    const scripts = jsonLdScripts(html);
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    });
  });

  it('escapes < in the JSON-LD so content cannot close the script element', async () => {
    const html = await renderWidget('faq', {
      widgetFormat: 'faq',
      items: [{ question: 'Is </script><script>alert(1)</script> a dose < 5 mg?', answer: '<p>Yes</p>' }],
    });
    const [json] = jsonLdScripts(html);
    expect(json).not.toContain('<');
    expect(json).toContain('\\u003c/script>');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const parsed = JSON.parse(json!) as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(parsed.mainEntity[0]!.name).toBe('Is </script><script>alert(1)</script> a dose < 5 mg?');
    expect(parsed.mainEntity[0]!.acceptedAnswer.text).toBe('<p>Yes</p>');
  });

  it('sanitizes answer HTML on parse', async () => {
    const html = await renderWidget('faq', {
      widgetFormat: 'faq',
      items: [{ question: 'Safe?', answer: '<p onclick="x()">Yes<script>alert(1)</script><img src="https://example.com/a.png" onerror="x()"></p>' }],
    });
    expect(html).not.toMatch(/onclick|onerror|alert/);
  });

  it('validates the fields', () => {
    const valid = { widgetFormat: 'faq', items };
    expect(faqSchema.safeParse(valid).success).toBe(true);
    expect(faqSchema.safeParse({ ...valid, items: [] }).success).toBe(false);
    expect(faqSchema.safeParse({ ...valid, items: Array.from({ length: 51 }, () => items[0]) }).success).toBe(false);
    expect(faqSchema.safeParse({ ...valid, items: [{ question: '  ', answer: '<p>x</p>' }] }).success).toBe(false);
    expect(faqSchema.safeParse({ ...valid, items: [{ question: 'x'.repeat(301), answer: '' }] }).success).toBe(false);
    expect(faqSchema.safeParse({ ...valid, title: 'x'.repeat(201) }).success).toBe(false);
    expect(faqSchema.safeParse({ ...valid, initialState: 'open' }).success).toBe(false);
    expect(faqSchema.safeParse({ ...valid, colour: 'red' }).success).toBe(false);
  });

  it('has fixtures for every initial state', () => {
    const states = Object.values(fixtures).map((f) => faqSchema.parse(f).initialState);
    expect(new Set(states)).toEqual(new Set(['expanded', 'collapsed', 'firstExpanded']));
  });
});
