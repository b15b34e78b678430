import { housePaths, type HousePathSet } from '../house-paths';
import type { AdSizeName } from '../sizes';
import type { AdProvider, AdRequest, FillResult } from './types';

interface Creative {
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

/**
 * Our own creatives from our own endpoint: a link to a page of the site around a sized image.
 * No cookies are sent or set. With firstParty the neutral paths are used (after the reader let us
 * show our own ads past a blocker).
 */
export function houseProvider(site: string, paths: () => HousePathSet = () => 'standard'): AdProvider {
  return {
    name: 'house',
    async fill(container: HTMLElement, request: AdRequest): Promise<FillResult> {
      const query = new URLSearchParams({ site, position: request.position, sizes: request.sizes.join(',') });
      try {
        const response = await fetch(`${housePaths[paths()].pick}?${query}`, { credentials: 'omit', cache: 'no-store' });
        if (response.status !== 200) return { filled: false };
        const creative: unknown = await response.json();
        if (!isCreative(creative)) return { filled: false };
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
    },
    release(container: HTMLElement): void {
      container.replaceChildren();
    },
  };
}
