/** Locks page scrolling while a menu is open; the scrollbar's width is kept as padding so the page does not shift. */
let locks = 0;

export function lockBodyScroll(): () => void {
  const body = document.body;
  if (locks++ === 0) {
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--locks === 0) {
      body.style.overflow = '';
      body.style.paddingRight = '';
    }
  };
}
