/** Which scroll buttons a horizontal scroller needs: one per direction that has more to scroll. */
export function scrollButtons(el: { scrollLeft: number; scrollWidth: number; clientWidth: number }): { left: boolean; right: boolean } {
  // One pixel of slack: zoomed pages report fractional scroll positions.
  const left = el.scrollLeft > 1;
  const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
  return { left, right };
}

