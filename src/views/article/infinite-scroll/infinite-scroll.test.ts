import { describe, expect, it, vi } from 'vitest';
import { allowedInfScrollTarget, infScrollQueue } from '@/views/article/infinite-scroll/queue';
import { articleInView, infScrollThresholds, readProgress, thresholdsToReport } from '@/views/article/infinite-scroll/reading';
import { upNextItems, upNextLimit } from '@/views/article/infinite-scroll/up-next';
import { replacePathname } from '@/views/article/infinite-scroll/url';

const root = {
  canonicalPath: '/heart-health/heart-attack-warning-signs',
  infScrollArticles: [
    { title: 'Blood pressure', link: '/heart-health/know-your-blood-pressure' },
    { title: 'Elsewhere', link: 'https://example.com/heart' },
    { title: 'Anchor', link: '#faq' },
    { title: 'Itself', link: '/heart-health/heart-attack-warning-signs' },
    { title: 'Blood pressure again', link: '/heart-health/know-your-blood-pressure' },
    { title: 'Activity', link: '/heart-health/physical-activity-for-heart-health' },
    { title: 'Query', link: '/sleep/sleep-apnea-signs?x=1' },
  ],
};

describe('infinite-scroll queue', () => {
  it('keeps same-site canonical paths in list order, without the root or repeats', () => {
    expect(infScrollQueue(root)).toEqual([
      { title: 'Blood pressure', link: '/heart-health/know-your-blood-pressure' },
      { title: 'Activity', link: '/heart-health/physical-activity-for-heart-health' },
    ]);
  });

  it('is empty without infScrollArticles', () => {
    expect(infScrollQueue({ canonicalPath: '/a', infScrollArticles: [] })).toEqual([]);
  });

  it('allows only a path from the root article’s list', () => {
    expect(allowedInfScrollTarget(root, '/heart-health/physical-activity-for-heart-health')).toEqual({ path: '/heart-health/physical-activity-for-heart-health', page: 3 });
    expect(allowedInfScrollTarget(root, '/heart-health/know-your-blood-pressure')).toEqual({ path: '/heart-health/know-your-blood-pressure', page: 2 });
    expect(allowedInfScrollTarget(root, '/sleep/sleep-hygiene-tips')).toBeNull();
    expect(allowedInfScrollTarget(root, 'https://example.com/heart')).toBeNull();
    expect(allowedInfScrollTarget(root, '/heart-health/heart-attack-warning-signs')).toBeNull();
    expect(allowedInfScrollTarget(root, '/sleep/sleep-apnea-signs?x=1')).toBeNull();
  });
});

describe('reading progress', () => {
  it('is null until the article’s top enters the viewport, then the share above the viewport’s bottom', () => {
    expect(readProgress({ top: 801, height: 2000 }, 800)).toBeNull();
    expect(readProgress({ top: 800, height: 2000 }, 800)).toBe(0);
    expect(readProgress({ top: 300, height: 2000 }, 800)).toBe(0.25);
    expect(readProgress({ top: -1200, height: 2000 }, 800)).toBe(1);
    expect(readProgress({ top: -5000, height: 2000 }, 800)).toBe(1);
    expect(readProgress({ top: 10, height: 0 }, 800)).toBe(1);
  });

  it('reports each threshold (0, 25, 50, 75, 100) once, in order', () => {
    expect(infScrollThresholds).toEqual([0, 25, 50, 75, 100]);
    const reported = new Set<number>();
    expect(thresholdsToReport(null, reported)).toEqual([]);
    expect(thresholdsToReport(0, reported)).toEqual([0]);
    reported.add(0);
    expect(thresholdsToReport(0.2499, reported)).toEqual([]);
    expect(thresholdsToReport(0.6, reported)).toEqual([25, 50]);
    reported.add(25).add(50);
    expect(thresholdsToReport(0.6, reported)).toEqual([]);
    expect(thresholdsToReport(1, reported)).toEqual([75, 100]);
    // Jumping straight to the end reports every threshold at once.
    expect(thresholdsToReport(1, new Set())).toEqual([0, 25, 50, 75, 100]);
  });

  it('the article in view is the last whose top passed a third of the viewport', () => {
    const boxes = [
      { top: -1500, height: 2000 },
      { top: 500, height: 2000 },
      { top: 2500, height: 1000 },
    ];
    expect(articleInView(boxes, 900)).toBe(0);
    expect(articleInView([{ top: 100, height: 2000 }], 900)).toBe(0);
    expect(articleInView([{ top: 400, height: 2000 }], 900)).toBe(0);
    expect(articleInView(boxes.map((b) => ({ ...b, top: b.top - 200 })), 900)).toBe(1);
    expect(articleInView(boxes.map((b) => ({ ...b, top: b.top - 2300 })), 900)).toBe(2);
  });
});

describe('UP NEXT', () => {
  const queue = Array.from({ length: 7 }, (_, i) => ({ title: `A${i + 1}`, link: `/a${i + 1}` }));

  it('shows 1 article in the scroll-indicator bar (smallest breakpoint) and up to 5 in the list', () => {
    expect(upNextLimit).toEqual({ 'scroll-indicator': 1, list: 5 });
    expect(upNextItems(queue, 0, 'scroll-indicator').map((i) => i.title)).toEqual(['A1']);
    expect(upNextItems(queue, 0, 'list').map((i) => i.title)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5']);
  });

  it('names the articles after the given position, and none past the end', () => {
    expect(upNextItems(queue, 3, 'scroll-indicator').map((i) => i.title)).toEqual(['A4']);
    expect(upNextItems(queue, 4, 'list').map((i) => i.title)).toEqual(['A5', 'A6', 'A7']);
    expect(upNextItems(queue, 7, 'scroll-indicator')).toEqual([]);
  });
});

describe('replacePathname', () => {
  it('replaces the URL with a null state, so the router takes it in', () => {
    const history = { replaceState: vi.fn() };
    expect(replacePathname('/next/article', history)).toBe(true);
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/next/article');
  });

  it('logs “Failed to update URL pathname” when the browser refuses', () => {
    vi.stubEnv('LOG_LEVEL', 'error');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const history = {
      replaceState: vi.fn(() => {
        throw new DOMException('refused', 'SecurityError');
      }),
    };
    expect(replacePathname('/next/article', history)).toBe(false);
    expect(error).toHaveBeenCalledTimes(1);
    expect(JSON.parse(error.mock.calls[0]![0] as string)).toMatchObject({ level: 'error', message: 'Failed to update URL pathname', path: '/next/article' });
    error.mockRestore();
    vi.unstubAllEnvs();
  });
});

describe('virtual page views', () => {
  it('counts an article after 6 seconds in view, once, and cancels when the reader moves on sooner', async () => {
    vi.useFakeTimers();
    const { virtualPageViews } = await import('@/views/article/infinite-scroll/virtual-page-views');
    const sent: number[] = [];
    const views = virtualPageViews((position) => sent.push(position));
    views.inView(1);
    vi.advanceTimersByTime(5999);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([1]);
    // Back to the page and straight down again within 6 s: nothing new.
    views.inView(0);
    vi.advanceTimersByTime(3000);
    views.inView(1);
    vi.advanceTimersByTime(10_000);
    expect(sent).toEqual([1]);
    // The page itself counts again only after 6 s back on it.
    views.inView(0);
    vi.advanceTimersByTime(6000);
    views.inView(2);
    views.stop();
    vi.advanceTimersByTime(10_000);
    expect(sent).toEqual([1, 0]);
    vi.useRealTimers();
  });

  it('does not count the page itself on arrival', async () => {
    vi.useFakeTimers();
    const { virtualPageViews } = await import('@/views/article/infinite-scroll/virtual-page-views');
    const sent: number[] = [];
    virtualPageViews((position) => sent.push(position)).inView(0);
    vi.advanceTimersByTime(60_000);
    expect(sent).toEqual([]);
    vi.useRealTimers();
  });
});
