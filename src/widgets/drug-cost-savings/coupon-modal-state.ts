import type { CouponData } from './coupon';
import { emailHasError, phoneHasError } from './send-checks';
import type { CouponView } from './view-heights';
import type { WalletPlatform } from './wallet';

export type CouponState = { status: 'loading' } | { status: 'ready'; data: CouponData } | { status: 'failed' };
export type SentBy = 'email' | 'textMessage';

/** The coupon modal's state (spec 2.3 and 4.3): the coupon, the view, the send forms and the wallet. */
export interface CouponModalState {
  coupon: CouponState;
  /** Counts retries; a new one loads the coupon again. */
  attempt: number;
  view: CouponView;
  email: string;
  emailError: boolean;
  phone: string;
  phoneError: boolean;
  sending: boolean;
  sentBy: SentBy;
  inputFocused: boolean;
  /** The Google Wallet save link, once opened. */
  walletLink: string | null;
  /** From the user agent when the modal mounts; null: no wallet button. */
  platform: WalletPlatform | null;
  viewportHeight: number;
}

export type CouponModalAction =
  | { type: 'couponLoaded'; data: CouponData }
  /** The coupon call failed or timed out. */
  | { type: 'couponFailed' }
  | { type: 'retried' }
  | { type: 'viewportResized'; height: number }
  | { type: 'viewShown'; view: CouponView }
  | { type: 'inputFocused' }
  /** inputFocusResetMs after going back. */
  | { type: 'inputFocusCleared' }
  | { type: 'inputChanged'; by: SentBy; value: string }
  /** A send or wallet save starts, and its answer is back. */
  | { type: 'sendStarted' }
  | { type: 'sendSettled' }
  | { type: 'sent'; by: SentBy }
  /** The Google Wallet save link, opened in a new tab. */
  | { type: 'walletLinkOpened'; link: string }
  /** The dialog closed: back to the default view with empty forms. */
  | { type: 'closed' };

export function initialCouponModalState(platform: WalletPlatform | null, viewportHeight: number): CouponModalState {
  return {
    coupon: { status: 'loading' },
    attempt: 0,
    view: 'default',
    email: '',
    emailError: false,
    phone: '',
    phoneError: false,
    sending: false,
    sentBy: 'email',
    inputFocused: false,
    walletLink: null,
    platform,
    viewportHeight,
  };
}

/** Transitions of the coupon modal; calls, timers and focus stay in the component. An unknown action throws "Unknown action: {type}". */
export function couponModalReducer(state: CouponModalState, action: CouponModalAction): CouponModalState {
  switch (action.type) {
    case 'couponLoaded':
      return { ...state, coupon: { status: 'ready', data: action.data } };
    case 'couponFailed':
      return { ...state, coupon: { status: 'failed' }, view: 'timeout' };
    case 'retried':
      return { ...state, coupon: { status: 'loading' }, view: 'default', attempt: state.attempt + 1 };
    case 'viewportResized':
      return { ...state, viewportHeight: action.height };
    case 'viewShown':
      return { ...state, view: action.view };
    case 'inputFocused':
      return { ...state, inputFocused: true };
    case 'inputFocusCleared':
      return { ...state, inputFocused: false };
    case 'inputChanged':
      return action.by === 'email'
        ? { ...state, email: action.value, emailError: emailHasError(action.value) }
        : { ...state, phone: action.value, phoneError: phoneHasError(action.value) };
    case 'sendStarted':
      return { ...state, sending: true };
    case 'sendSettled':
      return { ...state, sending: false };
    case 'sent':
      return { ...state, sentBy: action.by, view: 'success' };
    case 'walletLinkOpened':
      return { ...state, walletLink: action.link };
    case 'closed':
      return { ...state, view: 'default', email: '', emailError: false, phone: '', phoneError: false, inputFocused: false };
    default:
      throw new Error(`Unknown action: ${(action as { type: unknown }).type}`);
  }
}
