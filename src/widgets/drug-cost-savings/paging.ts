/** Spec 9. */
export const cardsPerPage = 4;

/** Spec 4.2: 4 cards per page. */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / cardsPerPage));
}

export function pageItems<T>(items: readonly T[], page: number): T[] {
  return items.slice(page * cardsPerPage, (page + 1) * cardsPerPage);
}

/** Spec 4.2: SEE MORE RESULTS advances a page and wraps to the first after the last. */
export function nextPage(page: number, total: number): number {
  return (page + 1) % pageCount(total);
}

/** Spec 4.2: SEE MORE RESULTS shows only with 4 or more results. */
export function showsSeeMore(total: number): boolean {
  return total >= cardsPerPage;
}
