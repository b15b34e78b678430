import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { drugInfoReview } from '@/features/savings/data/drug-info';
import type { TemplateDrug } from '@/features/savings/template-drug';
import type { RegionClass } from '@/lib/page-key';
import { DrugTemplateView } from './DrugTemplateView';

// The widget itself is an async server component with its own tests; here only the page around it.
vi.mock('@/widgets/RenderWidgets', () => ({ RenderWidgets: ({ body }: { body: { drugSlug: string }[] }) => <div data-widget-stub={body[0]!.drugSlug} /> }));

const lipitor: TemplateDrug = {
  name: 'Lipitor',
  drugSlug: 'lipitor',
  retail: true,
  drugType: 'brand',
  uses: 'It is a statin: it lowers LDL (“bad”) cholesterol and reduces the risk of heart attack and stroke.',
  generic: { name: 'Atorvastatin', drugSlug: 'atorvastatin' },
  brands: [],
  review: drugInfoReview,
};

const render = (drug: TemplateDrug, region: RegionClass = 'us') => renderToStaticMarkup(<DrugTemplateView drug={drug} site="healthline" region={region} origin="https://www.example.org" />);

describe('DrugTemplateView', () => {
  it('says what the drug is for, links the generic, warns not to change a medicine alone, names the reviewer and date', () => {
    const html = render(lipitor);
    expect(html).toContain('<h2 id="drug-about"');
    expect(html).toContain('What Lipitor is for');
    expect(html).toContain('lowers LDL');
    expect(html).toMatch(/<strong>Generic name:<\/strong> atorvastatin\. The generic has the same active ingredient as Lipitor and is often far cheaper: <a href="\/health\/drugs\/atorvastatin">compare atorvastatin prices<\/a>/);
    expect(html).toContain('Don’t stop or change a medicine without talking to your doctor or pharmacist.');
    expect(html).toMatch(/Medically reviewed by <span[^>]*>Samuel Ortiz, PharmD<\/span> on <time dateTime="2026-10-01">October 1, 2026<\/time>/);
    expect(html).toContain('data-widget-stub="lipitor"');
    expect(html).toContain('<h1 class="title">Lipitor prices and savings</h1>');
    expect(html).not.toContain('us-only-notice');
    // Structured data: a reviewed medical page about the drug and its generic name.
    expect(html).toContain('"@type":"MedicalWebPage"');
    expect(html).toContain('"lastReviewed":"2026-10-01"');
    expect(html).toContain('"nonProprietaryName":"atorvastatin"');
  });

  it('on a generic names its brands instead, and without uses tells the reader whom to ask', () => {
    const html = render({ ...lipitor, name: 'Atorvastatin', drugSlug: 'atorvastatin', drugType: 'other', generic: null, brands: [{ name: 'Lipitor', drugSlug: 'lipitor' }], uses: null });
    expect(html).not.toContain('Generic name:');
    expect(html).toMatch(/<strong>Also sold as:<\/strong> <span><a href="\/health\/drugs\/lipitor">Lipitor<\/a><\/span> \(brand name\)/);
    expect(html).toContain('Ask your doctor or pharmacist what Atorvastatin has been prescribed for');
    expect(html).toContain('Don’t stop or change a medicine');
  });

  it.each(['gdpr', 'other'] as const)('for a %s reader keeps the drug information and says the price tool is for US pharmacies, with no tool and no price promise', (region) => {
    const html = render(lipitor, region);
    expect(html).toContain('<h1 class="title">About Lipitor</h1>');
    expect(html).toContain('What Lipitor is for, and its generic and brand names. Our price tool covers US pharmacies only.');
    expect(html).toContain('lowers LDL');
    expect(html).toContain('Don’t stop or change a medicine without talking to your doctor or pharmacist.');
    expect(html).toMatch(/<section[^>]*aria-labelledby="drug-prices"[^>]*data-testid="us-only-notice"><h2 id="drug-prices"[^>]*>Prices for US pharmacies only<\/h2><p>Our price comparison and free discount coupons are for pharmacies in the US, so they are not shown here\./);
    // The generic's page has no prices for this reader either.
    expect(html).toContain('<a href="/health/drugs/atorvastatin">read about atorvastatin</a>');
    expect(html).not.toContain('data-widget-stub');
    expect(html).not.toMatch(/compare [a-z]+ prices|ZIP|Compare prices|prices and savings/i);
    expect(html).toContain('"name":"About Lipitor"');
  });
});
