import { describe, expect, it } from 'vitest';
import type { BodyNode } from '@/content/article-schema';
import { searchLimits } from '@/features/search/limits';
import { markEnd, markStart } from '@/features/search/query';
import type { SlotPath, WidgetDef } from './define';
import { registry } from './registry';
import { articleSearchText, htmlToText } from './search-text';
import { slotNodes } from './slots';

const defs = Object.values(registry) as WidgetDef[];
const bodyOf = (...nodes: unknown[]) => articleSearchText({ title: 't', description: 'd', body: nodes as BodyNode[] }).body;
const parse = (def: WidgetDef, node: unknown) => def.schema.parse(node) as Record<string, unknown>;
const occurrences = (text: string, part: string) => text.split(part).length - 1;

const urlLike = /(^|\s)(https?:\/\/|www\.|mailto:|tel:|\/[\w-]+\/)/i;
const hexColour = /#[0-9a-f]{6}\b/i;

/** Keys that name what a widget is about, looked for first; then any string of two or more words. */
const headingKeys = new Set(['title', 'heading', 'header', 'hubTitle', 'recipeTitle', 'productTitle', 'name', 'mainText', 'question']);

/** The text a reader sees first in a widget's data (its slots' children left out), or undefined when it holds no words. */
function mainText(def: WidgetDef, data: Record<string, unknown>): string | undefined {
  const slotRoots = new Set(slotNodes(def, data).map(({ nodes }) => nodes as unknown));
  const walk = (value: unknown, key: string, keys: Set<string> | null): string | undefined => {
    if (key === 'widgetFormat' || slotRoots.has(value)) return undefined;
    if (typeof value === 'string') {
      const text = htmlToText(value);
      return (!keys || keys.has(key)) && !urlLike.test(text) && /\p{L}+\s+\p{L}+/u.test(text) ? text : undefined;
    }
    if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        const found = walk(v, Array.isArray(value) ? key : k, keys);
        if (found) return found;
      }
    }
    return undefined;
  };
  return walk(data, '', headingKeys) ?? walk(data, '', null);
}

/** Fixtures whose words outside any slot are, on purpose, not search text. */
const wordsNotIndexed: Record<string, string> = {
  'manual-driver-placement': 'its label names the place of a driver chosen per reader, not what the article says',
  row: "the editor's column gap (children[1]) is never rendered",
};

/** A copy of a container's node with `children` put at one of its slot paths. */
function withSlot(node: unknown, path: SlotPath, children: unknown[]): unknown {
  const copy = structuredClone(node) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[path.at(-1)!] = children;
  return copy;
}

describe('search text of every format', async () => {
  const cases = await Promise.all(defs.map(async (def) => ({ def, fixtures: await def.fixtures() })));
  const byFormat = cases.map((c) => [c.def.format, c] as const);

  it.each(byFormat)("%s: its default fixture's main visible text is indexed", (_format, { def, fixtures }) => {
    const main = mainText(def, parse(def, fixtures.default));
    if (main) expect(bodyOf(fixtures.default)).toContain(main);
  });

  it.each(byFormat)('%s: declares searchText when its fixtures hold words of their own', (format, { def, fixtures }) => {
    const worded = Object.values(fixtures).some((node) => mainText(def, parse(def, node)) !== undefined);
    if (worded && !(format in wordsNotIndexed)) expect(def.searchText).toBeTypeOf('function');
  });

  it.each(byFormat)('%s: indexes no link, colour or format name', (format, { def, fixtures }) => {
    for (const node of Object.values(fixtures)) {
      const texts = (def.searchText?.(parse(def, node)) ?? []).filter((t): t is string => Boolean(t)).map(htmlToText);
      for (const text of texts) {
        expect(text).not.toMatch(urlLike);
        expect(text).not.toMatch(hexColour);
        expect(text.toLowerCase()).not.toBe(format.toLowerCase());
      }
    }
  });

  const faq = cases.find((c) => c.def.format === 'faq')!.fixtures.default as { items: { question: string }[] };
  const containers = cases.filter((c) => c.def.slots);

  it.each(containers.map((c) => [c.def.format, c] as const))("%s: a child's text is indexed once, by the child", (_format, { def, fixtures }) => {
    const path = slotNodes(def, parse(def, fixtures.default))[0]!.path;
    const node = withSlot(fixtures.default, path, [faq, { type: 'html', html: '<p>Sleep 7 hours.[[ref:1]] Salt &amp; pepper</p>' }]);
    const body = bodyOf(node);
    expect(occurrences(body, faq.items[0]!.question)).toBe(1);
    expect(body).toContain('Sleep 7 hours. Salt & pepper');
  });
});

describe('article search text', () => {
  it('reads html nodes as text, without source markers', () => {
    expect(bodyOf({ type: 'html', html: '<h2>Rest</h2><p>Sleep 7 hours.[[ref:2]]</p><ul><li>Dark&nbsp;room</li></ul>' })).toBe('Rest Sleep 7 hours. Dark room');
  });

  it('gives nothing for an unknown format or a widget its schema refuses', () => {
    expect(bodyOf({ widgetFormat: 'not-a-format', title: 'Hidden words' }, { widgetFormat: 'faq', title: 'No items', items: [] })).toBe('');
  });

  it('follows containers down to a depth of 12, whatever they are given', () => {
    let node: unknown = { type: 'html', html: '<p>Bottom</p>' };
    for (let level = 20; level >= 0; level--) node = { widgetFormat: 'group', heading: `Level ${level}`, children: [node] };
    const body = bodyOf(node);
    expect(body).toContain('Level 12');
    expect(body).not.toContain('Level 13');
    expect(body).not.toContain('Bottom');
  });

  it('strips tags and decodes entities in html', () => {
    expect(htmlToText('<p>Salt &amp; pepper&nbsp;<strong>now</strong></p><ul><li>A&#39;s</li><li>&#x42;</li></ul>')).toBe("Salt & pepper now A's B");
    expect(htmlToText(`<p>marks ${markStart}are${markEnd} removed</p>`)).toBe('marks are removed');
    // Inline tags do not split words from their punctuation; block tags do separate blocks.
    expect(htmlToText('<p>Read about <a href="/x">sleep apnea</a>, or <em>rest</em>.</p><p>Next</p>')).toBe('Read about sleep apnea, or rest. Next');
    expect(htmlToText('<ul><li>one</li><li>two</li></ul>line<br>break')).toBe('one two line break');
  });

  it('takes html nodes and the search text of known widgets; a format this build does not know renders nothing and gives nothing', () => {
    const text = articleSearchText({
      title: ' Title ',
      description: 'Description',
      body: [
        { type: 'html', html: '<p>Intro</p>' },
        { widgetFormat: 'faq', initialState: 'expanded', items: [{ question: 'Q?', answer: '<p>A.</p>' }] },
        { widgetFormat: 'future-widget', heading: 'Heading', ctaUrl: 'https://example.org', imageSrc: '/images/x.jpg', link: '/a/b', caption: 'Caption' },
      ],
    });
    expect(text).toEqual({ title: 'Title', description: 'Description', body: 'Intro Q? A.' });
  });

  it('does not index pasted embed codes or aspect ratios (markup and settings, not reader text)', () => {
    const text = articleSearchText({
      title: 't',
      description: 'd',
      body: [{ widgetFormat: 'embed', title: 'Blood pressure chart', embedCode: '<iframe src="https://datawrapper.dwcdn.net/abc12/1/"></iframe>', aspectRatio: '16:9' }] as never,
    });
    expect(text.body).toContain('Blood pressure chart');
    expect(text.body).not.toContain('iframe');
    expect(text.body).not.toContain('dwcdn');
    expect(text.body).not.toContain('16:9');
  });

  it('indexes the text of issue 18 widgets and their children, not their settings (icons, types, themes, classes)', () => {
    const text = articleSearchText({
      title: 't',
      description: 'd',
      body: [
        {
          widgetFormat: 'widget-call-out',
          items: [{ driverType: 'multiArticleText', headerIcon: 'book', headerTitle: 'Sleep series', isContentSeries: true, contentSeries: { color_scheme: 'plum', title: 'Rest well' } }],
        },
        { widgetFormat: 'warningcard', severity: 'caution', title: 'Check with a pharmacist', text: '<p>Before you mix medicines.</p>' },
        { widgetFormat: 'quiz', scoreType: 'simple', questionType: 'single', title: 'Screening', questions: [{ question: 'Little interest in doing things?' }] },
        { widgetFormat: 'row', className: 'wp-row-split-width', children: [[{ type: 'html', html: '<p>Left column</p>' }], null, [{ widgetFormat: 'color-block', landingPageColorTheme: 'mlpDailyDose', children: [{ type: 'html', html: '<p>Inside</p>' }] }]] },
      ] as never,
    });
    expect(text.body).toBe('Rest well Sleep series Check with a pharmacist Before you mix medicines. Screening Little interest in doing things? Left column Inside');
  });

  it('cuts very long bodies', () => {
    const text = articleSearchText({ title: 't', description: 'd', body: [{ type: 'html', html: `<p>${'word '.repeat(40_000)}</p>` }] });
    expect(text.body.length).toBe(searchLimits.maxBodyChars);
  });
});
