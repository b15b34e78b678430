/** Spec (Timing): the sticky ad unsticks after 2000 ms. */
export const stickyUnstickMs = 2000;

const eligible = (slot: HTMLElement) => !['collapsed', 'over-limit', 'empty'].includes(slot.dataset.slotState ?? '') && !slot.dataset.sticky && slot.offsetHeight > 0;

/**
 * While the leaderboard header is hidden, the next inline slot below the top of the viewport
 * becomes sticky (data-sticky="on"); once it reaches the top ("stuck") it stays there for 2000 ms
 * and then unsticks ("done"). Returns the cancel function, called when the leaderboard shows again.
 */
export function startTakeover(root: ParentNode = document): () => void {
  const slot = [...root.querySelectorAll<HTMLElement>('[data-slot-kind="inline"]')].find((s) => eligible(s) && s.getBoundingClientRect().top > 0);
  if (!slot) return () => undefined;
  slot.dataset.sticky = 'on';
  let timer: number | undefined;
  const unstick = () => {
    slot.dataset.sticky = 'done';
    window.removeEventListener('scroll', check);
  };
  function check() {
    if (timer !== undefined || Math.abs(slot!.getBoundingClientRect().top) >= 1) return;
    slot!.dataset.sticky = 'stuck';
    timer = window.setTimeout(unstick, stickyUnstickMs);
  }
  window.addEventListener('scroll', check, { passive: true });
  check();
  return () => {
    window.removeEventListener('scroll', check);
    window.clearTimeout(timer);
    if (slot.dataset.sticky !== 'done') delete slot.dataset.sticky;
  };
}
