import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { fixtures } from './fixtures';
import { cardCarouselSchema } from './schema';

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('card-carousel', () => {
  it('renders each flip card with both faces and a flip button, in a labelled, focusable scroll region', async () => {
    const html = await renderWidget('card-carousel', fixtures.default);
    expect(html).toContain('<div class="carousel cardCarousel"><h2 id="page1-card-carousel-0-title" class="title">Sleep myths and facts</h2>');
    expect(html).toContain('id="page1-card-carousel-0" class="scroller" role="region" aria-label="Sleep myths and facts" tabindex="0"');
    expect(count(html, /class="flip"/g)).toBe(3);
    expect(count(html, /<button type="button" class="flipButton" aria-pressed="false" aria-label="Show answer">/g)).toBe(3);
    expect(html).toContain('<h3 class="cardTitle">How much sleep do most adults need?</h3>');
    expect(html).toContain('<p class="answer">7 hours or more a night</p>');
    // No face is inert in the server HTML: without script both stay readable.
    expect(html).not.toContain('inert');
  });

  it('lays out 3 cards in a row, 4 in a grid and more in a scroller', async () => {
    expect(await renderWidget('card-carousel', fixtures.default)).toContain('<ul class="track" data-layout="row" data-count="3">');
    expect(await renderWidget('card-carousel', fixtures.fourCardsGrid)).toContain('<ul class="track" data-layout="grid" data-count="4">');
    expect(await renderWidget('card-carousel', fixtures.manyCardsScroll)).toContain('<ul class="track" data-layout="scroll" data-count="6">');
  });

  it('renders Previous (disabled at the first slide), Next and one dot per slide', async () => {
    const html = await renderWidget('card-carousel', fixtures.manyCardsScroll);
    expect(html).toMatch(/<button type="button" class="arrow" aria-controls="page1-card-carousel-0" disabled="">.*Previous<\/button>/);
    expect(html).toMatch(/<button type="button" class="arrow" aria-controls="page1-card-carousel-0">Next/);
    expect(count(html, /class="dot"/g)).toBe(6);
    expect(html).toContain('aria-label="Slide 1 of 6" aria-current="true"');
  });

  it('shows no dots or arrows for a single card', async () => {
    const html = await renderWidget('card-carousel', { ...fixtures.default, markup: fixtures.longText.markup });
    expect(html).not.toMatch(/class="dot"|class="arrow"/);
  });

  it('renders daily-dose cards with at most 3 lessons on the back', async () => {
    const html = await renderWidget('card-carousel', fixtures.dailyDose);
    expect(count(html, /data-daily-dose="true"/g)).toBe(3);
    const lists = [...html.matchAll(/<ol class="lessons"[^>]*>(.*?)<\/ol>/g)].map((m) => count(m[1]!, /<li>/g));
    expect(lists).toEqual([3, 3, 3]);
    expect(html).not.toContain('fourth lesson');
    expect(html).toContain('<p class="kicker">Daily dose: 3 lessons</p>');
  });

  it('renders single cards without a flip button', async () => {
    const html = await renderWidget('card-carousel', fixtures.singleCards);
    expect(count(html, /class="single"/g)).toBe(2);
    expect(html).not.toContain('flipButton');
    // Missing alt: the spec's default.
    expect(html).toContain('alt="carousel item 1"');
  });

  it('renders nothing when the markup cannot be parsed', async () => {
    expect(await renderWidget('card-carousel', fixtures.malformedNoBack)).toBe('');
    expect(await renderWidget('card-carousel', fixtures.noCards)).toBe('');
  });

  it('keeps ids unique per body position and article', async () => {
    const html = await renderWidget('card-carousel', fixtures.default, { index: 7, page: 2 });
    expect(html).toContain('id="page2-card-carousel-7"');
  });

  it('refuses a unit id that the lesson events would not accept', () => {
    expect(cardCarouselSchema.safeParse({ ...fixtures.dailyDose, unitId: 'better sleep' }).success).toBe(false);
    expect(cardCarouselSchema.safeParse({ widgetFormat: 'card-carousel' }).success).toBe(false);
  });
});
