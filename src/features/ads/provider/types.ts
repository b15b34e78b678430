import type { AdPosition, AdSizeName } from '../sizes';

/** One slot asking for an ad. targeting carries the page's key-values (k1 and the rest). */
export interface AdRequest {
  position: AdPosition;
  /** The slot element's id, unique on the page (GPT needs it). */
  slotId: string;
  /** Sizes allowed at the current breakpoint, in order of preference. */
  sizes: readonly AdSizeName[];
  targeting: Readonly<Record<string, string | readonly string[]>>;
  /**
   * The page view the slot belongs to (pageViewOf, slot-loader.ts): the house provider shows a
   * promotion at most once per page view. GPT leaves frequency to the ad server.
   */
  pageView?: object;
}

export type FillResult = { filled: true; size: AdSizeName } | { filled: false };

/**
 * An ad provider fills a slot's container. 'house' serves our own creatives from the house_ads
 * table; 'gpt' is Google Publisher Tag, used only when GPT_NETWORK_CODE is set and the reader gave
 * targeting consent.
 */
export interface AdProvider {
  readonly name: 'house' | 'gpt';
  fill(container: HTMLElement, request: AdRequest): Promise<FillResult>;
  /** Frees what fill() set up (the slot leaves the page). */
  release(container: HTMLElement): void;
}
