import Link from 'next/link';
import type { SiteId } from '@/sites';
import type { RegionClass } from '@/lib/page-key';
import { JsonLd } from '@/lib/json-ld';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '@/views/parts/Breadcrumbs';
import { formatDate } from '@/views/parts/format-date';
import { RenderWidgets } from '@/widgets/RenderWidgets';
import { drugTemplateBody } from '@/widgets/drug-cost-savings/template-node';
import type { TemplateDrug } from '@/features/savings/template-drug';
import { drugTemplatePath } from '@/features/savings/template-path';
import categoryStyles from '@/views/category/CategoryView.module.css';
import styles from './DrugTemplateView.module.css';

export const doNotStopNote = 'Don’t stop or change a medicine without talking to your doctor or pharmacist.';

export function drugTemplateTitle(drug: Pick<TemplateDrug, 'name'>): string {
  return `${drug.name} prices and savings`;
}

export function drugTemplateDescription(drug: Pick<TemplateDrug, 'name'>): string {
  return `Compare prices for ${drug.name} at pharmacies near you and get a free discount coupon.`;
}

/** A generic's name is written in lower case in running text ("atorvastatin"), a brand's as it is. */
function inText(drug: { name: string }, type: 'brand' | 'other'): string {
  return type === 'brand' ? drug.name : drug.name.toLowerCase();
}

function pageJsonLd(drug: TemplateDrug, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalWebPage',
    name: drugTemplateTitle(drug),
    url: `${origin}${drugTemplatePath(drug.drugSlug)}`,
    lastReviewed: drug.review.dateReviewed,
    reviewedBy: { '@type': 'Person', name: drug.review.reviewer.name, jobTitle: drug.review.reviewer.credentials },
    about: {
      '@type': 'Drug',
      name: drug.name,
      ...(drug.drugType === 'other' ? { nonProprietaryName: drug.name.toLowerCase() } : drug.generic ? { nonProprietaryName: drug.generic.name.toLowerCase() } : {}),
    },
  };
}

/**
 * The drug template page: a drug with no article at its path gets what it is for, its generic or
 * brand names, the advice not to change a medicine alone, a reviewer and the savings widget.
 */
export function DrugTemplateView({ drug, site, region, origin }: { drug: TemplateDrug; site: SiteId; region: RegionClass; origin: string }) {
  const canonicalPath = drugTemplatePath(drug.drugSlug);
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: drugTemplateTitle(drug), path: canonicalPath },
  ];
  const { reviewer, dateReviewed } = drug.review;
  return (
    <div className={categoryStyles.page}>
      <JsonLd data={breadcrumbJsonLd(origin, crumbs)} />
      <JsonLd data={pageJsonLd(drug, origin)} />
      <Breadcrumbs crumbs={crumbs} />
      <header className={categoryStyles.header}>
        <h1 className={categoryStyles.title}>{drugTemplateTitle(drug)}</h1>
        <p className={categoryStyles.description}>{drugTemplateDescription(drug)}</p>
        <p className={styles.byline} data-drug-reviewer="">
          Medically reviewed by{' '}
          <span className={styles.person}>
            {reviewer.name}, {reviewer.credentials}
          </span>{' '}
          on <time dateTime={dateReviewed}>{formatDate(dateReviewed)}</time>
        </p>
      </header>
      <section className={styles.about} aria-labelledby="drug-about">
        <h2 id="drug-about" className={styles.heading}>
          What {drug.name} is for
        </h2>
        {drug.uses ? <p>{drug.uses}</p> : <p>Ask your doctor or pharmacist what {drug.name} has been prescribed for and how to take it.</p>}
        {drug.generic && (
          <p data-drug-generic="">
            <strong>Generic name:</strong> {inText(drug.generic, 'other')}. The generic has the same active ingredient as {drug.name} and is often far cheaper:{' '}
            <Link href={drugTemplatePath(drug.generic.drugSlug)} prefetch={false}>
              compare {inText(drug.generic, 'other')} prices
            </Link>
            .
          </p>
        )}
        {drug.brands.length > 0 && (
          <p data-drug-brands="">
            <strong>Also sold as:</strong>{' '}
            {drug.brands.map((b, i) => (
              <span key={b.drugSlug}>
                {i > 0 && ', '}
                <Link href={drugTemplatePath(b.drugSlug)} prefetch={false}>
                  {b.name}
                </Link>
              </span>
            ))}{' '}
            (brand name{drug.brands.length > 1 ? 's' : ''}). The generic has the same active ingredient.
          </p>
        )}
        <div className={styles.note} role="note">
          <p>
            <strong>{doNotStopNote}</strong> Switching between a brand and its generic, or to a different strength or pack size, may need a new
            prescription.
          </p>
        </div>
      </section>
      <RenderWidgets
        body={drugTemplateBody(drug.drugSlug, drug.retail)}
        site={site}
        region={region}
        canonicalPath={canonicalPath}
        requestHost={new URL(origin).host}
      />
    </div>
  );
}
