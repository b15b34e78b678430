import { describe, expect, it } from 'vitest';
import { afterHover, afterTriggerClick, closedState } from './open-state';

describe('main navigation open state', () => {
  it('a click opens a closed item', () => {
    expect(afterTriggerClick(closedState, 1)).toEqual({ index: 1, by: 'click' });
  });

  it('a click on an item a hover opened keeps it open (and the next click closes it)', () => {
    const hovered = afterHover(closedState, 1);
    expect(hovered).toEqual({ index: 1, by: 'hover' });
    const clicked = afterTriggerClick(hovered, 1);
    expect(clicked).toEqual({ index: 1, by: 'click' });
    expect(afterTriggerClick(clicked, 1)).toEqual(closedState);
  });

  it('a click on an item opened by click closes it; a click on another item opens that one', () => {
    const open = afterTriggerClick(closedState, 0);
    expect(afterTriggerClick(open, 0)).toEqual(closedState);
    expect(afterTriggerClick(open, 2)).toEqual({ index: 2, by: 'click' });
  });

  it('a hover over the item already open by click leaves it as the reader’s own', () => {
    const open = afterTriggerClick(closedState, 0);
    expect(afterHover(open, 0)).toBe(open);
    expect(afterHover(open, 3)).toEqual({ index: 3, by: 'hover' });
  });
});
