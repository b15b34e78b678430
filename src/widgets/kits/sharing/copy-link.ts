/** Spec (article blocks 4, 9): Copy Link shows a 1-second spinner, then "Link Copied!" for 5 seconds, then back to the title. */
export const copySpinnerMs = 1000;
export const copiedMs = 5000;
export const copyLinkTitle = 'Copy Link';
export const linkCopiedText = 'Link Copied!';
export const copyFailedText = 'Could not copy. Select the link above and copy it.';

export type CopyState = 'idle' | 'copying' | 'copied' | 'failed';
