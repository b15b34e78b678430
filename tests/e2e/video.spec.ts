// engine: any
import { expect, test, type Page } from '@playwright/test';
import { saveConsentChoice } from './consent-cookies';
import { expectNoAxeViolations, jsonLd, waitForHydration } from './support';

const demo = '/stress/breathing-exercises-video';
const psy = (baseURL: string | undefined, path: string) => `${baseURL!.replace('localhost', 'psy.localhost')}${path}`;

interface SentEvent {
  eventName: string;
  payload: Record<string, unknown>;
}

/** Records the hosts the page asks and the events of every /v2/t batch (routing it makes beacon bodies visible). */
async function record(page: Page) {
  const hosts = new Set<string>();
  const events: SentEvent[] = [];
  await page.route('**/v2/t', (route) => route.continue());
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'http:' || url.protocol === 'https:') hosts.add(url.hostname);
    if (url.pathname === '/v2/t' && request.method() === 'POST') events.push(...(request.postDataJSON() as { events: SentEvent[] }).events);
  });
  const video = () => events.filter((e) => e.eventName === 'Video Event').map((e) => e.payload);
  return { hosts, video };
}

test.describe('video', () => {
  test('the demo article plays our own video muted, with captions and a transcript, sends video events and asks no third party', async ({ page, baseURL }) => {
    const sent = await record(page);
    await page.goto(psy(baseURL, demo));
    const player = page.locator('video').first();
    await expect(player).toHaveAttribute('preload', 'none');
    await expect(player.locator('track[kind="captions"][srclang="en"][default]')).toHaveAttribute('src', '/media/video/box-breathing.vtt');
    await expect(page.locator('details summary', { hasText: 'Transcript' }).first()).toBeVisible();
    await expect(page.locator('details').first()).toContainText('Box breathing is a simple way to slow down');
    const box = await player.boundingBox();
    expect(Math.abs(box!.width / box!.height - 16 / 9)).toBeLessThan(0.02);

    await waitForHydration(player);
    await player.evaluate(async (video: HTMLVideoElement) => {
      video.muted = true;
      video.currentTime = 6;
      await video.play();
    });
    await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 15_000 }).toBeGreaterThan(6.5);
    await player.evaluate((video: HTMLVideoElement) => video.pause());
    await expect
      .poll(() => sent.video().map((p) => `${p.action as string}${p.progress ? `:${p.progress as number}` : ''}`), { timeout: 15_000 })
      .toEqual(expect.arrayContaining(['play', 'progress:25', 'pause']));
    expect(sent.video()[0]).toMatchObject({ videoId: 'box-breathing', name: 'Box breathing in four steps', location: 'responsive_video' });
    expect([...sent.hosts].filter((h) => h !== 'psy.localhost' && h !== 'localhost')).toEqual([]);

    const videoObjects = (await jsonLd(page)).filter((d) => d['@type'] === 'VideoObject');
    expect(videoObjects.map((v) => v.name)).toEqual(['Box breathing in four steps', '4-7-8 breathing']);
    expect(videoObjects[0]).toMatchObject({ duration: 'PT20S', uploadDate: '2025-11-24' });
    await expectNoAxeViolations(page);
  });

  test('the playlist switches video from the keyboard and reports it', async ({ page, baseURL }) => {
    // Review pages have no region's consent defaults: events wait for a choice, so the reader allows performance cookies first.
    await saveConsentChoice(page.context(), baseURL!, { performance: true });
    const sent = await record(page);
    await page.goto('/widgets/responsive_video');
    const nav = page.getByRole('navigation', { name: 'Videos in this playlist' });
    const first = nav.getByRole('button', { name: /Box breathing/ });
    const second = nav.getByRole('button', { name: /4-7-8 breathing/ });
    await waitForHydration(first);
    await expect(first).toHaveAttribute('aria-current', 'true');
    await first.focus();
    await page.keyboard.press('ArrowDown');
    await expect(second).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-current', 'true');
    await expect(first).not.toHaveAttribute('aria-current');
    const playlistVideo = page.locator('section', { has: nav }).locator('video');
    await expect(playlistVideo.locator('source').first()).toHaveAttribute('src', '/media/video/four-seven-eight-breathing.webm');
    await expect(playlistVideo.locator('track')).toHaveAttribute('src', '/media/video/four-seven-eight-breathing.vtt');
    await expect(page.getByText('Now playing: 4-7-8 breathing (2 of 2)')).toBeVisible();
    await expect.poll(() => sent.video().filter((p) => p.action === 'playlist_select').map((p) => p.position), { timeout: 15_000 }).toEqual([2]);
  });

  test('the sitemap lists the demo article’s videos', async ({ page, baseURL }) => {
    // Through the browser, which resolves psy.localhost (Node's resolver does not).
    const xml = await (await page.goto(psy(baseURL, '/sitemap.xml')))!.text();
    expect(xml).toContain('xmlns:video="http://www.google.com/schemas/sitemap-video/1.1"');
    expect(xml).toMatch(/<loc>[^<]*\/stress\/breathing-exercises-video<\/loc>[\s\S]*?<video:title>Box breathing in four steps<\/video:title>/);
  });

  test('wp-youtube without code shows the placeholder text', async ({ page }) => {
    await page.goto('/widgets/wp-youtube');
    await expect(page.getByText('Video Placeholder').first()).toBeVisible();
    await expect(page.getByText('Video implementation pending').first()).toBeVisible();
  });
});
