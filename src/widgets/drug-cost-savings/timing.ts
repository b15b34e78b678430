/** Spec 4.1: the loading indicator resets this long after a load completes. */
export const loadingResetMs = 500;
/** Spec 4.3 and 9: after going back, the input-focus state clears after this delay. */
export const inputFocusResetMs = 100;
