// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip, tooltipHoverDelayMs, tooltipLeaveGraceMs, tooltipMobileCloseMs } from './Tooltip.client';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function setup() {
  const view = render(
    <div>
      <Tooltip label="Price" text="Price per bottle of 90 softgels." />
      <button type="button">elsewhere</button>
    </div>,
  );
  const root = view.container.querySelector<HTMLElement>('[data-tooltip]')!;
  const button = view.getByRole('button', { name: 'About Price' });
  const isOpen = () => root.dataset.tooltip === 'open';
  const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
  return { ...view, root, button, isOpen, advance };
}

const mouse = { pointerType: 'mouse' };
const touch = { pointerType: 'touch' };

describe('Tooltip (spec savings 4.5 and 9, WCAG 1.4.13)', () => {
  it('keeps the spec timings', () => {
    expect(tooltipHoverDelayMs).toBe(700);
    expect(tooltipMobileCloseMs).toBe(250);
  });

  it('describes its button with the tip text, open or not, and says whether it is open', () => {
    const { button, getByRole } = setup();
    expect(button.getAttribute('aria-describedby')).toBe(getByRole('tooltip', { hidden: true }).id);
    expect(getByRole('tooltip', { hidden: true }).textContent).toBe('Price per bottle of 90 softgels.');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens after a 700 ms mouse hover, not before, and not when the pointer leaves first', () => {
    const { root, isOpen, advance } = setup();
    fireEvent.pointerEnter(root, mouse);
    advance(tooltipHoverDelayMs - 1);
    expect(isOpen()).toBe(false);
    advance(1);
    expect(isOpen()).toBe(true);

    fireEvent.pointerLeave(root, mouse);
    advance(tooltipLeaveGraceMs);
    expect(isOpen()).toBe(false);
    fireEvent.pointerEnter(root, mouse);
    advance(300);
    fireEvent.pointerLeave(root, mouse);
    advance(tooltipHoverDelayMs);
    expect(isOpen()).toBe(false);
  });

  it('stays open while the pointer moves from the button onto the tip (hoverable)', () => {
    const { root, isOpen, advance, getByRole } = setup();
    fireEvent.pointerEnter(root, mouse);
    advance(tooltipHoverDelayMs);
    // Leaving the button for the tip: the tip is inside the same root, so the root is re-entered within the grace time.
    fireEvent.pointerLeave(root, mouse);
    advance(tooltipLeaveGraceMs - 50);
    fireEvent.pointerEnter(getByRole('tooltip', { hidden: true }).parentElement!, mouse);
    expect(isOpen()).toBe(true);
    advance(2000);
    expect(isOpen()).toBe(true);
  });

  it('Escape closes it without moving pointer or focus (dismissable)', () => {
    const { root, isOpen, advance } = setup();
    fireEvent.pointerEnter(root, mouse);
    advance(tooltipHoverDelayMs);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(isOpen()).toBe(false);
  });

  it('a click or tap toggles it and it stays open until closed (persistent); a click on a hovered tip keeps it', () => {
    const { button, isOpen, advance, root } = setup();
    fireEvent.pointerDown(button, touch);
    fireEvent.click(button);
    expect(isOpen()).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    advance(60_000);
    expect(isOpen()).toBe(true);
    fireEvent.click(button);
    expect(isOpen()).toBe(false);

    fireEvent.pointerEnter(root, mouse);
    advance(tooltipHoverDelayMs);
    fireEvent.click(button);
    fireEvent.pointerLeave(root, mouse);
    advance(1000);
    expect(isOpen()).toBe(true);
  });

  it('the mobile Close button closes it 250 ms later; a press elsewhere closes it at once', () => {
    const { button, isOpen, advance, getByRole, getByText } = setup();
    fireEvent.click(button);
    fireEvent.click(getByRole('button', { name: 'Close', hidden: true }));
    advance(tooltipMobileCloseMs - 1);
    expect(isOpen()).toBe(true);
    advance(1);
    expect(isOpen()).toBe(false);

    fireEvent.click(button);
    fireEvent.pointerDown(getByText('elsewhere'));
    expect(isOpen()).toBe(false);
  });

  it('keyboard focus opens it and moving focus away closes it', () => {
    const { button, isOpen, getByText } = setup();
    const matches = vi.spyOn(HTMLElement.prototype, 'matches').mockImplementation(function (this: HTMLElement, selector: string) {
      return selector === ':focus-visible';
    });
    act(() => button.focus());
    expect(isOpen()).toBe(true);
    act(() => getByText('elsewhere').focus());
    expect(isOpen()).toBe(false);
    matches.mockRestore();
  });
});
