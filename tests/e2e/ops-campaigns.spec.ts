// engine: database (the campaign report counts stored events)
import { expect, test } from '@playwright/test';
import { anonymousIdSignature } from './anonymous-id';
import { expectNoAxeViolations, openE2eDb } from './support';

/**
 * /ops/campaigns (issue 19, item 9; issue 33: conversions and the archive) and the audiences
 * endpoint (item 8) against the real server and database. The spec stores its own campaign (paused
 * on psy, so no drivers call ever selects it; its end is far off, so the retention job never
 * archives it during the run), its driver events with a sign-up, and an archived campaign, then
 * reads them back signed in as an operator.
 */
const operatorToken = 'e2e-operator-token-0123456789';
const uuid = 'e2e0c0de-0000-4000-8000-00000000ca01';
const name = 'Browser test: calm breathing course';
const reader = 'e2e0c0de-0000-4000-8000-00000000ad01';
const archivedUuid = 'e2e0c0de-0000-4000-8000-00000000ca02';
const archivedName = 'Browser test: ended checklist download';

const campaignDocument = {
  documentType: 'campaign',
  site: 'psy',
  _uuid: uuid,
  campaignName: name,
  status: 'paused',
  articlePlacement: 'rightRail',
  priority: 7,
  startDate: '2026-01-01T00:00:00.000Z',
  endDate: '2099-01-31T00:00:00.000Z',
  targeting: {
    categories: ['stress'],
    pageTemplates: [],
    paths: [],
    excludePaths: [],
    k1: [],
    kmeta: [],
    deviceTypes: ['mobile'],
    regions: [],
    audiences: ['returning-reader'],
    excludeAudiences: [],
  },
  variants: [
    { name: 'A', weight: 50 },
    { name: 'B', weight: 50, headline: 'Two minutes to a calmer day' },
  ],
  driverType: 'newsletter',
  style: 'card',
  headline: 'Breathe easier this week',
  newsletterLists: ['calm-mind'],
};

test.describe('operator campaigns page', () => {
  test.beforeAll(() => {
    const db = openE2eDb();
    const now = new Date().toISOString();
    db.prepare(
      `insert into campaigns (uuid, site, campaign_name, placement, status, priority, start_at, end_at, document, stored_at)
       values (?, 'psy', ?, 'rightRail', 'paused', 7, ?, ?, ?, ?)
       on conflict (uuid) do update set document = excluded.document, stored_at = excluded.stored_at`,
    ).run(uuid, name, campaignDocument.startDate, campaignDocument.endDate, JSON.stringify(campaignDocument), now);
    db.prepare(`delete from events where name = ?`).run(uuid);
    db.prepare(`delete from campaign_archive where uuid in (?, ?)`).run(uuid, archivedUuid);
    const event = db.prepare(
      `insert into events (event_name, site, page_path, element_type, location, name, variant, action_outcome, category, view_correlation_id, created_at)
       values (?, 'psy', '/stress/breathing', 'driver', 'rightRail', ?, ?, ?, 'newsletter', ?, ?)`,
    );
    const view = (n: number) => `e2e0c0de-0000-4000-8000-0000000${String(n).padStart(5, '0')}`;
    for (let i = 0; i < 8; i++) event.run('Element Viewed', uuid, 'A', null, view(i), now);
    for (let i = 0; i < 4; i++) event.run('Element Viewed', uuid, 'B', null, view(100 + i), now);
    event.run('Element Clicked', uuid, 'A', 'click', view(0), now);
    event.run('Element Clicked', uuid, 'A', 'contextmenu', view(1), now);
    event.run('Element Clicked', uuid, 'A', 'dismiss', view(2), now);
    event.run('Element Clicked', uuid, 'B', 'click', view(100), now);
    // Two sign-ups after views of A (one labelled B: it counts for the variant viewed), one sent twice from one view.
    event.run('Form Submitted', uuid, 'A', 'signup', view(0), now);
    event.run('Form Submitted', uuid, 'B', 'signup', view(1), now);
    event.run('Form Submitted', uuid, 'B', 'signup', view(1), now);
    const archivedDocument = {
      documentType: 'campaign',
      site: 'psy',
      _uuid: archivedUuid,
      campaignName: archivedName,
      articlePlacement: 'manualPlacement1',
      driverType: 'download',
      callToActionURL: '/files/checklist.pdf',
      endDate: '2026-02-01T00:00:00.000Z',
    };
    db.prepare(
      `insert into campaign_archive (uuid, site, campaign_name, placement, driver_type, reason, ended_at, archived_at, document, figures)
       values (?, 'psy', ?, 'manualPlacement1', 'download', 'ended', '2026-02-01T00:00:00.000Z', ?, ?, ?)`,
    ).run(archivedUuid, archivedName, now, JSON.stringify(archivedDocument), JSON.stringify({ variants: [{ variant: 'A', weight: 100, views: 40, clicks: 10, signups: 0, downloads: 6, quizCompletions: 0 }] }));
    db.close();
  });

  test('signed in, lists the campaign with its schedule and per-variant figures, charts it by day; keyboard and axe', async ({ page }) => {
    await page.goto('/ops/campaigns');
    await expect(page.getByLabel('Operator token')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.getByLabel('Operator token').fill(operatorToken);
    await page.getByRole('button', { name: 'Sign in' }).click();

    // Signing in returns to the page the form was on; the navigation links the dashboard and back.
    await expect(page).toHaveURL(/\/ops\/campaigns$/);
    const nav = page.getByRole('navigation', { name: 'Operator pages' });
    await expect(nav.getByRole('link', { name: 'Campaigns' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/ops$/);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Campaigns' }).click();
    await expect(page).toHaveURL(/\/ops\/campaigns$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();

    const card = page.getByRole('article', { name });
    await expect(card).toContainText('Wellread Mind (psy)');
    await expect(card).toContainText('rightRail');
    await expect(card).toContainText('Paused');
    await expect(card.locator('[data-schedule]')).toHaveText('Running: 2026-01-01 00:00 UTC to 2099-01-31 00:00 UTC');
    await expect(card).toContainText('Audiences: returning-reader');
    // Impressions, clicks, CTR, sign-ups and the conversion rate per variant.
    await expect(card.getByRole('columnheader', { name: 'Sign-ups' })).toBeVisible();
    await expect(card.locator('tr[data-variant="A"]')).toHaveText(/^A\s*50%\s*8\s*2\s*25\.0%\s*2\s*25\.0%$/);
    await expect(card.locator('tr[data-variant="B"]')).toHaveText(/^B\s*50%\s*4\s*1\s*25\.0%\s*0\s*0\.0%$/);
    await expect(card.locator('tr[data-variant="all"]')).toHaveText(/^All variants\s*100%\s*12\s*3\s*25\.0%\s*2\s*16\.7%$/);

    // Ended and archived: its final figures.
    const archived = page.getByRole('region', { name: 'Ended and archived' }).getByRole('article', { name: archivedName });
    await expect(archived).toContainText('Ended2026-02-01 00:00 UTC');
    await expect(archived.locator('tr[data-variant="A"]')).toHaveText(/^A\s*100%\s*40\s*10\s*25\.0%\s*6\s*15\.0%$/);
    await expectNoAxeViolations(page);

    // Keyboard: the campaign's chart link is reached and followed with the keyboard.
    const chartLink = card.getByRole('link', { name: `Daily chart for ${name}` });
    await chartLink.focus();
    await expect(chartLink).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`campaign=${uuid}`));
    const figure = page.getByRole('figure', { name: `Impressions and clicks per day, ${name}` });
    await expect(figure).toBeVisible();
    await figure.getByText('Data table (30 days, 12 impressions, 3 clicks)').click();
    const today = new Date().toISOString().slice(0, 10);
    await expect(figure.getByRole('row', { name: new RegExp(today) })).toHaveText(new RegExp(`${today}\\s*12\\s*3\\s*25\\.0%\\s*2`));
    await expectNoAxeViolations(page);

    // The period filter keeps the chosen campaign.
    await page.getByLabel('Period').selectOption('7');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/days=7/);
    await expect(page).toHaveURL(new RegExp(`campaign=${uuid}`));
    await expect(page.getByRole('figure', { name: `Impressions and clicks per day, ${name}` })).toBeVisible();

    // Bad query strings fall back to the defaults.
    const answer = await page.goto('/ops/campaigns?days=abc&site=%3Cscript%3E&campaign=%27%20or%201%3D1&days=7');
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole('figure', { name: 'Impressions and clicks per day, every campaign listed' })).toBeVisible();
    await expect(page.getByRole('article', { name })).toBeVisible();
  });

  test('fits a 320 px screen without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/ops/campaigns');
    await page.getByLabel('Operator token').fill(operatorToken);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
    await page.goto(`/ops/campaigns?site=psy&campaign=${uuid}`);
    await expect(page.getByRole('article', { name })).toBeVisible();
    await page.getByText('Data table (30 days', { exact: false }).click();
    // Wide tables scroll inside their own area; nothing sticks out of the page.
    const sticking = await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5 && !el.closest('[role="region"]'))
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
    );
    expect(sticking).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('audiences endpoint', () => {
  test.beforeAll(() => {
    const db = openE2eDb();
    db.prepare(`delete from events where anonymous_id = ?`).run(reader);
    const now = new Date().toISOString();
    const event = db.prepare(`insert into events (event_name, site, page_path, name, anonymous_id, created_at) values (?, 'healthline', ?, ?, ?, ?)`);
    event.run('Product Clicked', '/nutrition/fiber-basics', null, reader, now);
    // On a health-condition page: never counted.
    event.run('Form Submitted', '/heart-health/heart-attack-warning-signs', 'newsletter', reader, now);
    db.close();
  });

  test('answers the audiences asked for from the reader’s own events, uncached, only with the id’s signature cookie; 400 for a bad id', async ({ request }) => {
    const query = `/api/cdp/profile/v3?tagularAnonId=${reader}&audiences=returning-reader,product-shopper,newsletter-subscriber,nutrition-reader,unknown`;
    const answer = await request.get(query, { headers: { cookie: `hl_anonymous_id=${reader}; hl_anonymous_sig=${anonymousIdSignature(reader)}` } });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toBe('no-store');
    expect(await answer.json()).toEqual({ audiences: ['product-shopper'] });
    // Knowing the id is not enough (partner links carry it): without its signature, no audiences (decision 013).
    const unsigned = await request.get(query, { headers: { cookie: `hl_anonymous_id=${reader}` } });
    expect(unsigned.status()).toBe(200);
    expect(await unsigned.json()).toEqual({ audiences: [] });

    const bad = await request.get('/api/cdp/profile/v3?tagularAnonId=not-an-id&audiences=product-shopper');
    expect(bad.status()).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toContain('tagularAnonId');
  });
});
