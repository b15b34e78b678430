import { describe, expect, it } from 'vitest';
import { grouped, priceEntry, sampleDriver, sampleInitial, sampleManufacturers, samplePricing } from '@/widgets/drug-cost-savings/test-loaded';
import {
  canSend,
  cardAddress,
  cardName,
  changeDraft,
  checkUpdate,
  couponData,
  couponQuery,
  emailHasError,
  fallbackLogo,
  filterCards,
  googleWalletSaveUrl,
  isFilled,
  listTotal,
  modalMaxHeight,
  nextPage,
  pageCount,
  pageItems,
  percentSavings,
  phoneHasError,
  pkpassBlob,
  priceCards,
  queryString,
  reloadPlan,
  resolveSelection,
  retailPrice,
  sanitizeZip,
  selectedDosageFor,
  selectionChanged,
  shareBody,
  showsCopayOffer,
  showsInsuredChoice,
  showsSeeMore,
  successText,
  truncate,
  walletPlatform,
  zipHasError,
  type EditValues,
} from './rules';
import { couponQuerySchema, shareBodySchema } from './schema';

const dosage = sampleInitial().selectedDosage;

describe('price card entries', () => {
  it('lists chains then independents, cheapest first, with the spec fields and a $ display', () => {
    const cards = priceCards(samplePricing, dosage);
    expect(cards.map((c) => [c.retailer.name, c.price.display])).toEqual([
      ['Walmart Pharmacy', '$9.87'],
      ['Target (CVS)', '$11.42'],
      ['Kroger Pharmacy', '$12.90'],
      ['Meijer Pharmacy', '$14.60'],
      ['Columbus Family Pharmacy and Wellness Center', '$15.75'],
      ['CVS Pharmacy', '$18.33'],
      ['Walgreens', '$21.05'],
      ['Hope Drug', '$24.10'],
    ]);
    expect(cards[0]).toEqual({
      retailer: { id: 'walmart-pharmacy', name: 'Walmart Pharmacy', logo: null, location: { id: 'walmart-pharmacy-loc-1', addressLine1: '735 Whitfield Dr' } },
      price: { amount: 9.87, currency: 'USD', display: '$9.87' },
      retailPrice: { amount: 36, display: '$36.00' },
      percentSavings: 73,
      isLowestPrice: true,
      pbmId: 'demo-pbm',
    });
  });

  it('puts the badge on every card at the lowest price only', () => {
    const cards = priceCards(grouped([priceEntry('A', 5), priceEntry('B', 7)], [priceEntry('C', 5, { independent: true, distance: 0.5 })]), dosage);
    expect(cards.map((c) => [c.retailer.name, c.isLowestPrice])).toEqual([
      ['C', true],
      ['A', true],
      ['B', false],
    ]);
  });

  it('keeps chains before independents on the same price and distance', () => {
    const cards = priceCards(grouped([priceEntry('Chain', 8)], [priceEntry('Independent', 8, { independent: true })]), dosage);
    expect(cards.map((c) => c.retailer.name)).toEqual(['Chain', 'Independent']);
  });

  it('has no cards without pricing', () => {
    expect(priceCards(null, dosage)).toEqual([]);
    expect(priceCards(grouped([]), dosage)).toEqual([]);
  });

  it('hides the retail price when list price times quantity is under the lowest price, or there is no list price', () => {
    expect(listTotal(1.2, 30)).toBe(36);
    expect(retailPrice(1.2, 30, 9.87)).toBe(36);
    expect(retailPrice(1.2, 30, 36)).toBe(36);
    expect(retailPrice(1.2, 30, 36.01)).toBeNull();
    expect(retailPrice(null, 30, 5)).toBeNull();
    const cheapList = priceCards(samplePricing, { drugMSRP: 0.3, quantityValue: 30 });
    expect(cheapList.every((c) => c.retailPrice === null)).toBe(true);
    expect(priceCards(samplePricing, { drugMSRP: null, quantityValue: 30 }).every((c) => c.retailPrice === null && c.percentSavings === null)).toBe(true);
  });

  it('computes the savings percent from list price times quantity, rounded and never negative', () => {
    expect(percentSavings(1.2, 30, 9.87)).toBe(73);
    expect(percentSavings(1.2, 30, 18)).toBe(50);
    expect(percentSavings(1, 3, 2)).toBe(33);
    expect(percentSavings(1, 3, 1)).toBe(67);
    expect(percentSavings(1.2, 30, 40)).toBe(0);
    expect(percentSavings(null, 30, 10)).toBeNull();
    expect(percentSavings(0, 30, 10)).toBeNull();
  });
});

describe('truncation', () => {
  it('keeps up to the limit whole and cuts longer text to the limit plus an ellipsis', () => {
    expect(truncate('abcdef', 6)).toBe('abcdef');
    expect(truncate('abcdefg', 6)).toBe('abcdef…');
    expect(truncate('abc def', 4)).toBe('abc…');
    expect(truncate('  padded  ', 6)).toBe('padded');
  });

  it('cuts pharmacy names at 24 characters and addresses at 32', () => {
    expect(cardName('Columbus Family Pharmacy')).toBe('Columbus Family Pharmacy');
    expect(cardName('Columbus Family Pharmacy and Wellness Center')).toBe('Columbus Family Pharmacy…');
    expect(cardAddress('1001 Washington Street, Suite 20')).toBe('1001 Washington Street, Suite 20');
    expect(cardAddress('1001 Washington Street, Suite 200B')).toBe('1001 Washington Street, Suite 20…');
  });
});

describe('paging', () => {
  const items = Array.from({ length: 9 }, (_, i) => i);

  it('shows 4 per page', () => {
    expect(pageCount(9)).toBe(3);
    expect(pageCount(0)).toBe(1);
    expect(pageItems(items, 0)).toEqual([0, 1, 2, 3]);
    expect(pageItems(items, 2)).toEqual([8]);
  });

  it('advances and wraps to the first page after the last', () => {
    expect(nextPage(0, 9)).toBe(1);
    expect(nextPage(1, 9)).toBe(2);
    expect(nextPage(2, 9)).toBe(0);
    expect(nextPage(0, 4)).toBe(0);
  });

  it('shows SEE MORE RESULTS only with 4 or more results', () => {
    expect(showsSeeMore(3)).toBe(false);
    expect(showsSeeMore(4)).toBe(true);
    expect(showsSeeMore(9)).toBe(true);
  });
});

describe('pharmacy search', () => {
  const cards = priceCards(samplePricing, dosage);

  it('matches retailer names case-insensitively once the term is over 1 character', () => {
    expect(filterCards(cards, 'cvs').map((c) => c.retailer.name)).toEqual(['Target (CVS)', 'CVS Pharmacy']);
    expect(filterCards(cards, '  PHARMACY ').length).toBe(5);
    expect(filterCards(cards, 'zz')).toEqual([]);
  });

  it('gives the full list for a term of 1 character or less', () => {
    expect(filterCards(cards, 'z')).toHaveLength(8);
    expect(filterCards(cards, ' ')).toHaveLength(8);
    expect(filterCards(cards, '')).toHaveLength(8);
  });
});

describe('zip', () => {
  it('keeps digits only, cut at 5', () => {
    expect(sanitizeZip('47a2-01')).toBe('47201');
    expect(sanitizeZip('1234567')).toBe('12345');
    expect(sanitizeZip('abc')).toBe('');
  });

  it('is an error while shorter than 5 digits', () => {
    expect(zipHasError('4720')).toBe(true);
    expect(zipHasError('')).toBe(true);
    expect(zipHasError('47201')).toBe(false);
  });
});

describe('edit panel update check', () => {
  const values: EditValues = { zip: '47201', insured: false, manufacturer: 'Lipitor', form: 'tablet', dosage: '40mg', quantityDisplay: '30 tablets' };

  it('accepts a non-empty value, a number or a boolean', () => {
    expect(isFilled('x')).toBe(true);
    expect(isFilled(0)).toBe(true);
    expect(isFilled(false)).toBe(true);
    expect(isFilled('  ')).toBe(false);
    expect(isFilled(null)).toBe(false);
    expect(isFilled(Number.NaN)).toBe(false);
  });

  it('flags every empty field of the article panel and refuses the update', () => {
    expect(checkUpdate(values, 'article')).toEqual({ ok: true, missing: [], zipInvalid: false });
    expect(checkUpdate({ ...values, zip: '', insured: null, dosage: '' }, 'article')).toEqual({ ok: false, missing: ['zip', 'insured', 'dosage'], zipInvalid: false });
    expect(checkUpdate({ ...values, quantityDisplay: '' }, 'article').missing).toEqual(['quantityDisplay']);
  });

  it('checks the template panel without insured', () => {
    expect(checkUpdate({ ...values, insured: null }, 'template').ok).toBe(true);
    expect(checkUpdate({ ...values, manufacturer: '', form: '' }, 'template').missing).toEqual(['manufacturer', 'form']);
  });

  it('refuses a zip shorter than 5 digits', () => {
    expect(checkUpdate({ ...values, zip: '472' }, 'article')).toEqual({ ok: false, missing: [], zipInvalid: true });
  });

  it('knows whether the template selection changed', () => {
    expect(selectionChanged({ ...values }, values)).toBe(false);
    expect(selectionChanged({ ...values, quantityDisplay: '90 tablets' }, values)).toBe(true);
    expect(selectionChanged({ ...values, zip: '10001' }, values)).toBe(true);
  });
});

describe('fallbacks', () => {
  it('falls back to the first form, dosage and quantity valid for the chosen manufacturer', () => {
    const resolved = resolveSelection(sampleManufacturers, { manufacturer: 'Lipitor', form: 'capsule', dosage: '10mg', quantityDisplay: '90 tablets' })!;
    expect([resolved.manufacturer.name, resolved.form.form, resolved.dosage.dosage, resolved.quantity.display]).toEqual(['Lipitor', 'tablet', '40mg', '30 tablets']);
    const kept = resolveSelection(sampleManufacturers, { manufacturer: 'Lipitor', form: 'chewable tablet', dosage: '10mg', quantityDisplay: '60 chewable tablets' })!;
    expect(kept.dosage.formulationId).toBe('lipitor-chewable-10mg');
  });

  it('falls back to the first manufacturer, and gives nothing when a level has no options', () => {
    expect(resolveSelection(sampleManufacturers, { manufacturer: 'Unknown', form: '', dosage: '', quantityDisplay: '' })!.dosage.formulationId).toBe('atorvastatin-tablet-10mg');
    expect(resolveSelection([{ ...sampleManufacturers[0]!, options: [] }], { manufacturer: '', form: '', dosage: '', quantityDisplay: '' })).toBeNull();
  });

  it('moves a draft to valid choices when the manufacturer changes', () => {
    const draft: EditValues = { zip: '47201', insured: false, manufacturer: 'Atorvastatin (generic)', form: 'tablet', dosage: '20mg', quantityDisplay: '90 tablets' };
    expect(changeDraft(sampleManufacturers, draft, 'manufacturer', 'Lipitor')).toEqual({ ...draft, manufacturer: 'Lipitor', form: 'tablet', dosage: '40mg', quantityDisplay: '30 tablets' });
    expect(changeDraft(sampleManufacturers, draft, 'dosage', '10mg')).toEqual({ ...draft, dosage: '10mg' });
  });

  it('builds the selected dosage, keeping the list price only for the same formulation', () => {
    const same = selectedDosageFor(resolveSelection(sampleManufacturers, { manufacturer: 'Atorvastatin (generic)', form: 'tablet', dosage: '10mg', quantityDisplay: '90 tablets' })!, dosage);
    expect(same).toMatchObject({ formulationId: 'atorvastatin-tablet-10mg', quantityValue: 90, quantityDisplay: '90 tablets', drugMSRP: 1.2 });
    const other = selectedDosageFor(resolveSelection(sampleManufacturers, { manufacturer: 'Lipitor', form: 'tablet', dosage: '40mg', quantityDisplay: '30 tablets' })!, dosage);
    expect(other).toEqual({
      quantityDisplay: '30 tablets',
      quantityValue: 30,
      formulationId: 'lipitor-tablet-40mg',
      form: 'tablet',
      dosage: '40mg',
      drugSlug: 'lipitor',
      drugMSRP: null,
      ndc: '00071015723',
      drugId: 102,
      drugName: 'Atorvastatin',
    });
  });
});

describe('reload plan', () => {
  const before = { zip: '47201', formulationId: 'f-10', quantityValue: 30, insured: false };

  it('looks up the location and reloads prices on a zip change', () => {
    expect(reloadPlan(before, { ...before, zip: '10001' })).toEqual({ lookup: true, listPrice: false, prices: true });
  });

  it('reloads the list price (and the prices) on a formulation change', () => {
    expect(reloadPlan(before, { ...before, formulationId: 'f-20' })).toEqual({ lookup: false, listPrice: true, prices: true });
  });

  it('reloads prices on a quantity change', () => {
    expect(reloadPlan(before, { ...before, quantityValue: 90 })).toEqual({ lookup: false, listPrice: false, prices: true });
  });

  it('reloads nothing when only insured changes', () => {
    expect(reloadPlan(before, { ...before, insured: true })).toEqual({ lookup: false, listPrice: false, prices: false });
  });
});

describe('copay parts', () => {
  it('shows the insurance choice only with a copay driver', () => {
    expect(showsInsuredChoice(sampleDriver)).toBe(true);
    expect(showsInsuredChoice(null)).toBe(false);
  });

  it('shows the copay offer in the copay variant, elsewhere only for an insured reader, never without a driver', () => {
    expect(showsCopayOffer('copay', false, sampleDriver)).toBe(true);
    expect(showsCopayOffer('article', false, sampleDriver)).toBe(false);
    expect(showsCopayOffer('template', true, sampleDriver)).toBe(true);
    expect(showsCopayOffer('copay', true, null)).toBe(false);
  });
});

describe('coupon send validation', () => {
  it('accepts exactly the addresses the share endpoint accepts', () => {
    for (const email of ['reader@example.org', 'a@b.co', 'reader@example', 'reader example.org', '@example.org', 'reader@.org', 'a@b@c.org']) {
      const endpoint = shareBodySchema.safeParse({ token: 't', couponID: 'C1', sendType: 'email', email }).success;
      expect(emailHasError(email)).toBe(!endpoint);
    }
  });

  it('flags an invalid email; empty clears the error', () => {
    expect(emailHasError('reader@example.org')).toBe(false);
    expect(emailHasError('reader@example')).toBe(true);
    expect(emailHasError('reader example.org')).toBe(true);
    expect(emailHasError('@example.org')).toBe(true);
    expect(emailHasError('')).toBe(false);
    expect(emailHasError('   ')).toBe(false);
  });

  it('needs a phone number that starts with 10 digits (formatting aside); empty clears the error', () => {
    expect(phoneHasError('3175550123')).toBe(false);
    expect(phoneHasError('(317) 555-0123')).toBe(false);
    expect(phoneHasError('+1 317 555 0123')).toBe(false);
    expect(phoneHasError('317555012')).toBe(true);
    expect(phoneHasError('call 3175550123')).toBe(true);
    expect(phoneHasError('')).toBe(false);
  });

  it('does not send an empty value or one with an error', () => {
    expect(canSend('reader@example.org', false)).toBe(true);
    expect(canSend('', false)).toBe(false);
    expect(canSend('reader@example', true)).toBe(false);
  });
});

describe('wallet', () => {
  it('offers Android only with Android and Mobile in the user agent, iOS on iPad, iPhone, iPod or Macintosh, else none', () => {
    expect(walletPlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36')).toBe('Android');
    expect(walletPlatform('Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36')).toBeNull();
    expect(walletPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toBe('iOS');
    expect(walletPlatform('Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X)')).toBe('iOS');
    expect(walletPlatform('Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)')).toBe('iOS');
    expect(walletPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15')).toBe('iOS');
    expect(walletPlatform('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36')).toBeNull();
    expect(walletPlatform('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36')).toBeNull();
  });

  it('downloads the iOS pass as a pkpass blob and opens the Android JWT on the save link', async () => {
    const blob = pkpassBlob(btoa('PK\u0003\u0004pass'));
    expect(blob.type).toBe('application/vnd.apple.pkpass');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b, 3, 4, 0x70, 0x61, 0x73, 0x73]));
    expect(googleWalletSaveUrl('eyJhbGciOiJSUzI1NiJ9.eyJpc3MiOiJ4In0.c2ln')).toBe('https://pay.google.com/gp/v/save/eyJhbGciOiJSUzI1NiJ9.eyJpc3MiOiJ4In0.c2ln');
  });
});

describe('modal heights', () => {
  it('is 812 by default, 896 on a viewport at least 896 tall; 459 for email and sms; 280 for send results and timeout; 214 for wallet results', () => {
    expect(modalMaxHeight('default', 895)).toBe(812);
    expect(modalMaxHeight('default', 896)).toBe(896);
    expect(modalMaxHeight('email', 1000)).toBe(459);
    expect(modalMaxHeight('sms', 600)).toBe(459);
    expect(modalMaxHeight('success', 900)).toBe(280);
    expect(modalMaxHeight('error', 900)).toBe(280);
    expect(modalMaxHeight('timeout', 900)).toBe(280);
    expect(modalMaxHeight('success_wallet', 900)).toBe(214);
    expect(modalMaxHeight('error_wallet', 900)).toBe(214);
  });
});

describe('coupon request and data', () => {
  const card = priceCards(samplePricing, dosage)[0]!;

  it("builds the coupon call's query, valid for the endpoint", () => {
    const query = couponQuery(dosage, card);
    expect(query).toEqual({
      formulationId: 'atorvastatin-tablet-10mg',
      drugId: 101,
      drugName: 'Atorvastatin',
      drugUrlSlug: 'atorvastatin',
      dosageDisplay: '10mg',
      quantityDisplay: '30 tablets',
      ndc: '00378395077',
      locationId: 'walmart-pharmacy-loc-1',
      retailerId: 'walmart-pharmacy',
      retailerName: 'Walmart Pharmacy',
      lowPriceAmount: 9.87,
      highPriceAmount: 36,
      priceCurrency: 'USD',
      pbmId: 'demo-pbm',
    });
    const params = new URLSearchParams(queryString({ ...query }));
    expect(couponQuerySchema.safeParse(Object.fromEntries(params)).success).toBe(true);
    const noRetail = couponQuery({ ...dosage, drugMSRP: null }, priceCards(samplePricing, { ...dosage, drugMSRP: null })[0]!);
    expect(queryString({ ...noRetail })).not.toContain('highPriceAmount');
  });

  it('fills the spec coupon data, with the fallback logo for a retailer without one', () => {
    expect(couponData({ id: 'c1', bin: '019999', pcn: 'WELLREAD', grp: 'WR0006', uid: 'M123' }, card, dosage, 'Atorvastatin (generic)')).toEqual({
      pricingInformation: { drugName: 'Atorvastatin', discountedPrice: '$9.87', retailPrice: '$36.00', percentSavings: 73 },
      dosageInformation: { manufacturer: 'Atorvastatin (generic)', dosage: '10mg tablet', quantity: '30 tablets' },
      couponInformation: { id: 'c1', bin: '019999', pcn: 'WELLREAD', grp: 'WR0006', uid: 'M123' },
      retailerInformation: { name: 'Walmart Pharmacy', logo: { imageSrc: fallbackLogo } },
    });
  });

  it('builds the share bodies per send type', () => {
    expect(shareBody('t', 'c1', { sendType: 'email', email: ' reader@example.org ' })).toEqual({ token: 't', couponID: 'c1', sendType: 'email', email: 'reader@example.org' });
    expect(shareBody('t', 'c1', { sendType: 'textMessage', phoneNumber: '3175550123' })).toEqual({ token: 't', couponID: 'c1', sendType: 'textMessage', phoneNumber: '3175550123' });
    expect(shareBody('t', 'c1', { sendType: 'wallet', platform: 'iOS' })).toEqual({ token: 't', couponID: 'c1', sendType: 'wallet', platform: 'iOS' });
  });

  it('names the partner in the success text, for an email or a text', () => {
    expect(successText('email', 'Optum Perks')).toBe('Look for an email from Optum Perks, and show the coupon at the pharmacy when you fill your prescription.');
    expect(successText('textMessage', 'Optum Perks')).toBe('Look for a text from Optum Perks, and show the coupon at the pharmacy when you fill your prescription.');
  });
});
