import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { fixtures } from './fixtures';
import { tickerHeroSchema } from './schema';
import { heroLists } from './TickerHero';
import { widget } from './widget';

const items = (html: string) => [...html.matchAll(/<span class="item"( data-current="")?>([^<]*)<\/span>/g)].map((m) => ({ text: m[2], current: Boolean(m[1]) }));

describe('ticker-hero', () => {
  it('server-renders the headline with the first item showing and every item in one slot', async () => {
    const html = await renderWidget('ticker-hero', fixtures.default);
    expect(items(html)).toEqual([
      { text: 'better sleep', current: true },
      { text: 'a calmer mind', current: false },
      { text: 'a stronger heart', current: false },
    ]);
    expect(html).toMatch(/<span class="visual" aria-hidden="true"[^>]*><span class="before">One small habit a day for <\/span><span class="slot"/);
    expect(html).toContain('<span class="after"> in two minutes.</span>');
  });

  it('gives screen readers one stable sentence with every item', async () => {
    const html = await renderWidget('ticker-hero', fixtures.default);
    expect(html).toContain('<span class="fullText" data-ticker-full="">One small habit a day for better sleep, a calmer mind, and a stronger heart in two minutes.</span>');
    expect(html).toMatch(/<section[^>]*aria-labelledby="ticker-hero-p1-n0-headline"/);
    expect(html).toMatch(/<h2 id="ticker-hero-p1-n0-headline"/);
  });

  it('offers a pause button only when items cycle', async () => {
    expect(await renderWidget('ticker-hero', fixtures.default)).toContain('aria-pressed="false"');
    expect(await renderWidget('ticker-hero', fixtures.oneItem)).not.toContain('data-ticker-pause');
    expect(await renderWidget('ticker-hero', fixtures.noItems)).not.toContain('data-ticker-pause');
  });

  it('shows one item still', async () => {
    const html = await renderWidget('ticker-hero', fixtures.oneItem);
    expect(items(html)).toEqual([{ text: 'Nutrition Notes', current: true }]);
  });

  it('shows only the before and after text when there are no items', async () => {
    const html = await renderWidget('ticker-hero', fixtures.noItems);
    expect(html).not.toContain('data-ticker-slot');
    expect(html).toContain('<span class="before">Health news, </span><span class="after"> explained plainly.</span>');
    expect(html).toContain('data-ticker-full="">Health news, explained plainly.</span>');
  });

  it('drops empty items and refuses a hero without any headline', () => {
    const parsed = tickerHeroSchema.parse({ widgetFormat: 'ticker-hero', tickerHeadline: { items: ['sleep', '  ', ''] } });
    expect(parsed.tickerHeadline.items).toEqual(['sleep']);
    const refused = tickerHeroSchema.safeParse({ widgetFormat: 'ticker-hero', tickerHeadline: { beforeText: ' ', items: [''] } });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['tickerHeadline']);
    expect(tickerHeroSchema.safeParse({ widgetFormat: 'ticker-hero', tickerHeadline: { items: ['a'] }, heroImage: { imageUrl: 'javascript:alert(1)' } }).success).toBe(false);
    expect(tickerHeroSchema.safeParse({ widgetFormat: 'ticker-hero', tickerHeadline: { items: ['a'] }, colorTheme: 'neon' }).success).toBe(false);
  });

  it('renders the hero image at 393x474 with its alt text', async () => {
    const html = await renderWidget('ticker-hero', fixtures.longItems);
    const img = /<img [^>]*>/.exec(html)?.[0] ?? '';
    expect(img).toContain('src="/images/landing/ticker-hero-mind-matters.svg"');
    expect(img).toContain('width="393"');
    expect(img).toContain('height="474"');
    expect(img).toContain('alt="A drawing of a light bulb shaped like a head, on a lilac background"');
    expect(await renderWidget('ticker-hero', fixtures.noItems)).not.toContain('<img');
  });

  it('requests raster hero images through the 2.1x image rule', async () => {
    const html = await renderWidget('ticker-hero', { ...fixtures.oneItem, heroImage: { imageUrl: '/images/landing/hero.jpg', alt: '' } });
    expect(html).toContain('src="/_next/image?url=%2Fimages%2Flanding%2Fhero.jpg&amp;w=828&amp;q=75"');
  });

  it('links the call-to-action, "SIGN UP NOW" by default', async () => {
    expect(await renderWidget('ticker-hero', fixtures.default)).toContain('<a class="ctaLink" href="/daily-dose" data-cta="ticker-hero">SEE TODAY&#x27;S HABIT</a>');
    expect(await renderWidget('ticker-hero', fixtures.oneItem)).toContain('href="/nutrition" data-cta="ticker-hero">SIGN UP NOW</a>');
    expect(await renderWidget('ticker-hero', fixtures.noCta)).not.toMatch(/data-cta|<form/);
  });

  it('makes the call-to-action the sign-up form when the hero has newsletter lists', async () => {
    const html = await renderWidget('ticker-hero', fixtures.newsletterQuiz);
    expect(html).toContain('data-flow="signup-quiz"');
    expect(html).toMatch(/<form[^>]*>.*<input[^>]*type="email"/);
    expect(html).toMatch(/<button type="submit"[^>]*>SIGN UP NOW<\/button>/);
    expect(html).not.toContain('data-cta="ticker-hero"');
    expect(await renderWidget('ticker-hero', fixtures.longItems)).toMatch(/<button type="submit"[^>]*>JOIN NOW<\/button>/);
    expect(await renderWidget('ticker-hero', fixtures.newsletterOnly)).toContain('data-flow="signup"');
  });

  it('shows the consent box in the GDPR region class only', async () => {
    expect(await renderWidget('ticker-hero', fixtures.newsletterQuiz, { region: 'gdpr' })).toContain('name="newsletterConsent"');
    expect(await renderWidget('ticker-hero', fixtures.newsletterQuiz, { region: 'us' })).not.toContain('name="newsletterConsent"');
  });

  it("subscribes to the hero's lists of the page's site, else the site's default lists", () => {
    expect(heroLists('healthline', ['nutrition-notes', 'wellness-wire', 'nutrition-notes'])).toEqual(['nutrition-notes', 'wellness-wire']);
    expect(heroLists('healthline', ['mind-matters'])).toEqual(['wellness-wire']);
    expect(heroLists('psy', ['mind-matters'])).toEqual(['mind-matters']);
  });

  it('wraps the hero in the landing section with its wave unless switched off', async () => {
    const withWave = await renderWidget('ticker-hero', fixtures.default);
    expect(withWave).toMatch(/<section class="section withWave hero"/);
    expect(withWave).toMatch(/<div class="wave" aria-hidden="true" data-wave="idle"/);
    expect(await renderWidget('ticker-hero', fixtures.longItems)).not.toContain('data-wave');
  });

  it('colours the band from its theme; the daily-dose theme is marked for its own look', async () => {
    const html = await renderWidget('ticker-hero', fixtures.default);
    expect(html).toContain('data-theme="mlpDailyDose"');
    expect(html).toContain('--landing-bg:#fff4f2');
    expect(html).toContain('--hero-accent:#b3261e');
    const plain = await renderWidget('ticker-hero', fixtures.newsletterQuiz);
    expect(plain).toContain('data-theme="default"');
    expect(plain).not.toContain('--landing-bg');
  });

  describe('with an interest survey (spec "as a ticker hero")', () => {
    it('shows the survey under the headline in place of the call-to-action: its title, the first 6 options by their names and View All', async () => {
      const html = await renderWidget('ticker-hero', fixtures.survey);
      expect(html).toContain('data-flow="survey"');
      expect(html).toMatch(/<form[^>]*data-interest-survey=""[^>]*data-presentation="hero"/);
      expect(html).toMatch(/<h3 id="[^"]+" class="title">What would you like your habits to help with\?<\/h3>/);
      const labels = [...html.matchAll(/<input type="checkbox"[^>]*\/><span>([^<]*)<\/span>/g)].map((m) => m[1]);
      expect(labels).toEqual(['Sleep', 'Heart health', 'Nutrition', 'Healthy eating', 'Blood pressure', 'Insomnia']);
      expect(html).toMatch(/<button type="button"[^>]*aria-expanded="false"[^>]*>View All<\/button>/);
      expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>SUBMIT<\/button>/);
      expect(html).not.toContain('data-cta="ticker-hero"');
    });

    it('names the options by the page\'s site and leaves out another site\'s ids', async () => {
      const data = { ...fixtures.survey, survey: { ...fixtures.survey.survey, feedbackSelections: ['stress', 'sleep', 'burnout', 'Something else'] } };
      const labels = (html: string) => [...html.matchAll(/<input type="checkbox"[^>]*\/><span>([^<]*)<\/span>/g)].map((m) => m[1]);
      expect(labels(await renderWidget('ticker-hero', data, { site: 'psy' }))).toEqual(['Stress', 'Burnout', 'Something else']);
      expect(labels(await renderWidget('ticker-hero', data, { site: 'healthline' }))).toEqual(['Sleep', 'Something else']);
    });

    it('refuses a survey beside a sign-up or a link, and warns about selections that are no site\'s interest id', () => {
      const refused = tickerHeroSchema.safeParse({ ...fixtures.survey, newsletterLists: ['wellness-wire'], heroCtaUrl: '/daily-dose' });
      expect(refused.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
        'newsletterLists: a hero with a survey has no other call-to-action',
        'heroCtaUrl: a hero with a survey has no other call-to-action',
      ]);
      expect(tickerHeroSchema.safeParse({ ...fixtures.survey, survey: { ...fixtures.survey.survey, feedbackSelections: ['sleep'] } }).success).toBe(false);
      expect(tickerHeroSchema.safeParse({ ...fixtures.survey, survey: { ...fixtures.survey.survey, feedbackTitle: ' ' } }).success).toBe(false);
      const data = tickerHeroSchema.parse({ ...fixtures.survey, survey: { ...fixtures.survey.survey, feedbackSelections: ['sleep', 'burnout', 'slep', 'Time outdoors'] } });
      expect(widget.warnings!(data)).toEqual(['survey.feedbackSelections: "slep" is not an interest id of any site, so it does not show; write an answer as readers see it ("Time outdoors")']);
      expect(widget.warnings!(tickerHeroSchema.parse(fixtures.default))).toEqual([]);
    });

    it('gives search the survey\'s question and description', () => {
      expect(widget.searchText!(tickerHeroSchema.parse(fixtures.survey))).toEqual(expect.arrayContaining(['What would you like your habits to help with?', 'Choose as many as you like.']));
    });
  });
});
