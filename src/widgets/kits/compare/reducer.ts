/** Spec (savings accounts engagement 9): "Compare maximum 2 products"; 5: "Compare needs exactly 2 products". */
export const maxCompareProducts = 2;

/** What the dropdown needs of a product: the spec's compare product card fields, without the rest of the card. */
export interface CompareChoice {
  id: string;
  pid: string;
  variantId?: string;
  productName: string;
  productBrand?: string;
  price?: string;
}

export interface CompareState<P extends CompareChoice = CompareChoice> {
  open: boolean;
  selected: P[];
  /** Raised by closing with fewer than 2 chosen; cleared when a product is picked. */
  error: boolean;
}

export type CompareAction<P extends CompareChoice = CompareChoice> =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'add'; product: P }
  | { type: 'remove'; id: string }
  | { type: 'toggle'; product: P }
  | { type: 'clear' };

export function initialCompareState<P extends CompareChoice = CompareChoice>(): CompareState<P> {
  return { open: false, selected: [], error: false };
}

export const isSelected = (state: CompareState, id: string): boolean => state.selected.some((p) => p.id === id);

/** Whether an add of this product would be taken: it is new and fewer than 2 are selected. */
export const canAdd = (state: CompareState, id: string): boolean => !isSelected(state, id) && state.selected.length < maxCompareProducts;

/** COMPARE is enabled only with exactly 2 products chosen. */
export const compareReady = (state: CompareState): boolean => state.selected.length === maxCompareProducts;

/**
 * Spec (savings accounts engagement 4.5): open or closed with an error flag; at most 2 selected, an
 * add refused when 2 are; clear empties; closing with fewer than 2 raises the error, a pick clears
 * it; an unknown action throws "Unknown action: {type}".
 */
export function compareReducer<P extends CompareChoice>(state: CompareState<P>, action: CompareAction<P>): CompareState<P> {
  switch (action.type) {
    case 'open':
      return state.open ? state : { ...state, open: true };
    case 'close':
      // Closing a closed dropdown (an outside click later on) is not a close: no new error.
      if (!state.open) return state;
      return { ...state, open: false, error: state.selected.length < maxCompareProducts };
    case 'add':
      if (!canAdd(state, action.product.id)) return state;
      return { ...state, selected: [...state.selected, action.product], error: false };
    case 'remove':
      if (!isSelected(state, action.id)) return state;
      return { ...state, selected: state.selected.filter((p) => p.id !== action.id) };
    case 'toggle':
      return isSelected(state, action.product.id)
        ? compareReducer(state, { type: 'remove', id: action.product.id })
        : compareReducer(state, { type: 'add', product: action.product });
    case 'clear':
      return state.selected.length === 0 ? state : { ...state, selected: [] };
    default:
      throw new Error(`Unknown action: ${(action as { type: unknown }).type}`);
  }
}
