/** Spec (site shell, section 9, Timing): scroll handling is debounced 100 ms, resize handling 500 ms. */
export const SCROLL_DEBOUNCE_MS = 100;
export const RESIZE_DEBOUNCE_MS = 500;

/** Calls fn once, ms after the last call. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): ((...args: A) => void) & { cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}
