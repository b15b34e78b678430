import { housePaths, type HousePathSet } from '../house-paths';
import { maxExcluded } from '../frequency-cap';
import type { AdSizeName } from '../sizes';
import type { AdProvider, AdRequest, FillResult } from './types';

interface Creative {
  id: number;
  size: AdSizeName;
  width: number;
  height: number;
  alt: string;
  href: string;
  imageUrl: string;
}

function isCreative(value: unknown): value is Creative {
  const c = value as Partial<Creative> | null;
  return (
    !!c &&
    typeof c.id === 'number' &&
    Number.isInteger(c.id) &&
    typeof c.size === 'string' &&
    typeof c.width === 'number' &&
    typeof c.height === 'number' &&
    typeof c.alt === 'string' &&
    typeof c.href === 'string' &&
    c.href.startsWith('/') &&
    !c.href.startsWith('//') &&
    typeof c.imageUrl === 'string' &&
    c.imageUrl.startsWith('/') &&
    !c.imageUrl.startsWith('//')
  );
}

/** What one page view has shown: the creatives' ids, and its fills queued one after another. */
interface PageViewState {
  shown: number[];
  queue: Promise<unknown>;
}

/**
 * Our own creatives from our own endpoint: a link to a page of the site around a sized image.
 * No cookies are sent or set. With firstParty the neutral paths are used (after the reader let us
 * show our own ads past a blocker).
 *
 * Frequency cap: a page view (request.pageView; an article appended by infinite scroll is a new
 * one) shows each promotion at most once. Its fills run one at a time and each asks the endpoint
 * to exclude the creatives already shown (a promotion's other sizes too); when nothing new is
 * left the endpoint answers 204 and the slot stays empty.
 */
export function houseProvider(site: string, paths: () => HousePathSet = () => 'standard'): AdProvider {
  const views = new WeakMap<object, PageViewState>();
  const viewOf = (key: object): PageViewState => {
    let state = views.get(key);
    if (!state) {
      state = { shown: [], queue: Promise.resolve() };
      views.set(key, state);
    }
    return state;
  };

  async function pick(container: HTMLElement, request: AdRequest, view: PageViewState): Promise<FillResult> {
    const query = new URLSearchParams({ site, position: request.position, sizes: request.sizes.join(',') });
    if (view.shown.length) query.set('exclude', view.shown.slice(-maxExcluded).join(','));
    try {
      const response = await fetch(`${housePaths[paths()].pick}?${query}`, { credentials: 'omit', cache: 'no-store' });
      if (response.status !== 200) return { filled: false };
      const creative: unknown = await response.json();
      if (!isCreative(creative) || view.shown.includes(creative.id)) return { filled: false };
      view.shown.push(creative.id);
      const link = document.createElement('a');
      link.href = creative.href;
      const image = document.createElement('img');
      image.src = creative.imageUrl;
      image.width = creative.width;
      image.height = creative.height;
      image.alt = creative.alt;
      image.decoding = 'async';
      link.append(image);
      container.replaceChildren(link);
      return { filled: true, size: creative.size };
    } catch {
      return { filled: false };
    }
  }

  return {
    name: 'house',
    fill(container: HTMLElement, request: AdRequest): Promise<FillResult> {
      const view = viewOf(request.pageView ?? container.ownerDocument);
      const result = view.queue.then(() => pick(container, request, view));
      view.queue = result;
      return result;
    },
    release(container: HTMLElement): void {
      container.replaceChildren();
    },
  };
}
