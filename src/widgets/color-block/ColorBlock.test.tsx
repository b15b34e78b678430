import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { BodyNode } from '@/content/article-schema';
import { aaContrast, contrastRatio } from '@/lib/contrast';
import { RenderWidgets } from '@/widgets/RenderWidgets';
import { renderWidget } from '@tests/support/render-widget';
import { fixtures } from './fixtures';
import { blockColours, defaultPalette, LANDING_PAGE_COLOR_THEMES } from './palette';
import { colorBlockSchema } from './schema';

async function render(body: unknown[]) {
  return renderToStaticMarkup(await RenderWidgets({ body: body as BodyNode[], site: 'healthline', region: 'us', canonicalPath: '/test/color-block' }));
}

const styleOf = (html: string) => /style="([^"]*)"/.exec(html)?.[1] ?? '';
const cssVar = (style: string, name: string) => new RegExp(`${name}:(#[0-9a-f]{6})`).exec(style)?.[1];

describe('color-block', () => {
  it.each([
    ['mid grey', '#777777'],
    ['mid grey, short form', '#777'],
    ['pure yellow', '#ffff00'],
    ['dark blue', '#00008b'],
    ['the brand red', '#b3261e'],
    ['white', '#fff'],
    ['black', '#000000'],
    ['a mid green', '#2e8b57'],
  ])('chooses a text colour with AA contrast on %s', (_, primaryColor) => {
    const colours = blockColours({ primaryColor });
    expect(contrastRatio(colours.background, colours.text)).toBeGreaterThanOrEqual(aaContrast);
    expect(colours.ratio).toBeGreaterThanOrEqual(aaContrast);
  });

  it('puts black text on yellow and white text on dark blue, in the rendered block', async () => {
    const yellow = styleOf(await renderWidget('color-block', fixtures.pureYellow));
    expect(cssVar(yellow, '--block-bg')).toBe('#ffff00');
    expect(cssVar(yellow, '--block-text')).toBe('#000000');
    const blue = styleOf(await renderWidget('color-block', { ...fixtures.editorColours, primaryColor: '#00008B' }));
    expect(cssVar(blue, '--block-bg')).toBe('#00008b');
    expect(cssVar(blue, '--block-text')).toBe('#ffffff');
    const grey = await renderWidget('color-block', fixtures.midGrey);
    expect(cssVar(styleOf(grey), '--block-bg')).toBe('#777777');
    expect(contrastRatio('#777777', cssVar(styleOf(grey), '--block-text')!)).toBeGreaterThanOrEqual(aaContrast);
  });

  it('takes the landing-page theme palette (mlpDailyDose), the editor colours overriding it', async () => {
    expect(blockColours({ landingPageColorTheme: 'mlpDailyDose' })).toMatchObject({ background: '#fff4f2', accent: '#b3261e', text: '#000000' });
    expect(blockColours({ landingPageColorTheme: 'mlpThinkingAloud', secondaryColor: '#B3261E' })).toMatchObject({ background: LANDING_PAGE_COLOR_THEMES.mlpThinkingAloud.primary, accent: '#b3261e' });
    expect(blockColours({})).toMatchObject({ background: defaultPalette.primary, accent: defaultPalette.secondary });
    const html = await renderWidget('color-block', fixtures.default);
    expect(html).toContain('data-theme="mlpDailyDose"');
    expect(cssVar(styleOf(html), '--block-accent')).toBe('#b3261e');
  });

  it('shows the still frame, not the animation, under prefers-reduced-motion', async () => {
    const html = await renderWidget('color-block', fixtures.default);
    expect(html).toMatch(
      /<picture class="gifFrame gifTop" data-gif="still-when-reduced"><source media="\(prefers-reduced-motion: reduce\)" srcSet="\/images\/landing\/sunrise-still.png"\/><img class="gif" src="\/images\/landing\/sunrise.gif" alt="" width="240" height="136" loading="lazy" decoding="async"\/><\/picture>/,
    );
  });

  it('without a still frame, hides the gif for reduced motion (motionOnly) and keeps its size', async () => {
    const html = await renderWidget('color-block', fixtures.endOfArticleGif);
    expect(html).toMatch(/<div class="gifFrame gifEnd motionOnly" data-gif="hidden-when-reduced"><img class="gif" src="\/images\/landing\/sunrise.gif" alt="A sun rising over a red horizon" width="240" height="136"/);
    expect(html).not.toContain('<picture');
  });

  it('puts the gif at the top, or after the children when isEndOfArticleGif is set', async () => {
    const top = await render([{ ...fixtures.default }]);
    expect(top.indexOf('sunrise.gif')).toBeLessThan(top.indexOf('One small habit a day'));
    const end = await render([fixtures.endOfArticleGif]);
    expect(end.indexOf('See you tomorrow')).toBeLessThan(end.indexOf('sunrise.gif'));
  });

  it('renders its children through the pipeline, html sanitized, links inside kept', async () => {
    const html = await render([{ ...fixtures.editorColours, children: [{ type: 'html', html: '<p>Hi <a href="/sleep" onclick="x()">sleep</a><iframe src="https://evil.example"></iframe></p>' }, fixtures.themeWithOverride.children[1]] }]);
    expect(html).toMatch(/<a href="\/sleep"[^>]*>sleep<\/a>/);
    expect(html).not.toMatch(/<iframe|onclick/);
    expect(html).toContain('data-widget="oneTwoThree"');
  });

  it('renders nothing with neither children nor a gif; a gif alone is enough', async () => {
    expect(await render([fixtures.empty])).not.toContain('--block-bg');
    expect(await render([fixtures.gifOnly])).toContain('sunrise.gif');
  });

  it('validates colours, theme, gif size and hosts', () => {
    const ok = (data: object) => colorBlockSchema.safeParse({ widgetFormat: 'color-block', children: [], ...data }).success;
    expect(ok({ primaryColor: '#ABC', secondaryColor: '#a1b2c3' })).toBe(true);
    expect(colorBlockSchema.parse({ widgetFormat: 'color-block', children: [], primaryColor: ' #ABC ' }).primaryColor).toBe('#aabbcc');
    for (const bad of ['red', '#12', '#1234567', 'rgb(0,0,0)', '#ggg', 'url(x)']) expect(ok({ primaryColor: bad }), bad).toBe(false);
    expect(ok({ landingPageColorTheme: 'mlpDailyDose' })).toBe(true);
    expect(ok({ landingPageColorTheme: 'daily-dose' })).toBe(false);
    expect(ok({ gifUrl: '/a.gif' })).toBe(false);
    expect(ok({ gifUrl: '/a.gif', gifWidth: 100, gifHeight: 50 })).toBe(true);
    expect(ok({ gifUrl: 'http://example.com/a.gif', gifWidth: 100, gifHeight: 50 })).toBe(false);
    expect(ok({ gifStillUrl: 'javascript:alert(1)' })).toBe(false);
    expect(ok({ isEndOfArticleGif: 'yes' })).toBe(false);
    expect(ok({ gifAlt: 'x'.repeat(201) })).toBe(false);
  });
});
