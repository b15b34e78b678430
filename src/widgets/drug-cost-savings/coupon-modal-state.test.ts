import { describe, expect, it } from 'vitest';
import { couponData } from './coupon';
import { couponModalReducer, initialCouponModalState, type CouponModalAction, type CouponModalState } from './coupon-modal-state';
import { priceCards } from './price-cards';
import { sampleInitial, samplePricing } from './test-loaded';

const dosage = sampleInitial().selectedDosage;
const data = couponData({ id: 'c1', bin: '019999', pcn: 'WELLREAD', grp: 'WR0006', uid: 'M123' }, priceCards(samplePricing, dosage)[0]!, dosage, 'Atorvastatin (generic)');
const start = initialCouponModalState('Android', 900);
const run = (actions: CouponModalAction[], state: CouponModalState = start) => actions.reduce(couponModalReducer, state);

describe('coupon modal state', () => {
  it('starts loading the coupon on the default view, with empty forms and the platform and viewport given', () => {
    expect(start).toEqual({
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
      platform: 'Android',
      viewportHeight: 900,
    });
    expect(initialCouponModalState(null, 700).platform).toBeNull();
  });

  it('shows the coupon once loaded; a failed call shows the timeout view, and a retry loads again on the default view', () => {
    expect(run([{ type: 'couponLoaded', data }]).coupon).toEqual({ status: 'ready', data });
    const failed = run([{ type: 'couponFailed' }]);
    expect([failed.coupon, failed.view]).toEqual([{ status: 'failed' }, 'timeout']);
    const retried = run([{ type: 'retried' }], failed);
    expect([retried.coupon, retried.view, retried.attempt]).toEqual([{ status: 'loading' }, 'default', 1]);
    expect(run([{ type: 'retried' }], retried).attempt).toBe(2);
  });

  it('follows the viewport height and the shown view', () => {
    expect(run([{ type: 'viewportResized', height: 640 }]).viewportHeight).toBe(640);
    expect(run([{ type: 'viewShown', view: 'sms' }]).view).toBe('sms');
    expect(run([{ type: 'viewShown', view: 'email' }, { type: 'viewShown', view: 'default' }]).view).toBe('default');
  });

  it('keeps each field with its error as it is typed', () => {
    const typed = run([
      { type: 'inputChanged', by: 'email', value: 'reader@example' },
      { type: 'inputChanged', by: 'textMessage', value: '(317) 555-0123' },
    ]);
    expect([typed.email, typed.emailError, typed.phone, typed.phoneError]).toEqual(['reader@example', true, '(317) 555-0123', false]);
    const fixed = run([{ type: 'inputChanged', by: 'email', value: 'reader@example.org' }, { type: 'inputChanged', by: 'textMessage', value: '317' }], typed);
    expect([fixed.emailError, fixed.phoneError]).toEqual([false, true]);
  });

  it('marks the input focused, until cleared', () => {
    const focused = run([{ type: 'inputFocused' }]);
    expect(focused.inputFocused).toBe(true);
    expect(run([{ type: 'inputFocusCleared' }], focused).inputFocused).toBe(false);
  });

  it('is sending from the start of a send until its answer; a sent coupon shows the success view for its channel', () => {
    const sending = run([{ type: 'viewShown', view: 'sms' }, { type: 'sendStarted' }]);
    expect(sending.sending).toBe(true);
    const settled = run([{ type: 'sendSettled' }], sending);
    expect([settled.sending, settled.view]).toEqual([false, 'sms']);
    const sent = run([{ type: 'sent', by: 'textMessage' }], settled);
    expect([sent.sentBy, sent.view]).toEqual(['textMessage', 'success']);
  });

  it('keeps the Google Wallet link it opened', () => {
    const opened = run([{ type: 'walletLinkOpened', link: 'https://pay.google.com/gp/v/save/jwt' }, { type: 'viewShown', view: 'success_wallet' }]);
    expect([opened.walletLink, opened.view]).toEqual(['https://pay.google.com/gp/v/save/jwt', 'success_wallet']);
  });

  it('closes back to the default view with empty forms, keeping the coupon', () => {
    const used = run([
      { type: 'couponLoaded', data },
      { type: 'viewShown', view: 'email' },
      { type: 'inputFocused' },
      { type: 'inputChanged', by: 'email', value: 'reader@' },
      { type: 'inputChanged', by: 'textMessage', value: '12' },
    ]);
    const closed = run([{ type: 'closed' }], used);
    expect(closed).toEqual({ ...used, view: 'default', email: '', emailError: false, phone: '', phoneError: false, inputFocused: false });
  });

  it("throws 'Unknown action: {type}' for an unknown action", () => {
    expect(() => couponModalReducer(start, { type: 'explode' } as unknown as CouponModalAction)).toThrow(new Error('Unknown action: explode'));
  });
});
