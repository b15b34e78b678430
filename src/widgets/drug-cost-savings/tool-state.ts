import type { DrugSavingsInitial, GroupedPricing, ManufacturerOption, SelectedDosage, UserLocation } from '@/features/savings/schema';
import { couponQuery, type CouponRequest } from './coupon';
import { nextPage } from './paging';
import type { PriceCardEntry } from './price-cards';

/** Spec 3 "Widget state". */
export interface UserInfo {
  insured: boolean;
  location: UserLocation;
}
export interface DrugInfo {
  manufacturers: ManufacturerOption[];
  manufacturer: string;
  selectedDosage: SelectedDosage;
}

/** Why the list is empty: the first data had none, or the last load failed. */
export type Failure = 'missing' | 'load' | null;

/** The DrugSavingsTool leaf's state: the spec's widget state and what the reader has open, typed and searched. */
export interface ToolState {
  userInfo: UserInfo;
  drugInfo: DrugInfo;
  pricing: GroupedPricing | null;
  failure: Failure;
  loading: boolean;
  page: number;
  searchInput: string;
  searchTerm: string;
  editOpen: boolean;
  /** The reader has set the location (EDIT, Update); until then the ZIP is the widget's default. */
  locationChosen: boolean;
  couponRequest: CouponRequest | null;
  modalOpen: boolean;
}

export type ToolAction =
  | { type: 'editToggled' }
  /** Update in the edit panel: the new choices, the edit panel closes. */
  | { type: 'updated'; insured: boolean; location: UserLocation; manufacturer: string; selectedDosage: SelectedDosage }
  | { type: 'loadStarted' }
  /** The zip's lookup answered (no coordinates when it failed). */
  | { type: 'located'; location: UserLocation }
  | { type: 'listPriceLoaded'; drugMSRP: number | null }
  /** Prices loaded, or null when the load failed; the list goes back to its first page. */
  | { type: 'pricesLoaded'; pricing: GroupedPricing | null }
  /** The loading indicator's reset, loadingResetMs after a load. */
  | { type: 'loadSettled' }
  | { type: 'searchTyped'; value: string }
  | { type: 'searchSubmitted' }
  | { type: 'searchReset' }
  /** SEE MORE RESULTS over `total` filtered cards. */
  | { type: 'pageAdvanced'; total: number }
  | { type: 'couponOpened'; card: PriceCardEntry }
  | { type: 'couponClosed' };

export function initialToolState(initial: DrugSavingsInitial): ToolState {
  return {
    userInfo: { insured: false, location: initial.location },
    drugInfo: { manufacturers: initial.manufacturers, manufacturer: initial.manufacturer, selectedDosage: initial.selectedDosage },
    pricing: initial.pricing,
    failure: initial.pricing ? null : 'missing',
    loading: false,
    page: 0,
    searchInput: '',
    searchTerm: '',
    editOpen: false,
    locationChosen: false,
    couponRequest: null,
    modalOpen: false,
  };
}

/** Spec 4.1-4.3 transitions of the tool; loads, timers and focus stay in the component. An unknown action throws "Unknown action: {type}". */
export function toolReducer(state: ToolState, action: ToolAction): ToolState {
  switch (action.type) {
    case 'editToggled':
      return { ...state, editOpen: !state.editOpen };
    case 'updated':
      return {
        ...state,
        userInfo: { insured: action.insured, location: action.location },
        locationChosen: true,
        drugInfo: { ...state.drugInfo, manufacturer: action.manufacturer, selectedDosage: action.selectedDosage },
        editOpen: false,
      };
    case 'loadStarted':
      return { ...state, loading: true };
    case 'located':
      return { ...state, userInfo: { ...state.userInfo, location: action.location } };
    case 'listPriceLoaded':
      return { ...state, drugInfo: { ...state.drugInfo, selectedDosage: { ...state.drugInfo.selectedDosage, drugMSRP: action.drugMSRP } } };
    case 'pricesLoaded':
      return { ...state, pricing: action.pricing, failure: action.pricing ? null : 'load', page: 0 };
    case 'loadSettled':
      return { ...state, loading: false };
    case 'searchTyped':
      return { ...state, searchInput: action.value };
    case 'searchSubmitted':
      return { ...state, searchTerm: state.searchInput, page: 0 };
    case 'searchReset':
      return { ...state, searchInput: '', searchTerm: '', page: 0 };
    case 'pageAdvanced':
      return { ...state, page: nextPage(state.page, action.total) };
    case 'couponOpened': {
      const { selectedDosage, manufacturer } = state.drugInfo;
      const seq = (state.couponRequest?.seq ?? 0) + 1;
      return { ...state, couponRequest: { seq, card: action.card, query: couponQuery(selectedDosage, action.card), dosage: selectedDosage, manufacturer, location: state.userInfo.location }, modalOpen: true };
    }
    case 'couponClosed':
      return { ...state, modalOpen: false };
    default:
      throw new Error(`Unknown action: ${(action as { type: unknown }).type}`);
  }
}
