/**
 * Tests only (jsdom lays nothing out, so every element measures 0 and the budget grants no bar):
 * gives bottom bars a height. Returns the undo.
 */
export function layOutBottomBars(height = 60): () => void {
  const original = HTMLElement.prototype.getBoundingClientRect;
  HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    if (this.matches('[data-bottom-bar], [data-consent-banner]')) {
      return { x: 0, y: 0, top: 0, left: 0, right: 390, bottom: height, width: 390, height, toJSON: () => ({}) } as DOMRect;
    }
    return original.call(this);
  };
  return () => {
    HTMLElement.prototype.getBoundingClientRect = original;
  };
}
