import { randomId } from '@/lib/random-id';

/**
 * The correlation ids of the drivers' events (spec site shell 3, marketing and CTA contexts;
 * marketing-context.ts in analytics names them):
 *
 * - a card view's `viewCorrelationId`: made once per card (placement, content index, campaign and
 *   variant) in a page, sent with its `Element Viewed` and with every later event of that card, so
 *   /ops/campaigns joins a click or a conversion to the view, and so to the variant that was seen;
 * - a click's `productClickedCorrelationId`: the card's current click id, which "is regenerated
 *   500 ms after a click" (spec site shell 4, "Link tracking"; 9, "The tracked-link correlation id
 *   is regenerated after 500 ms"), so a double click is one click and the next click another. What
 *   the click leads to (a sign-up confirmed, a download) carries the id of that click.
 */

/** Spec (site shell 9): "The tracked-link correlation id is regenerated after 500 ms." (The affiliate links follow it too: src/features/links/link-clicks.ts.) */
export const clickCorrelationRefreshMs = 500;

export interface ClickCorrelation {
  /** The id a click now would get. */
  current(): string;
  /** Records a click: returns its id, and makes a fresh one `refreshMs` later (a click meanwhile moves that on). */
  click(): string;
  /** The id of the latest click, if there was one (it stays after the current id is regenerated). */
  lastClick(): string | undefined;
  /** Stops a pending regeneration. */
  dispose(): void;
}

export function createClickCorrelation(newId: () => string = randomId, refreshMs = clickCorrelationRefreshMs): ClickCorrelation {
  let id = newId();
  let last: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    current: () => id,
    click() {
      last = id;
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        id = newId();
      }, refreshMs);
      return last;
    },
    lastClick: () => last,
    dispose() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

export interface CardCorrelation {
  /** This card view's id. */
  readonly viewCorrelationId: string;
  readonly clicks: ClickCorrelation;
}

/** A card, as the events and the view-once rule know it: where it is and which campaign and variant it shows. */
export function driverCardKey(card: { driver: { _uuid: string; variant: string }; placement: string; contentIndex: number }): string {
  return `${card.contentIndex}:${card.placement}:${card.driver._uuid}:${card.driver.variant}`;
}

/** The cards' ids in this page, by card key (a card shown again, after a re-render or a reopened popup, keeps its view). */
const cards = new Map<string, CardCorrelation>();

export function cardCorrelation(key: string, newId: () => string = randomId): CardCorrelation {
  let card = cards.get(key);
  if (!card) {
    card = { viewCorrelationId: newId(), clicks: createClickCorrelation(newId) };
    cards.set(key, card);
  }
  return card;
}

/** Tests only. */
export function resetCardCorrelations(): void {
  for (const card of cards.values()) card.clicks.dispose();
  cards.clear();
}
