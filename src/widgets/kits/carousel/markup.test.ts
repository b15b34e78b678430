import { afterEach, describe, expect, it, vi } from 'vitest';
import { dailyDoseMarkup } from '@/widgets/card-carousel/fixtures';
import { healthyDayMarkup } from '@/widgets/image-carousel/fixtures';
import { parseCarouselMarkup, parseCarouselMarkupResult } from './markup';

const flip = (title: string, back: string, attrs = '') => `<div class="card"${attrs}><div class="front"><h3>${title}</h3></div><div class="back">${back}</div></div>`;

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('carousel markup parser', () => {
  it('parses a flip card into title, media, back answer and description', () => {
    const { cards, error } = parseCarouselMarkupResult(
      '<div class="card"><div class="front"><img src="/i/moon.svg" alt=" A  moon " width="240" height="120"><h3>How much sleep?</h3><p>Tap to see</p></div>' +
        '<div class="back"><p class="answer">7 hours</p><p>Most <strong>adults</strong> need 7.</p></div></div>',
      'card',
    );
    expect(error).toBeUndefined();
    expect(cards).toEqual([
      {
        kind: 'card',
        title: 'How much sleep?',
        frontText: '<p>Tap to see</p>',
        back: { answer: '7 hours', description: '<p>Most <strong>adults</strong> need 7.</p>', lessons: [] },
        media: { src: '/i/moon.svg', alt: 'A moon', width: 240, height: 120 },
      },
    ]);
  });

  it('takes the back heading as the answer when no element is classed answer', () => {
    const [card] = parseCarouselMarkup(flip('Q', '<h4>The answer</h4><p>Why.</p>'), 'card');
    expect(card!.back).toEqual({ answer: 'The answer', description: '<p>Why.</p>', lessons: [] });
  });

  it('parses daily-dose cards: lessons from daily-dose-lessons, at most 3, with the lesson id', () => {
    const cards = parseCarouselMarkup(dailyDoseMarkup, 'card');
    expect(cards).toHaveLength(3);
    expect(cards.map((c) => c.lessonId)).toEqual(['sleep-habit-1', 'sleep-habit-2', 'sleep-habit-3']);
    expect(cards[1]!.back!.lessons).toEqual([
      { text: 'Put your phone out of reach 30 minutes before bed.' },
      { text: 'Swap scrolling for a book, music or a warm shower.' },
      { text: 'Turn on night mode if you do use a screen.' },
    ]);
    expect(cards[1]!.back!.description).toBe('<p>Bright light and busy feeds keep your brain alert when it should be winding down.</p>');
    expect(cards[1]!.back!.description).not.toContain('fourth');
  });

  it('gives a daily-dose card without data-lesson-id a lesson id from its position', () => {
    const [, second] = parseCarouselMarkup(flip('A', '<p>x</p>') + flip('B', '<ul class="daily-dose-lessons"><li>One</li></ul>'), 'card');
    expect(second!.lessonId).toBe('lesson-2');
  });

  it('parses single cards beside flip cards', () => {
    const cards = parseCarouselMarkup('<div class="single-card"><img src="/i/a.svg"><h3>Walk</h3><p>Daily.</p></div>' + flip('Q', '<p>A</p>'), 'card');
    expect(cards[0]).toEqual({ kind: 'single-card', title: 'Walk', frontText: '<p>Daily.</p>', media: { src: '/i/a.svg', alt: '' } });
    expect(cards[1]!.kind).toBe('card');
  });

  it('parses image cards with desktop and mobile images and a caption', () => {
    const cards = parseCarouselMarkup(healthyDayMarkup, 'image');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toMatchObject({
      kind: 'image',
      title: 'A cool, dark and quiet bedroom makes it easier to fall and stay asleep.',
      images: {
        desktop: { src: '/images/carousel/bedroom-desktop.svg', width: 800, height: 450 },
        mobile: { src: '/images/carousel/bedroom-mobile.svg', width: 600, height: 800 },
      },
    });
    // One img without a class is the desktop image.
    expect(parseCarouselMarkup('<div class="image-card"><img src="/a.svg"></div>', 'image')[0]!.images).toEqual({ desktop: { src: '/a.svg', alt: '' } });
  });

  it('parses value propositions as single cards, whatever their class', () => {
    const cards = parseCarouselMarkup('<div class="card"><img src="/i.svg" alt=""><h3>Reviewed</h3><p>By doctors.</p></div>', 'value-prop');
    expect(cards).toEqual([{ kind: 'single-card', title: 'Reviewed', frontText: '<p>By doctors.</p>', media: { src: '/i.svg', alt: '' } }]);
  });

  it('sanitizes the text: scripts, handlers and iframes never come through', () => {
    const [card] = parseCarouselMarkup(
      flip('Q<script>alert(1)</script>', '<p onclick="x()">A<script>alert(2)</script></p><iframe src="https://evil.example"></iframe><img src="x" onerror="y()">'),
      'card',
    );
    expect(card!.title).toBe('Qalert(1)');
    expect(card!.back!.description).not.toMatch(/script|onclick|iframe|onerror/);
  });

  it.each([
    ['no markup', '', 'card'],
    ['no card', '<p>Just text</p>', 'card'],
    ['a card without a back', '<div class="card"><div class="front"><h3>Q</h3></div></div>', 'card'],
    ['a card without a front', '<div class="card"><div class="back"><p>A</p></div></div>', 'card'],
    ['a card without a title', flip('', '<p>A</p>'), 'card'],
    ['an empty back', flip('Q', ' '), 'card'],
    ['an empty lessons list', flip('Q', '<ol class="daily-dose-lessons"></ol>'), 'card'],
    ['a bad lesson id', flip('Q', '<p>A</p>', ' data-lesson-id="a b"'), 'card'],
    ['a card inside a card', `<div class="card">${flip('Q', '<p>A</p>')}</div>`, 'card'],
    ['a javascript: image', '<div class="single-card"><img src="javascript:alert(1)"><h3>T</h3></div>', 'card'],
    ['an image card without an image', '<figure class="image-card"><figcaption>x</figcaption></figure>', 'image'],
    ['a protocol-relative image', '<figure class="image-card"><img src="//evil.example/a.png"></figure>', 'image'],
    ['too many cards', '<div class="single-card"><h3>T</h3></div>'.repeat(25), 'value-prop'],
    ['unclosed junk', '<div class="card"><div class="front"><h3>Q', 'card'],
  ] as const)('gives an empty result for %s', (_name, markup, kind) => {
    const result = parseCarouselMarkupResult(markup, kind);
    expect(result.cards).toEqual([]);
    expect(result.error).toEqual(expect.any(String));
  });

  it('logs a parsing failure once per markup', () => {
    vi.stubEnv('LOG_LEVEL', 'warn');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const markup = `<div class="card"><div class="front"><h3>Logged once ${Math.random()}</h3></div></div>`;
    expect(parseCarouselMarkup(markup, 'card')).toEqual([]);
    expect(parseCarouselMarkup(markup, 'card')).toEqual([]);
    const lines = warn.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('Carousel markup could not be parsed'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('the back (class=\\"back\\") is missing');
  });
});
