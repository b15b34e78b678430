// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loopTarget, tabStops, useTabLock } from './tab-lock';

describe('loopTarget (the tab-navigation lock, site shell 2)', () => {
  const stops = ['menu', 'a', 'b'];
  it('wraps from the last to the first and back, and leaves moves inside the loop to the browser', () => {
    expect(loopTarget(stops, 'b', false)).toBe('menu');
    expect(loopTarget(stops, 'menu', true)).toBe('b');
    expect(loopTarget(stops, 'a', false)).toBeNull();
    expect(loopTarget(stops, 'a', true)).toBeNull();
  });
  it('brings focus from outside into the loop, and does nothing with no stops', () => {
    expect(loopTarget(stops, 'page', false)).toBe('menu');
    expect(loopTarget(stops, null, true)).toBe('b');
    expect(loopTarget([], 'page', false)).toBeNull();
  });
});

function Menu({ open }: { open: boolean }) {
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useTabLock(open, () => [button.current, panel.current]);
  return (
    <div>
      <button ref={button} type="button">
        Menu
      </button>
      <div ref={panel}>
        <a href="https://example.org/one">One</a>
        <div hidden>
          <a href="https://example.org/hidden">Hidden</a>
        </div>
        <button type="button" disabled>
          Off
        </button>
        <a href="https://example.org/two">Two</a>
        <dialog open>
          <button type="button">In dialog</button>
        </dialog>
      </div>
      <a href="https://example.org/page">Page behind</a>
    </div>
  );
}

// jsdom lays nothing out; every element counts as shown.
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useTabLock', () => {
  it('keeps Tab and Shift+Tab inside the open menu and its button, skipping hidden and disabled items', () => {
    const view = render(<Menu open />);
    const [menu, one, two] = [view.getByRole('button', { name: 'Menu' }), view.getByRole('link', { name: 'One' }), view.getByRole('link', { name: 'Two' })];
    expect(tabStops([menu, one.parentElement as HTMLElement]).map((el) => el.textContent)).toEqual(['Menu', 'One', 'Two', 'In dialog']);

    view.getByRole('button', { name: 'In dialog' }).focus();
    // Inside an open dialog the dialog holds focus: the lock stays out of it.
    expect(fireEvent.keyDown(document, { key: 'Tab' })).toBe(true);

    menu.focus();
    expect(fireEvent.keyDown(document, { key: 'Tab', shiftKey: true })).toBe(false);
    expect(document.activeElement?.textContent).toBe('In dialog');
    view.getByRole('link', { name: 'Page behind' }).focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(menu);
    two.focus();
    // Inside the loop the browser moves focus itself.
    expect(fireEvent.keyDown(document, { key: 'Tab' })).toBe(true);
  });

  it('does nothing while the menu is closed', () => {
    const view = render(<Menu open={false} />);
    view.getByRole('link', { name: 'Page behind' }).focus();
    expect(fireEvent.keyDown(document, { key: 'Tab' })).toBe(true);
    expect(document.activeElement?.textContent).toBe('Page behind');
  });
});
