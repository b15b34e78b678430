/** Spec section 9, Timing. (The 200 ms flyout animation is in MainNav.module.css; scroll and resize debounces in src/lib/debounce.ts.) */
export const NAV_HOVER_DELAY_MS = 350;

/** Spec section 9, Layout: the main navigation shows flyouts from this width, a hamburger menu below it. */
export const DESKTOP_NAV_QUERY = '(min-width: 990px)';
