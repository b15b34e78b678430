/** Spec section 9, Timing. (The 200 ms flyout animation is in MainNav.module.css.) */
export const NAV_HOVER_DELAY_MS = 350;
export const SCROLL_DEBOUNCE_MS = 100;
export const RESIZE_DEBOUNCE_MS = 500;

/** Spec section 9, Layout: the main navigation shows flyouts from this width, a hamburger menu below it. */
export const DESKTOP_NAV_QUERY = '(min-width: 990px)';
