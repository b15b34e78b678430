/** The header's menus tell each other when one opens (spec: opening the branding panel closes the main menu). */
const EVENT = 'wellread:header-menu-open';

export type HeaderMenu = 'main-nav' | 'branding-panel';

export function announceMenuOpen(menu: HeaderMenu): void {
  window.dispatchEvent(new CustomEvent<HeaderMenu>(EVENT, { detail: menu }));
}

/** Calls listener when another header menu opens; returns the unsubscribe function. */
export function onOtherMenuOpen(self: HeaderMenu, listener: () => void): () => void {
  const handler = (event: Event) => {
    if ((event as CustomEvent<HeaderMenu>).detail !== self) listener();
  };
  window.addEventListener(EVENT, handler);
  return () => window.removeEventListener(EVENT, handler);
}
