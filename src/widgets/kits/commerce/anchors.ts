/**
 * The in-page anchor of a product card (spec: "#page{n}-card{hash}"): n is the article's number on
 * the page (infinite scroll appends 2, 3, …), hash the card's id. "Skip to review" links point here.
 */
export function cardAnchorId(page: number, hash: string): string {
  return `page${page}-card${hash.replace(/[^A-Za-z0-9_-]/g, '')}`;
}
