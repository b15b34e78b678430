/**
 * Spec (article blocks 2): 'A "Share Options" modal appears on wider screens only; narrow screens
 * use the device's native share sheet (title and text including the page URL).'
 */

/** Phones: a narrow screen (below the spec's 658 px) or a touch screen. There the device's share sheet is used when it exists. */
export const phoneQuery = '(max-width: 657.98px), (pointer: coarse)';

/** True where Share opens the device's share sheet: a phone whose browser has navigator.share. */
export function usesShareSheet(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function' && typeof window.matchMedia === 'function' && window.matchMedia(phoneQuery).matches;
}

/** What the share sheet gets: the title, and a text that carries the page's URL (the description, else the title, then the URL). */
export function nativeShareData({ title, text, url }: { title: string; text?: string; url: string }): ShareData {
  return { title, text: `${text?.trim() || title}\n${url}` };
}

/**
 * Share pressed: the device's share sheet on a phone that has one, else the dialog. Also the
 * dialog when the sheet fails (not allowed, unsupported data), but not when the reader closes
 * the sheet. navigator.share is called before anything else, inside the click's user activation.
 * Says which was opened.
 */
export function shareOrOpen(data: ShareData, openDialog: () => void): 'sheet' | 'dialog' {
  if (!usesShareSheet()) {
    openDialog();
    return 'dialog';
  }
  navigator.share(data).catch((error: unknown) => {
    if (!(error instanceof DOMException && error.name === 'AbortError')) openDialog();
  });
  return 'sheet';
}
