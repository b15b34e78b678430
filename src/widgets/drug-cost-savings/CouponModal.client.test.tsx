// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportError } from '@/features/errors/reporter';
import { botCheckToken, prepareBotCheck } from '@/features/newsletter/bot-check-browser';
import { couponQuery } from './coupon';
import { priceCards } from './price-cards';
import '@/features/savings/schema';
import { CouponModal, type CouponRequest } from './CouponModal.client';
import { json, stubFetch, type Handler } from './test-fetch';
import { sampleInitial, samplePricing } from './test-loaded';
import { stubDialog } from '@tests/support/dialog';

vi.mock('@/features/errors/reporter', () => ({ reportError: vi.fn() }));
vi.mock('@/features/newsletter/bot-check-browser', () => ({ botCheckToken: vi.fn(async () => 'solved-token'), prepareBotCheck: vi.fn() }));

const desktopUa = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const iphoneUa = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const androidUa = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

const initial = sampleInitial();
const card = priceCards(samplePricing, initial.selectedDosage)[0]!;
const request: CouponRequest = { seq: 1, card, query: couponQuery(initial.selectedDosage, card), dosage: initial.selectedDosage, manufacturer: initial.manufacturer, location: initial.location };
const coupon = { id: 'cpn_1', bin: '019999', pcn: 'WELLREAD', grp: 'WR0006', uid: 'M12345678' };

function setUserAgent(ua: string) {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(ua);
}

beforeEach(() => {
  stubDialog();
  setUserAgent(desktopUa);
  vi.mocked(reportError).mockClear();
  vi.mocked(botCheckToken).mockClear();
  vi.mocked(prepareBotCheck).mockClear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function settle() {
  for (let i = 0; i < 6; i++) {
    await act(async () => {
      await vi.dynamicImportSettled();
      await Promise.resolve();
    });
  }
}

function mount(routes: Record<string, Handler> = {}, onClose = vi.fn(), extra: { heading?: string; couponPageUrl?: string } = {}) {
  const api = stubFetch({ '/api/optum/coupons': () => json(coupon), ...routes });
  render(<CouponModal open request={request} partnerName="Optum Perks" botCheck={{ kind: 'altcha' }} demo onClose={onClose} {...extra} />);
  const dialog = screen.getByTestId('coupon-modal') as HTMLDialogElement;
  return { api, dialog, onClose };
}

const heading = () => screen.getByRole('heading', { level: 2, hidden: true });
const maxHeight = (dialog: HTMLElement) => dialog.style.getPropertyValue('--coupon-max-height');
const shareBodies = (api: ReturnType<typeof stubFetch>) =>
  api.calls.filter((c) => c.url.pathname === '/api/optum-coupon-info-share').map((c) => JSON.parse(String(c.init!.body)) as Record<string, string>);

async function openView(name: 'SMS' | 'Email', routes: Record<string, Handler> = {}) {
  const ctx = mount(routes);
  await settle();
  fireEvent.click(within(ctx.dialog).getByRole('button', { name }));
  return ctx;
}

describe('coupon modal', () => {
  it('opens as a modal dialog labelled by its heading, with a spinner until the coupon arrives', async () => {
    const { dialog } = mount();
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.getAttribute('aria-labelledby')).toBe(heading().id);
    expect(screen.getByTestId('coupon-loading').textContent).toBe('Loading your coupon…');
    await settle();
    expect(screen.queryByTestId('coupon-loading')).toBeNull();
    expect(screen.getByTestId('coupon-status').textContent).toBe('Coupon ready.');
  });

  it('shows the default view: heading, coupon details and codes, SMS, Email and Print, no wallet on a desktop', async () => {
    const { dialog } = mount();
    await settle();
    expect(heading().textContent).toBe('Show this coupon at the pharmacy now, email to yourself, or print it out.');
    const details = within(dialog).getByTestId('coupon-details');
    expect(details.textContent).toContain('Walmart Pharmacy');
    expect(details.textContent).toContain('Atorvastatin');
    expect(details.textContent).toContain('10mg tablet, 30 tablets');
    expect(details.textContent).toContain('$9.87');
    expect(details.querySelector('s')!.textContent).toBe('Retail price: $36.00');
    expect([...details.querySelectorAll('dt')].map((d) => `${d.textContent}=${d.nextElementSibling!.textContent}`)).toEqual([
      'BIN=019999',
      'PCN=WELLREAD',
      'Group=WR0006',
      'Member ID=M12345678',
    ]);
    expect(dialog.textContent).toContain('Demo coupon');
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['×Close', 'SMS', 'Email', 'Print']);
    expect(dialog.dataset.view).toBe('default');
    expect(maxHeight(dialog)).toBe('812px');
  });

  it('a personalisation placement’s heading replaces the default one, in the first view only (spec savings 2.3)', async () => {
    const { dialog } = mount({}, vi.fn(), { heading: 'Your statin coupon, ready at the counter' });
    await settle();
    expect(heading().textContent).toBe('Your statin coupon, ready at the counter');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Email' }));
    expect(heading().textContent).toBe('Email coupon');
  });

  it('links to the partner’s coupon page with the drug, dosage, place and pharmacy when one is configured; not otherwise', async () => {
    const { dialog } = mount({}, vi.fn(), { couponPageUrl: 'https://perks.example/coupon' });
    await settle();
    const link = within(dialog).getByRole('link', { name: /Open this coupon on Optum Perks/ });
    const url = new URL(link.getAttribute('href')!);
    expect(`${url.origin}${url.pathname}`).toBe('https://perks.example/coupon');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      drugSlug: request.dosage.drugSlug,
      formulationId: request.dosage.formulationId,
      quantity: String(request.dosage.quantityValue),
      latitude: String(request.location.lat),
      longitude: String(request.location.long),
      postalCode: request.location.zip,
      retailerLocationId: card.retailer.location.id,
    });
    expect(link.getAttribute('target')).toBe('_blank');
    cleanup();
    const plain = mount();
    await settle();
    expect(within(plain.dialog).queryByRole('link', { name: /Open this coupon/ })).toBeNull();
  });

  it('uses the taller default height on a tall viewport', async () => {
    vi.stubGlobal('innerHeight', 1000);
    const { dialog } = mount();
    await settle();
    expect(maxHeight(dialog)).toBe('896px');
  });

  it("shows 'Our API timed out' on failure; Retry asks again for the same card", async () => {
    let fail = true;
    const { api, dialog } = mount({ '/api/optum/coupons': () => (fail ? json({ error: { code: 'timeout', message: 'x' } }, 504) : json(coupon)) });
    await settle();
    expect(dialog.dataset.view).toBe('timeout');
    expect(heading().textContent).toBe('Our API timed out');
    expect(dialog.textContent).toContain('Try again.');
    expect(maxHeight(dialog)).toBe('280px');
    expect(document.activeElement).toBe(heading());
    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(screen.getByTestId('coupon-loading')).toBeTruthy();
    await settle();
    expect(dialog.dataset.view).toBe('default');
    const calls = api.to('/api/optum/coupons');
    expect(calls).toHaveLength(2);
    expect(calls[1]).toBe(calls[0]);
  });

  it('email view: back button, heading, prompt, consent, and validation (red label, empty clears, Send does nothing on error)', async () => {
    const { api, dialog } = await openView('Email');
    expect(dialog.dataset.view).toBe('email');
    expect(maxHeight(dialog)).toBe('459px');
    expect(heading().textContent).toBe('Email coupon');
    expect(document.activeElement).toBe(heading());
    expect(prepareBotCheck).toHaveBeenCalledWith({ kind: 'altcha' });
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Privacy Policy (opens in a new tab)' }).getAttribute('target')).toBe('_blank');
    const input = within(dialog).getByLabelText('Enter your email') as HTMLInputElement;
    const label = dialog.querySelector(`label[for="${input.id}"]`)!;
    fireEvent.change(input, { target: { value: 'reader@example' } });
    expect(label.className).toBe('labelError');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await settle();
    expect(shareBodies(api)).toEqual([]);
    fireEvent.change(input, { target: { value: '' } });
    expect(label.className).toBe('');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await settle();
    expect(shareBodies(api)).toEqual([]);
  });

  it('sends the email with the bot-check token and shows the success text naming the partner', async () => {
    const { api, dialog } = await openView('Email', { '/api/optum-coupon-info-share': () => json({ success: true }) });
    fireEvent.change(within(dialog).getByLabelText('Enter your email'), { target: { value: 'reader@example.org' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await settle();
    expect(shareBodies(api)).toEqual([{ token: 'solved-token', couponID: 'cpn_1', sendType: 'email', email: 'reader@example.org' }]);
    expect(dialog.dataset.view).toBe('success');
    expect(heading().textContent).toBe('Coupon sent!');
    expect(dialog.textContent).toContain('Look for an email from Optum Perks, and show the coupon at the pharmacy when you fill your prescription.');
    expect(maxHeight(dialog)).toBe('280px');
  });

  it('texts the coupon to a 10-digit number; a phone that does not start with 10 digits is an error', async () => {
    const { api, dialog } = await openView('SMS', { '/api/optum-coupon-info-share': () => json({ success: true }) });
    expect(heading().textContent).toBe('Text Coupon');
    const input = within(dialog).getByLabelText('Enter your phone number') as HTMLInputElement;
    expect(input.type).toBe('tel');
    fireEvent.change(input, { target: { value: '317555' } });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await settle();
    expect(shareBodies(api)).toEqual([]);
    fireEvent.change(input, { target: { value: '(317) 555-0123' } });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await settle();
    expect(shareBodies(api)).toEqual([{ token: 'solved-token', couponID: 'cpn_1', sendType: 'textMessage', phoneNumber: '(317) 555-0123' }]);
    expect(dialog.textContent).toContain('Look for a text from Optum Perks');
  });

  it('shows the send error and reports it when the answer has no success flag', async () => {
    const { dialog } = await openView('SMS', { '/api/optum-coupon-info-share': () => json({ error: { code: 'rate_limited', message: 'x' } }, 429) });
    fireEvent.change(within(dialog).getByLabelText('Enter your phone number'), { target: { value: '3175550123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await settle();
    expect(dialog.dataset.view).toBe('error');
    expect(heading().textContent).toBe('Error: An error occurred while sending the coupon. Please try again.');
    expect(reportError).toHaveBeenCalledWith(new Error('Coupon send failed: status 429'), 'explicit', { sendType: 'textMessage' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(dialog.dataset.view).toBe('default');
  });

  it('goes back to the default view and clears the input-focus state after 100 ms', async () => {
    const { dialog } = await openView('Email');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.focus(within(dialog).getByLabelText('Enter your email'));
    expect(dialog.hasAttribute('data-input-focus')).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(dialog.dataset.view).toBe('default');
    expect(document.activeElement).toBe(heading());
    act(() => vi.advanceTimersByTime(99));
    expect(dialog.hasAttribute('data-input-focus')).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(dialog.hasAttribute('data-input-focus')).toBe(false);
  });

  it('resets to the default view when closed', async () => {
    const onClose = vi.fn();
    const api = stubFetch({ '/api/optum/coupons': () => json(coupon) });
    const { rerender } = render(<CouponModal open request={request} partnerName="Optum Perks" botCheck={{ kind: 'altcha' }} demo={false} onClose={onClose} />);
    const dialog = screen.getByTestId('coupon-modal') as HTMLDialogElement;
    await settle();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Email' }));
    fireEvent.change(within(dialog).getByLabelText('Enter your email'), { target: { value: 'reader@' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(dialog.dataset.view).toBe('default');
    rerender(<CouponModal open={false} request={request} partnerName="Optum Perks" botCheck={{ kind: 'altcha' }} demo={false} onClose={onClose} />);
    rerender(<CouponModal open request={request} partnerName="Optum Perks" botCheck={{ kind: 'altcha' }} demo={false} onClose={onClose} />);
    expect(dialog.hasAttribute('open')).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Email' }));
    expect((within(dialog).getByLabelText('Enter your email') as HTMLInputElement).value).toBe('');
    expect(api.to('/api/optum/coupons')).toHaveLength(1);
  });

  it('prints: Print calls window.print and a print sheet with the usage notes sits at the end of the body', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { dialog } = mount();
    expect(screen.queryByTestId('coupon-print')).toBeNull();
    await settle();
    const sheet = screen.getByTestId('coupon-print');
    expect(sheet.parentElement).toBe(document.body);
    expect(document.body.lastElementChild).toBe(sheet);
    expect(within(sheet).getByRole('heading', { level: 1 }).textContent).toBe('Show this free coupon to your pharmacist');
    expect(sheet.textContent).toContain('This coupon is not insurance.');
    expect(sheet.textContent).toContain('It has no expiry date.');
    expect(sheet.textContent).toContain('The price may change.');
    expect(sheet.textContent).toContain('Member ID');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});

describe('wallet', () => {
  it('downloads the iOS pass as a .pkpass of type application/vnd.apple.pkpass', async () => {
    setUserAgent(iphoneUa);
    const created: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (created.push(blob), 'blob:pass')), revokeObjectURL: vi.fn() }));
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
      clicks.push(this);
    });
    const { api, dialog } = mount({ '/api/optum-coupon-info-share': () => json({ success: true, data: btoa('PK\u0003\u0004'), contentType: 'application/vnd.apple.pkpass', fileName: 'coupon-cpn_1.pkpass' }) });
    await settle();
    expect(prepareBotCheck).toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to Apple Wallet' }));
    await settle();
    expect(shareBodies(api)).toEqual([{ token: 'solved-token', couponID: 'cpn_1', sendType: 'wallet', platform: 'iOS' }]);
    expect(created[0]!.type).toBe('application/vnd.apple.pkpass');
    expect(clicks[0]!.download).toBe('coupon-cpn_1.pkpass');
    expect(clicks[0]!.getAttribute('href')).toBe('blob:pass');
    expect(dialog.dataset.view).toBe('success_wallet');
    expect(maxHeight(dialog)).toBe('214px');
  });

  it('opens the Google Wallet save link in a new tab on Android', async () => {
    setUserAgent(androidUa);
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const { dialog } = mount({ '/api/optum-coupon-info-share': () => json({ success: true, data: 'eyJhbGciOiJSUzI1NiJ9.eyJ4IjoxfQ.c2ln' }) });
    await settle();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save to Google Wallet' }));
    await settle();
    expect(open).toHaveBeenCalledWith('https://pay.google.com/gp/v/save/eyJhbGciOiJSUzI1NiJ9.eyJ4IjoxfQ.c2ln', '_blank', 'noopener');
    expect(within(dialog).getByRole('link', { name: 'open Google Wallet (opens in a new tab)' }).getAttribute('href')).toBe(
      'https://pay.google.com/gp/v/save/eyJhbGciOiJSUzI1NiJ9.eyJ4IjoxfQ.c2ln',
    );
  });

  it('shows the wallet error and reports it on failure', async () => {
    setUserAgent(androidUa);
    const { dialog } = mount({ '/api/optum-coupon-info-share': () => json({ error: { code: 'x', message: 'x' } }, 500) });
    await settle();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save to Google Wallet' }));
    await settle();
    expect(dialog.dataset.view).toBe('error_wallet');
    expect(heading().textContent).toBe('Error: An error occurred while storing the coupon in your Wallet. Please try again.');
    expect(maxHeight(dialog)).toBe('214px');
    expect(reportError).toHaveBeenCalledWith(new Error('Coupon wallet failed: status 500'), 'explicit', { sendType: 'wallet', platform: 'Android' });
  });
});
