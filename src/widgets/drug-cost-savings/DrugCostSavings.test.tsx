// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { testContext } from '@tests/support/render-widget';
import type { DrugSavingsLoad } from '@/features/savings/schema';
import { DrugCostSavings } from './DrugCostSavings';
import { fixtures } from './fixtures';
import { drugCostSavingsSchema } from './schema';
import { grouped, priceEntry, ready, sampleDriver } from './test-loaded';

const modalCss = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'CouponModal.module.css'), 'utf8');

function render(data: object, loaded?: DrugSavingsLoad): string {
  return renderToStaticMarkup(<DrugCostSavings data={drugCostSavingsSchema.parse({ widgetFormat: 'drug-cost-savings', drugSlug: 'atorvastatin', ...data })} context={testContext} loaded={loaded} />);
}

function body(html: string): HTMLElement {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return doc.body;
}

describe('drug-cost-savings schema and fixtures', () => {
  it('parses every fixture', () => {
    for (const [name, fixture] of Object.entries(fixtures)) expect(drugCostSavingsSchema.safeParse(fixture).success, name).toBe(true);
  });

  it('defaults to the article variant without an ad, and validates the fields', () => {
    expect(drugCostSavingsSchema.parse(fixtures.default)).toMatchObject({ variant: 'article', showAd: false });
    const ok = (data: object) => drugCostSavingsSchema.safeParse({ widgetFormat: 'drug-cost-savings', drugSlug: 'atorvastatin', ...data }).success;
    expect(ok({ zip: '4720' })).toBe(false);
    expect(ok({ zip: '47201' })).toBe(true);
    expect(ok({ drugSlug: 'Atorva Statin' })).toBe(false);
    expect(ok({ variant: 'sidebar' })).toBe(false);
    expect(ok({ quantity: -1 })).toBe(false);
    expect(ok({ ctaText: '' })).toBe(false);
    expect(ok({ colour: 'red' })).toBe(false);
    // A percentage in an editor's text is a claim our prices would have to back: only the computed headline states one.
    expect(ok({ description: 'Save up to 80% on atorvastatin.' })).toBe(false);
    expect(ok({ title: 'Atorvastatin: 80 percent off' })).toBe(false);
    expect(ok({ ctaText: 'Save 50 %' })).toBe(false);
    expect(ok({ description: 'Compare before you fill.' })).toBe(true);
    expect(drugCostSavingsSchema.safeParse({ widgetFormat: 'drug-cost-savings' }).success).toBe(false);
  });
});

describe('drug-cost-savings on the server', () => {
  it("shows 'Error: No pricing information found.' without data", () => {
    expect(render({})).toContain('Error: No pricing information found.');
    expect(render({}, { status: 'missing' })).toContain('Error: No pricing information found.');
  });

  it('renders nothing at all for a visitor outside the US', () => {
    expect(render({}, { status: 'not-us' })).toBe('');
    expect(render({ variant: 'copay' }, { status: 'not-us' })).toBe('');
  });

  it('titles the article widget, with the editor texts when given', () => {
    const html = render({}, ready());
    expect(html).toMatch(/<h2 class="title">Compare prices on Atorvastatin<\/h2>/);
    // The headline claims the cards' best saving: Walmart's $9.87 against $36.00 is 73%, not the spec's 80%.
    expect(html).toContain('Save up to 73% on Atorvastatin');
    expect(html).not.toContain('80%');
    const custom = body(render({ title: 'Atorvastatin near you', description: 'Compare before you fill.' }, ready()));
    expect(custom.querySelector('h2')!.textContent).toBe('Atorvastatin near you');
    expect(custom.textContent).toContain('Compare before you fill.');
  });

  it('states the saving its own cards show, and makes no numeric claim when they show none', () => {
    const headline = (loaded: DrugSavingsLoad, data: object = {}) => body(render(data, loaded)).querySelector('[data-testid="savings-headline"]')!.textContent;
    const cards = (loaded: DrugSavingsLoad) => [...body(render({}, loaded)).querySelectorAll('[data-testid="price-card"]')].map((c) => /Save (\d+)%/.exec(c.textContent!)?.[1]);
    expect(headline(ready())).toMatch(/^Save up to 73% on Atorvastatin with a free discount coupon\./);
    expect(cards(ready())[0]).toBe('73');
    // Another list price, another saving: $9.87 against $60.00 is 84%.
    const dearer = ready({ selectedDosage: { ...readyDosage(), drugMSRP: 2 } });
    expect(headline(dearer)).toMatch(/^Save up to 84% on Atorvastatin/);
    expect(cards(dearer)[0]).toBe('84');
    for (const none of [ready({ selectedDosage: { ...readyDosage(), drugMSRP: null } }), ready({ selectedDosage: { ...readyDosage(), drugMSRP: 0.25 } }), ready({ pricing: null })]) {
      expect(headline(none)).toBe('Compare prices for Atorvastatin at pharmacies near you, and get a free coupon to show when you fill your prescription.');
    }
    // The template page's widget too; an editor's description replaces the headline.
    expect(headline(ready(), { variant: 'template' })).toMatch(/^Save up to 73% on Atorvastatin/);
    expect(headline(ready(), { description: 'Compare before you fill.' })).toBe('Compare before you fill.');
  });

  it("titles the template widget 'Save on your {drug} prescription'", () => {
    const html = body(render({ variant: 'template', title: 'Ignored' }, ready()));
    expect(html.querySelector('h2')!.textContent).toBe('Save on your Atorvastatin prescription');
    // Not a named region: several widgets on one page would repeat the landmark name.
    expect(html.querySelector('section')!.hasAttribute('aria-label')).toBe(false);
  });

  it('is not labelled an ad (the price tool is ours) and has the pharmacy search with its SEARCH button', () => {
    const html = body(render({}, ready()));
    expect(html.textContent).not.toMatch(/advertisement/i);
    const search = html.querySelector('form')!;
    const input = search.querySelector('input')!;
    expect(search.querySelector(`label[for="${input.id}"]`)!.textContent).toBe('Find your pharmacy');
    expect(search.querySelector('button[type="submit"]')!.textContent).toBe('SEARCH');
  });

  it('server-renders the first 4 cards of the cheapest, with SEE MORE RESULTS', () => {
    const html = body(render({}, ready()));
    const cards = [...html.querySelectorAll('[data-testid="price-card"]')];
    expect(cards).toHaveLength(4);
    expect(cards.map((c) => c.querySelector('h3')!.textContent)).toEqual(['Walmart Pharmacy', 'Target (CVS)', 'Kroger Pharmacy', 'Meijer Pharmacy']);
    expect(html.querySelector('[role="status"]')!.textContent).toBe('Showing 1–4 of 8 pharmacies');
    expect([...html.querySelectorAll('button')].some((b) => b.textContent === 'SEE MORE RESULTS')).toBe(true);
  });

  it('has no SEE MORE RESULTS under 4 results', () => {
    const html = body(render({}, ready({ pricing: grouped([priceEntry('A', 5), priceEntry('B', 6), priceEntry('C', 7)]) })));
    expect(html.querySelectorAll('[data-testid="price-card"]')).toHaveLength(3);
    expect([...html.querySelectorAll('button')].some((b) => b.textContent === 'SEE MORE RESULTS')).toBe(false);
  });

  it("puts the 'best price' badge on the lowest price only", () => {
    const cards = [...body(render({}, ready())).querySelectorAll('[data-testid="price-card"]')];
    expect(cards.map((c) => c.textContent!.includes('best price'))).toEqual([true, false, false, false]);
  });

  it('shows price, struck retail price and savings; hides the retail price without a list price or under the lowest price', () => {
    const first = body(render({}, ready())).querySelector('[data-testid="price-card"]')!;
    expect(first.querySelector('.price')!.textContent).toBe('Price with coupon: $9.87');
    expect(first.querySelector('[data-retail-price] s')!.textContent).toBe('$36.00');
    expect(first.textContent).toContain('Save 73%');
    const noList = body(render({}, ready({ selectedDosage: { ...readyDosage(), drugMSRP: null } })));
    expect(noList.querySelector('[data-retail-price]')).toBeNull();
    expect([...noList.querySelectorAll('[data-testid="price-card"]')].some((c) => c.textContent!.includes('Save '))).toBe(false);
    const under = body(render({}, ready({ selectedDosage: { ...readyDosage(), drugMSRP: 0.25 } })));
    expect(under.querySelector('[data-retail-price]')).toBeNull();
  });

  it('cuts long names at 24 and addresses at 32, keeping the full text in the button name', () => {
    const html = body(render({}, ready({ pricing: grouped([], [priceEntry('Columbus Family Pharmacy and Wellness Center', 15.75, { independent: true, address: '1001 Washington Street, Suite 200B' })]) })));
    const card = html.querySelector('[data-testid="price-card"]')!;
    expect(card.querySelector('h3')!.textContent).toBe('Columbus Family Pharmacy…');
    expect(card.querySelector('.address')!.textContent).toBe('1001 Washington Street, Suite 20…');
    expect(card.querySelector('button')!.textContent).toBe('Get RX Coupon: Columbus Family Pharmacy and Wellness Center, 1001 Washington Street, Suite 200B');
  });

  it('shows the fallback logo for a pharmacy without one', () => {
    const logos = [...body(render({}, ready())).querySelectorAll('[data-testid="price-card"] img')];
    expect(logos[0]!.getAttribute('src')).toBe('/pharmacy-logos/fallback.svg');
    expect(logos[1]!.getAttribute('src')).toBe('/pharmacy-logos/target-cvs.svg');
    expect(logos.every((img) => img.getAttribute('alt') === '')).toBe(true);
  });

  it("lets ctaText replace 'Get RX Coupon'", () => {
    const html = body(render({ ctaText: 'Get free coupon' }, ready()));
    const buttons = [...html.querySelectorAll('[data-testid="price-card"] button')];
    expect(buttons.every((b) => b.textContent!.startsWith('Get free coupon: '))).toBe(true);
    expect(html.textContent).not.toContain('Get RX Coupon');
  });

  it('says when prices come from our own price data set, without a "demo" label', () => {
    const html = render({}, ready());
    expect(html).toContain('Prices are estimates from our price data set and may differ at the pharmacy.');
    expect(body(html).textContent).not.toMatch(/\bdemo(nstration)?\b/i);
    expect(render({}, ready({ demoPrices: false }))).not.toContain('Prices are estimates from our price data set');
  });

  it('shows the no-pricing error with Retry when the first prices could not be loaded', () => {
    const html = body(render({}, ready({ pricing: null })));
    const alert = html.querySelector('[role="alert"]')!;
    expect(alert.textContent).toBe('Error: No pricing information found.Retry');
    expect(html.querySelectorAll('[data-testid="price-card"]')).toHaveLength(0);
  });

  it('starts with the edit panel closed behind EDIT', () => {
    const html = body(render({}, ready({ copayDriver: sampleDriver })));
    expect(html.querySelector('[data-testid="edit-panel"]')).toBeNull();
    const edit = html.querySelector('button[aria-expanded="false"]')!;
    expect(edit.textContent).toBe('EDIT your prescription and location');
    expect(html.textContent).toContain('10mg tablet, 30 tablets near 47201');
    // Not insured yet: no copay offer in the article variant.
    expect(html.querySelector('[data-testid="copay-offer"]')).toBeNull();
  });

  it('renders the copay variant: driver title, header and the three info cards', () => {
    const html = body(render({ variant: 'copay' }, ready({ copayDriver: sampleDriver })));
    expect(html.querySelector('h2')!.textContent).toBe('Lipitor savings program');
    // The manufacturer's offer is an ad and says so; the price tool is not (above).
    expect(html.textContent).toContain('ADVERTISEMENT');
    expect(html.textContent).toContain(sampleDriver.sectionDescription);
    expect(html.querySelector('.copayHeader')!.textContent).toBe('With insurance, pay as little as $4.00 for a trusted brand-name medication.');
    expect([...html.querySelectorAll('.infoCard')].map((c) => c.textContent)).toEqual([
      'only $25.00/mo initiallyfor a limited time',
      'An easy-to-use digital savings carddelivered digitally today',
      'Redeem at your local pharmacyaccepted at all pharmacies',
    ]);
    const link = html.querySelector('.copayCta')!;
    expect(link.getAttribute('href')).toBe('https://savings.example.com/lipitor');
    expect(link.getAttribute('rel')).toBe('sponsored noopener noreferrer');
    expect(html.querySelector('[data-testid="price-card"]')).toBeNull();
  });

  it('says cost savings are unavailable in the copay variant without a driver', () => {
    const html = render({ variant: 'copay' }, ready());
    expect(html).toContain(
      'Cost savings currently unavailable. We currently do not have cost savings available for this drug. Please check back again in the future for prescription drugs savings options.',
    );
    expect(html).not.toContain('With insurance');
  });

  it('never holds an ad slot itself, even with showAd (the slot follows the widget: plan-body.ts)', () => {
    expect(render({ showAd: true }, ready())).not.toContain('data-slot');
  });
});

describe('coupon modal styles', () => {
  it('prints only the coupon sheet while a coupon is open', () => {
    expect(modalCss).toMatch(/@media print \{\s*:global\(body\):has\(\.printSheet\) > :not\(\.printSheet\) \{\s*display: none !important;/);
    expect(modalCss).toMatch(/\.printSheet \{\s*display: none;/);
  });

  it('fades and slides the modal in only without reduced motion', () => {
    // The modal composes the site's dialog, whose rise animation runs only without reduced motion.
    expect(modalCss).toContain("composes: dialog from '../../components/ModalDialog.module.css';");
    const dialogCss = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../components/ModalDialog.module.css'), 'utf8');
    expect(dialogCss).toMatch(/@media \(prefers-reduced-motion: no-preference\) \{\s*\.dialog\[open\] \{\s*animation: rise/);
  });

  it('takes its max height from the view, within the viewport', () => {
    expect(modalCss).toContain('max-height: min(var(--coupon-max-height, 812px), calc(100dvh - 2 * var(--space-4)));');
  });
});

function readyDosage() {
  const loaded = ready();
  if (loaded.status !== 'ready') throw new Error('unreachable');
  return loaded.initial.selectedDosage;
}
