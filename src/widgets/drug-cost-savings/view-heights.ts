export const couponViews = ['default', 'email', 'sms', 'success', 'success_wallet', 'error', 'error_wallet', 'timeout'] as const;
export type CouponView = (typeof couponViews)[number];

/** Viewports at least this tall get the taller default modal. */
export const tallViewport = 896;

/**
 * Spec 4.3 and 9, the modal's max height per view: default 812 px, or 896 px on a viewport at least
 * 896 px tall; email and sms 459; the send results and the timeout 280; the wallet results 214.
 */
export function modalMaxHeight(view: CouponView, viewportHeight: number): number {
  switch (view) {
    case 'default':
      return viewportHeight >= tallViewport ? 896 : 812;
    case 'email':
    case 'sms':
      return 459;
    case 'success':
    case 'error':
    case 'timeout':
      return 280;
    case 'success_wallet':
    case 'error_wallet':
      return 214;
  }
}
