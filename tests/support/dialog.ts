/**
 * jsdom has no HTMLDialogElement.showModal or close. These behave as a browser's do for the tests:
 * showModal sets `open`; close removes it and fires `close`, and does nothing on a closed dialog.
 * Call it in beforeEach (jsdom tests).
 */
export function stubDialog(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
