import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { drugInfoReview } from '@/features/savings/data/drug-info';
import type { TemplateDrug } from '@/features/savings/template-drug';
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

const render = (drug: TemplateDrug) => renderToStaticMarkup(<DrugTemplateView drug={drug} site="healthline" region="us" origin="https://www.example.org" />);

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
});
