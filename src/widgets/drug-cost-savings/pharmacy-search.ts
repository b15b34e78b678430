/** Spec 4.2 and 9: the search term counts once it is over 1 character. */
export function searchApplies(term: string): boolean {
  return term.trim().length > 1;
}

/** Spec 4.2: case-insensitive retailer-name match; a term of 1 character or less gives the full list. */
export function filterCards<T extends { retailer: { name: string } }>(cards: readonly T[], term: string): T[] {
  if (!searchApplies(term)) return [...cards];
  const needle = term.trim().toLowerCase();
  return cards.filter((card) => card.retailer.name.toLowerCase().includes(needle));
}
