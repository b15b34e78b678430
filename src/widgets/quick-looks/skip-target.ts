import { cardAnchorId } from '@/widgets/kits/commerce/anchors';

/** Spec: "Skip to review" scrolls to the card at #page{n}-card{hash} (the card's id is its hashRoute). */
export function skipToReviewHref(page: number, hashRoute: string): `#${string}` {
  return `#${cardAnchorId(page, hashRoute)}`;
}
