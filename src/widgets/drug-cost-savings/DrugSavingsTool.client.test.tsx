// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { track } from '@/features/analytics/track';
import '@/features/savings/schema';
import { DrugSavingsTool } from './DrugSavingsTool.client';
import { json, lookupAnswer, pricesAnswer, stubFetch } from './test-fetch';
import { grouped, priceEntry, sampleDriver, sampleInitial } from './test-loaded';
import { stubDialog } from '@tests/support/dialog';

vi.mock('@/features/analytics/track', () => ({ track: vi.fn() }));
vi.mock('@/features/errors/reporter', () => ({ reportError: vi.fn(), importReported: <T,>(load: () => Promise<T>) => load() }));
vi.mock('@/features/newsletter/bot-check-browser', () => ({ botCheckToken: vi.fn(async () => 'solved-token'), prepareBotCheck: vi.fn() }));

const nycPricing = grouped([priceEntry('Duane Reade', 8.5, { address: '250 W 34th St' }), priceEntry('CVS Pharmacy', 10.25, { address: '400 8th Ave' })]);

beforeEach(() => {
  stubDialog();
  vi.mocked(track).mockClear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets fetch answers, lazy imports and the state updates after them run. */
async function settle() {
  for (let i = 0; i < 6; i++) {
    await act(async () => {
      await vi.dynamicImportSettled();
      await Promise.resolve();
    });
  }
}

const cardNames = () => screen.queryAllByTestId('price-card').map((card) => card.querySelector('h3')!.textContent);
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const openEdit = () => fireEvent.click(button(/^EDIT/));
const updateButton = () => screen.getByRole('button', { name: 'Update' }) as HTMLButtonElement;

function search(term: string) {
  fireEvent.change(screen.getByLabelText('Find your pharmacy'), { target: { value: term } });
  fireEvent.submit(screen.getByLabelText('Find your pharmacy').closest('form')!);
}

describe('price cards', () => {
  it('shows 4 cards per page; SEE MORE RESULTS advances and wraps to the first page', () => {
    render(<DrugSavingsTool initial={sampleInitial()} variant="article" />);
    const first = ['Walmart Pharmacy', 'Target (CVS)', 'Kroger Pharmacy', 'Meijer Pharmacy'];
    expect(cardNames()).toEqual(first);
    fireEvent.click(button('SEE MORE RESULTS'));
    expect(cardNames()).toEqual(['Columbus Family Pharmacy…', 'CVS Pharmacy', 'Walgreens', 'Hope Drug']);
    expect(screen.getByRole('status').textContent).toBe('Showing 5–8 of 8 pharmacies');
    fireEvent.click(button('SEE MORE RESULTS'));
    expect(cardNames()).toEqual(first);
  });

  it('filters by pharmacy name once the term is over 1 character; Reset restores the list', () => {
    render(<DrugSavingsTool initial={sampleInitial()} variant="article" />);
    search('c');
    expect(screen.getAllByTestId('price-card')).toHaveLength(4);
    expect(button('SEE MORE RESULTS')).toBeTruthy();
    search('cVs');
    expect(cardNames()).toEqual(['Target (CVS)', 'CVS Pharmacy']);
    expect(screen.queryByRole('button', { name: 'SEE MORE RESULTS' })).toBeNull();
    search('zz');
    expect(cardNames()).toEqual([]);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Error: No results found for your search.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Reset' }));
    expect(cardNames()).toHaveLength(4);
    expect((screen.getByLabelText('Find your pharmacy') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('searches with the Enter key (a search form) and resets from a match too', () => {
    render(<DrugSavingsTool initial={sampleInitial()} variant="article" />);
    const input = screen.getByLabelText('Find your pharmacy');
    expect(input.closest('form')).not.toBeNull();
    search('walgreens');
    expect(cardNames()).toEqual(['Walgreens']);
    fireEvent.click(button('Reset pharmacy search'));
    expect(cardNames()).toHaveLength(4);
  });
});

describe('edit panel', () => {
  it('toggles with EDIT / CANCEL', () => {
    render(<DrugSavingsTool initial={sampleInitial()} variant="article" />);
    openEdit();
    const toggle = button(/^CANCEL/);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('edit-panel').id).toBe(toggle.getAttribute('aria-controls'));
    fireEvent.click(toggle);
    expect(screen.queryByTestId('edit-panel')).toBeNull();
  });

  it('keeps zip digits only, cut at 5, and flags it while shorter; a failed update fetches nothing', () => {
    const api = stubFetch({});
    render(<DrugSavingsTool initial={sampleInitial()} variant="article" />);
    openEdit();
    const zip = screen.getByLabelText('ZIP code') as HTMLInputElement;
    expect(zip.getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(zip, { target: { value: '1a0-0' } });
    expect(zip.value).toBe('100');
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(zip.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent).toBe('Enter a 5-digit ZIP code.');
    fireEvent.change(zip, { target: { value: '1000123' } });
    expect(zip.value).toBe('10001');
    expect(zip.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(zip, { target: { value: '' } });
    fireEvent.click(updateButton());
    expect(screen.getByRole('alert').textContent).toBe('Please check: ZIP code.');
    expect(document.getElementById(zip.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent).toBe('ZIP code is required.');
    expect(document.activeElement).toBe(zip);
    expect(screen.getByTestId('edit-panel')).toBeTruthy();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('flags an empty select and does not update', () => {
    const api = stubFetch({});
    const initial = sampleInitial();
    const manufacturers = [{ ...initial.manufacturers[0]!, options: [{ form: 'tablet', dossages: [{ ...initial.manufacturers[0]!.options[0]!.dossages[0]!, commonQuantities: [] }] }] }];
    render(<DrugSavingsTool initial={{ ...initial, manufacturers, selectedDosage: { ...initial.selectedDosage, quantityDisplay: '' } }} variant="article" />);
    openEdit();
    const quantity = screen.getByLabelText('Quantity') as HTMLSelectElement;
    expect(quantity.value).toBe('');
    fireEvent.click(updateButton());
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please check: Quantity.')).toBeTruthy();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('falls form, dosage and quantity back to valid options when the manufacturer changes', () => {
    render(<DrugSavingsTool initial={sampleInitial()} variant="article" />);
    openEdit();
    fireEvent.change(screen.getByLabelText('Dosage'), { target: { value: '20mg' } });
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '90 tablets' } });
    fireEvent.change(screen.getByLabelText('Manufacturer'), { target: { value: 'Lipitor' } });
    expect((screen.getByLabelText('Form') as HTMLSelectElement).value).toBe('tablet');
    expect((screen.getByLabelText('Dosage') as HTMLSelectElement).value).toBe('40mg');
    expect((screen.getByLabelText('Quantity') as HTMLSelectElement).value).toBe('30 tablets');
    fireEvent.change(screen.getByLabelText('Form'), { target: { value: 'chewable tablet' } });
    expect((screen.getByLabelText('Quantity') as HTMLSelectElement).value).toBe('60 chewable tablets');
  });

  it('shows the insurance choice only with a copay driver', () => {
    const { unmount } = render(<DrugSavingsTool initial={sampleInitial()} variant="article" />);
    openEdit();
    expect(screen.queryByRole('radio')).toBeNull();
    unmount();
    render(<DrugSavingsTool initial={sampleInitial({ copayDriver: sampleDriver })} variant="article" />);
    openEdit();
    expect(screen.getAllByRole('radio').map((r) => (r.closest('label') as HTMLElement).textContent)).toEqual(['Insured', 'Uninsured']);
  });

  it('updates on insured alone without a reload, closes the panel and shows the copay offer', async () => {
    const api = stubFetch({});
    render(<DrugSavingsTool initial={sampleInitial({ copayDriver: sampleDriver })} variant="article" />);
    expect(screen.queryByTestId('copay-offer')).toBeNull();
    openEdit();
    fireEvent.click(screen.getByLabelText('Insured'));
    fireEvent.click(updateButton());
    await settle();
    expect(screen.queryByTestId('edit-panel')).toBeNull();
    expect(document.activeElement).toBe(button(/^EDIT/));
    expect(screen.getByTestId('copay-offer').textContent).toContain('With insurance, pay as little as $4.00 for a trusted brand-name medication.');
    expect(api.fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).not.toContain('Loading');
  });

  it('disables the template update until a selection changed', () => {
    render(<DrugSavingsTool initial={sampleInitial()} variant="template" />);
    openEdit();
    expect(updateButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '90 tablets' } });
    expect(updateButton().disabled).toBe(false);
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '30 tablets' } });
    expect(updateButton().disabled).toBe(true);
  });

  it('does not disable the article update', () => {
    render(<DrugSavingsTool initial={sampleInitial()} variant="article" />);
    openEdit();
    expect(updateButton().disabled).toBe(false);
  });
});

describe('reloads', () => {
  it('looks the new zip up, then reloads prices there', async () => {
    const api = stubFetch({ '/api/tip/lookup': () => lookupAnswer(40.7506, -73.9972), '/api/optum/prices': () => pricesAnswer(nycPricing) });
    render(<DrugSavingsTool initial={sampleInitial()} variant="article" />);
    openEdit();
    fireEvent.change(screen.getByLabelText('ZIP code'), { target: { value: '10001' } });
    fireEvent.click(updateButton());
    await settle();
    expect(api.to('/api/tip/lookup')).toEqual(['/api/tip/lookup?zip=10001']);
    expect(api.to('/api/optum/prices')).toEqual(['/api/optum/prices?formulationId=atorvastatin-tablet-10mg&quantity=30&lat=40.7506&long=-73.9972&zip=10001']);
    expect(api.to('/api/drugPricing')).toEqual([]);
    expect(cardNames()).toEqual(['Duane Reade', 'CVS Pharmacy']);
    expect(screen.getByText('10mg tablet, 30 tablets near 10001')).toBeTruthy();
  });

  it('says the first ZIP is a default and asks for the reader’s own, until they enter one; the ZIP field has a hint', async () => {
    stubFetch({ '/api/tip/lookup': () => lookupAnswer(40.7506, -73.9972), '/api/optum/prices': () => pricesAnswer(nycPricing) });
    render(<DrugSavingsTool initial={sampleInitial()} variant="article" />);
    expect(screen.getByText(/near 47201 \(default\)$/)).toBeTruthy();
    expect(screen.getByTestId('default-zip-hint').textContent).toBe('Enter your ZIP code for prices near you.');
    openEdit();
    const zip = screen.getByLabelText('ZIP code');
    expect(zip.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)!.textContent)).toEqual([
      '5 digits. Prices are for pharmacies near this ZIP code.',
    ]);
    fireEvent.change(zip, { target: { value: '10001' } });
    fireEvent.click(updateButton());
    await settle();
    expect(screen.getByText('10mg tablet, 30 tablets near 10001')).toBeTruthy();
    expect(screen.queryByText(/\(default\)/)).toBeNull();
    expect(screen.queryByTestId('default-zip-hint')).toBeNull();
  });

  it('reloads the list price and prices on a dosage change, and prices only on a quantity change', async () => {
    const api = stubFetch({
      '/api/optum/prices': () => pricesAnswer(nycPricing),
      '/api/drugPricing': () => json({ ndc: '00378395177', priceTypeCode: 'SWD', drugMSRP: 2 }),
    });
    render(<DrugSavingsTool initial={sampleInitial()} variant="article" />);
    openEdit();
    fireEvent.change(screen.getByLabelText('Dosage'), { target: { value: '20mg' } });
    fireEvent.click(updateButton());
    await settle();
    expect(api.to('/api/drugPricing')).toEqual(['/api/drugPricing?ndc=00378395177&priceTypeCode=SWD']);
    expect(api.to('/api/optum/prices')).toEqual(['/api/optum/prices?formulationId=atorvastatin-tablet-20mg&quantity=30&lat=39.2014&long=-85.9214&zip=47201']);
    expect(api.to('/api/tip/lookup')).toEqual([]);
    // The new list price: 2 x 30 = $60.00.
    expect(screen.getAllByTestId('price-card')[0]!.querySelector('s')!.textContent).toBe('$60.00');

    openEdit();
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '90 tablets' } });
    fireEvent.click(updateButton());
    await settle();
    expect(api.to('/api/drugPricing')).toHaveLength(1);
    expect(api.to('/api/optum/prices')[1]).toBe('/api/optum/prices?formulationId=atorvastatin-tablet-20mg&quantity=90&lat=39.2014&long=-85.9214&zip=47201');
  });

  it('keeps the headline on the cards: their best saving after each reload, no number when the load fails', async () => {
    let fail = false;
    stubFetch({
      '/api/optum/prices': () => (fail ? json({ error: { code: 'unavailable', message: 'x' } }, 503) : pricesAnswer(nycPricing)),
      '/api/drugPricing': () => json({ ndc: '00378395177', priceTypeCode: 'SWD', drugMSRP: 2 }),
    });
    render(<DrugSavingsTool initial={sampleInitial()} variant="article" />);
    const headline = () => screen.getByTestId('savings-headline').textContent;
    const bestCard = () => /Save (\d+)%/.exec(screen.getAllByTestId('price-card')[0]!.textContent!)![1];
    expect(headline()).toMatch(/^Save up to 73% on Atorvastatin/);
    expect(bestCard()).toBe('73');
    openEdit();
    fireEvent.change(screen.getByLabelText('Dosage'), { target: { value: '20mg' } });
    fireEvent.click(updateButton());
    await settle();
    // Duane Reade's $8.50 against 2 x 30 = $60.00.
    expect(bestCard()).toBe('86');
    expect(headline()).toMatch(/^Save up to 86% on Atorvastatin/);
    fail = true;
    openEdit();
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '90 tablets' } });
    fireEvent.click(updateButton());
    await settle();
    expect(screen.queryAllByTestId('price-card')).toHaveLength(0);
    expect(headline()).not.toMatch(/\d/);
  });

  it('shows the loading indicator until 500 ms after the load completes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stubFetch({ '/api/optum/prices': () => pricesAnswer(nycPricing) });
    render(<DrugSavingsTool initial={sampleInitial()} variant="article" />);
    openEdit();
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '90 tablets' } });
    fireEvent.click(updateButton());
    const results = screen.getByTestId('price-results');
    expect(results.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading prices…');
    await settle();
    expect(cardNames()).toEqual(['Duane Reade', 'CVS Pharmacy']);
    expect(results.getAttribute('aria-busy')).toBe('true');
    act(() => vi.advanceTimersByTime(499));
    expect(screen.getByRole('status').textContent).toBe('Loading prices…');
    act(() => vi.advanceTimersByTime(1));
    expect(results.getAttribute('aria-busy')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('Showing 1–2 of 2 pharmacies');
  });

  it('empties the list with the error text and Retry when prices fail; Retry loads again', async () => {
    let fail = true;
    const api = stubFetch({ '/api/optum/prices': () => (fail ? json({ error: { code: 'unavailable', message: 'x' } }, 503) : pricesAnswer(nycPricing)) });
    render(<DrugSavingsTool initial={sampleInitial()} variant="article" />);
    openEdit();
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '90 tablets' } });
    fireEvent.click(updateButton());
    await settle();
    expect(cardNames()).toEqual([]);
    const alert = await screen.findByRole('alert', {}, { timeout: 2000 });
    expect(alert.textContent).toContain('Error: No results found. Try editing the information provided or retry.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await settle();
    expect(api.to('/api/optum/prices')).toHaveLength(2);
    expect(cardNames()).toEqual(['Duane Reade', 'CVS Pharmacy']);
  });

  it('treats an answer without data as a failure', async () => {
    stubFetch({ '/api/optum/prices': () => pricesAnswer(grouped([])) });
    render(<DrugSavingsTool initial={sampleInitial()} variant="article" />);
    openEdit();
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '90 tablets' } });
    fireEvent.click(updateButton());
    await settle();
    expect((await screen.findByRole('alert', {}, { timeout: 2000 })).textContent).toContain('Error: No results found.');
  });

  it('sets lat and long to null when the zip lookup answers errors, and fetches no prices', async () => {
    const api = stubFetch({ '/api/tip/lookup': () => json({ demographics: null, errors: [{ code: 'unknown_zip', message: 'Unknown ZIP code' }] }) });
    render(<DrugSavingsTool initial={sampleInitial()} variant="article" />);
    openEdit();
    fireEvent.change(screen.getByLabelText('ZIP code'), { target: { value: '00000' } });
    fireEvent.click(updateButton());
    await settle();
    expect(api.to('/api/tip/lookup')).toEqual(['/api/tip/lookup?zip=00000']);
    expect(api.to('/api/optum/prices')).toEqual([]);
    expect((await screen.findByRole('alert', {}, { timeout: 2000 })).textContent).toContain('Error: No results found.');
  });
});

describe('coupon', () => {
  it('loads the modal on the first card click, asks for the coupon, and returns focus on close', async () => {
    const api = stubFetch({ '/api/optum/coupons': () => json({ id: 'cpn_1', bin: '019999', pcn: 'WELLREAD', grp: 'WR0006', uid: 'M12345678' }) });
    render(<DrugSavingsTool initial={sampleInitial()} variant="article" />);
    const opener = screen.getAllByRole('button', { name: /^Get RX Coupon/ })[1]!;
    fireEvent.click(opener);
    const dialog = await screen.findByTestId('coupon-modal', {}, { timeout: 2000 });
    await settle();
    expect(dialog.hasAttribute('open')).toBe(true);
    const query = new URLSearchParams(api.to('/api/optum/coupons')[0]!.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({
      formulationId: 'atorvastatin-tablet-10mg',
      drugId: '101',
      drugName: 'Atorvastatin',
      drugUrlSlug: 'atorvastatin',
      dosageDisplay: '10mg',
      quantityDisplay: '30 tablets',
      ndc: '00378395077',
      locationId: 'target-cvs-loc-1',
      retailerId: 'target-cvs',
      retailerName: 'Target (CVS)',
      lowPriceAmount: '11.42',
      highPriceAmount: '36',
      priceCurrency: 'USD',
      pbmId: 'demo-pbm',
    });
    expect(within(dialog).getByText('Member ID')).toBeTruthy();
    // The click is counted, without the drug or the pharmacy.
    expect(vi.mocked(track).mock.calls).toEqual([['Element Clicked', { elementType: 'button', location: 'drug-cost-savings', text: 'Get RX Coupon', position: 2 }]]);
    act(() => (dialog as HTMLDialogElement).close());
    expect(document.activeElement).toBe(opener);
  });
});
