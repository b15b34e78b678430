/**
 * Which flyout is open and how it was opened. A hover opens a flyout for as long as the pointer
 * stays; a click always opens (a click on a flyout that a hover opened keeps it open and makes it
 * the reader's own); only a click on a flyout the reader opened by click closes it. Escape,
 * leaving, the backdrop and scrolling close any flyout (spec: site shell, Main navigation).
 */
export type OpenedBy = 'hover' | 'click' | 'keyboard';

export interface OpenState {
  index: number | null;
  by: OpenedBy | null;
}

export const closedState: OpenState = { index: null, by: null };

/** A click (or Enter/Space, which browsers turn into a click) on the trigger of item `index`. */
export function afterTriggerClick(state: OpenState, index: number): OpenState {
  if (state.index === index && state.by !== 'hover') return closedState;
  return { index, by: 'click' };
}

/** The hover delay has run out over item `index`. */
export function afterHover(state: OpenState, index: number): OpenState {
  if (state.index === index) return state;
  return { index, by: 'hover' };
}
