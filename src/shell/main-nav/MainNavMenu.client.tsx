'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useDisclosure } from '@/components/use-disclosure';
import { announceMenuOpen, onOtherMenuOpen } from '../menu-events';
import { nextLinkIndex } from '../nav-keys';
import { lockBodyScroll } from '../scroll-lock';
import { useTabLock } from '../tab-lock';
import { DESKTOP_NAV_QUERY, NAV_HOVER_DELAY_MS } from '../timing';
import { afterHover, afterTriggerClick, closedState, type OpenState } from './open-state';
import styles from './MainNav.module.css';

export interface MenuItem {
  title: string;
  url: string;
}

interface Props {
  items: MenuItem[];
  /** Server-rendered flyout content per item (null: the item has no flyout). */
  flyouts: (ReactNode | null)[];
  /** Shown at the foot of the hamburger menu only (below 768px), e.g. the Subscribe button that the header bar has no room for. */
  menuExtras?: ReactNode;
}

const isDesktop = () => window.matchMedia(DESKTOP_NAV_QUERY).matches;

/**
 * Disclosure navigation (WAI-ARIA APG "disclosure navigation menu"): each top-level item is a
 * link plus a real button with aria-expanded/aria-controls that shows its flyout. Flyouts open
 * after a hover delay or on a click, and close after the pointer leaves, on Escape, a backdrop
 * click, scroll, or a click on a trigger the reader opened by click (see open-state.ts).
 */
export function MainNavMenu({ items, flyouts, menuExtras }: Props) {
  const id = useId();
  const menuId = `${id}-menu`;
  const [openState, setOpenState] = useState<OpenState>(closedState);
  const openIndex = openState.index;
  const { open: menuOpen, setOpen: setMenuOpen, buttonRef: hamburger, buttonProps: hamburgerProps } = useDisclosure(menuId);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);
  const flyoutRefs = useRef<(HTMLDivElement | null)[]>([]);
  const menuRef = useRef<HTMLDivElement>(null);

  const clearTimer = () => clearTimeout(timer.current);
  const closeAll = useCallback(() => {
    clearTimeout(timer.current);
    setOpenState(closedState);
    setMenuOpen(false);
  }, [setMenuOpen]);

  const open = (index: number, next: OpenState = { index, by: 'keyboard' }) => {
    clearTimer();
    setOpenState(next);
    if (next.index !== null) announceMenuOpen('main-nav');
  };

  const anythingOpen = openIndex !== null || menuOpen;
  const navRef = useRef<HTMLElement>(null);
  const [backdropTop, setBackdropTop] = useState(0);

  // The backdrop starts under the header bar, so the bar's items stay hoverable and clickable.
  useLayoutEffect(() => {
    if (anythingOpen) setBackdropTop(navRef.current?.parentElement?.getBoundingClientRect().bottom ?? 0);
  }, [anythingOpen]);

  useEffect(() => onOtherMenuOpen('main-nav', closeAll), [closeAll]);
  // The open phone menu holds keyboard focus (with its button), as the backdrop holds the pointer.
  useTabLock(menuOpen, () => [hamburger.current, menuRef.current]);
  // Any navigation (a link elsewhere, the back button) closes the menus (state adjusted during render, as React advises).
  const pathname = usePathname();
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpenState(closedState);
    setMenuOpen(false);
  }
  useEffect(() => clearTimer, []);

  useEffect(() => {
    if (!anythingOpen) return;
    const unlock = lockBodyScroll();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Escape in a dialog opened from the menu (Subscribe) closes that dialog only.
      if ((event.target as Element | null)?.closest?.('dialog[open]')) return;
      if (openIndex !== null) {
        const focusInside = flyoutRefs.current[openIndex]?.contains(document.activeElement) || triggers.current[openIndex] === document.activeElement;
        setOpenState(closedState);
        if (focusInside) triggers.current[openIndex]?.focus();
        return;
      }
      setMenuOpen(false);
      hamburger.current?.focus();
    };
    const onScroll = () => closeAll();
    // Page scrolling is locked while a menu is open, so a wheel outside the open panel counts as scrolling too.
    const onWheel = (event: WheelEvent) => {
      const panel = menuOpen ? menuRef.current : openIndex !== null ? flyoutRefs.current[openIndex] : null;
      if (!panel?.contains(event.target as Node)) closeAll();
    };
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('wheel', onWheel, { passive: true });
    return () => {
      unlock();
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('wheel', onWheel);
    };
  }, [anythingOpen, openIndex, menuOpen, closeAll, setMenuOpen, hamburger]);

  const onPointerEnter = (index: number) => (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || !isDesktop()) return;
    clearTimer();
    if (openIndex === index) return;
    timer.current = setTimeout(() => open(index, afterHover(openState, index)), NAV_HOVER_DELAY_MS);
  };

  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || !isDesktop()) return;
    clearTimer();
    if (openIndex !== null) timer.current = setTimeout(() => setOpenState(closedState), NAV_HOVER_DELAY_MS);
  };

  const links = (index: number) => Array.from(flyoutRefs.current[index]?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? []);

  const onTriggerKeyDown = (index: number) => (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    focusFirstLinkOf.current = index;
    open(index);
  };

  // ArrowDown on a trigger focuses the first link once React has shown the flyout.
  const focusFirstLinkOf = useRef<number | null>(null);
  useEffect(() => {
    if (openIndex === null || focusFirstLinkOf.current !== openIndex) return;
    focusFirstLinkOf.current = null;
    links(openIndex)[0]?.focus();
  }, [openIndex]);

  const onFlyoutKeyDown = (index: number) => (event: KeyboardEvent) => {
    const list = links(index);
    const next = nextLinkIndex(event.key, list.indexOf(document.activeElement as HTMLAnchorElement), list.length);
    if (next === null) return;
    event.preventDefault();
    list[next]?.focus();
  };

  // Left and right move between the top-level links and buttons (the bar reads left to right).
  const onBarKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if ((event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') || !(event.target as HTMLElement).hasAttribute('data-top')) return;
    const tops = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-top]'));
    const next = nextLinkIndex(event.key, tops.indexOf(event.target as HTMLElement), tops.length);
    if (next === null) return;
    event.preventDefault();
    tops[next]?.focus();
  };

  const onItemBlur = (index: number) => (event: FocusEvent<HTMLLIElement>) => {
    if (openIndex !== index || !isDesktop()) return;
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenState(closedState);
  };

  return (
    <nav ref={navRef} aria-label="Main" className={styles.nav} data-menu-open={menuOpen}>
      <button
        type="button"
        className={styles.hamburger}
        {...hamburgerProps}
        onClick={() => {
          const next = !menuOpen;
          setMenuOpen(next);
          setOpenState(closedState);
          if (next) announceMenuOpen('main-nav');
        }}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          {menuOpen ? (
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          )}
        </svg>
        <span>Menu</span>
      </button>
      <div id={menuId} ref={menuRef} className={styles.menu}>
        <ul className={styles.list} onKeyDown={onBarKeyDown}>
          {items.map((item, index) => {
            const flyout = flyouts[index];
            const flyoutId = `${id}-flyout-${index}`;
            const isOpen = openIndex === index;
            return (
              <li
                key={item.url + index}
                className={styles.item}
                data-open={isOpen}
                onPointerEnter={flyout ? onPointerEnter(index) : undefined}
                onPointerLeave={flyout ? onPointerLeave : undefined}
                onBlur={flyout ? onItemBlur(index) : undefined}
              >
                <Link href={item.url} prefetch={false} className={styles.topLink} onClick={closeAll} data-top="">
                  {item.title}
                </Link>
                {flyout && (
                  <>
                    <button
                      ref={(el) => {
                        triggers.current[index] = el;
                      }}
                      type="button"
                      className={styles.trigger}
                      data-top=""
                      aria-expanded={isOpen}
                      aria-controls={flyoutId}
                      onClick={() => {
                        clearTimer();
                        const next = afterTriggerClick(openState, index);
                        if (next.index === null) setOpenState(closedState);
                        else open(index, next);
                      }}
                      onKeyDown={onTriggerKeyDown(index)}
                    >
                      <span className="visually-hidden">{item.title} menu</span>
                      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                        <path d="M3.5 6l4.5 4.5L12.5 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                      </svg>
                    </button>
                    <div
                      id={flyoutId}
                      ref={(el) => {
                        flyoutRefs.current[index] = el;
                      }}
                      className={styles.flyout}
                      hidden={!isOpen}
                      onKeyDown={onFlyoutKeyDown(index)}
                      onClick={(event) => {
                        if ((event.target as Element).closest('a')) closeAll();
                      }}
                    >
                      {flyout}
                    </div>
                  </>
                )}
              </li>
            );
          })}
        </ul>
        {menuExtras && <div className={styles.menuExtras}>{menuExtras}</div>}
      </div>
      {anythingOpen && <div className={styles.backdrop} data-nav-backdrop="" aria-hidden="true" style={{ top: backdropTop }} onClick={closeAll} />}
    </nav>
  );
}
