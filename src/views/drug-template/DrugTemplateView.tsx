import Link from 'next/link';
import type { SiteId } from '@/sites';
import type { RegionClass } from '@/lib/page-key';
import { JsonLd } from '@/lib/json-ld';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '@/views/parts/Breadcrumbs';
import { formatDate } from '@/views/parts/format-date';
import { RenderWidgets } from '@/widgets/RenderWidgets';
import { drugTemplateBody } from '@/widgets/drug-cost-savings/template-node';
import { savingsAvailableIn } from '@/features/savings/availability';
import type { TemplateDrug } from '@/features/savings/template-drug';
import { drugTemplatePath } from '@/features/savings/template-path';
import categoryStyles from '@/views/category/CategoryView.module.css';
import { doNotStopNote, drugTemplateDescription, drugTemplateTitle, genericLinkText, usOnlyHeading, usOnlyNotice } from './texts';
import styles from './DrugTemplateView.module.css';

/** A generic's name is written in lower case in running text ("atorvastatin"), a brand's as it is. */
function inText(drug: { name: string }, type: 'brand' | 'other'): string {
  return type === 'brand' ? drug.name : drug.name.toLowerCase();
}

function pageJsonLd(drug: TemplateDrug, origin: string, region: RegionClass) {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalWebPage',
    name: drugTemplateTitle(drug, region),
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
 * brand names, the advice not to change a medicine alone, a reviewer and the savings widget. The
 * widget is for US readers only: others get the same page with a note that the price tool is for
 * US pharmacies in its place (pages are cached per region class, so each class has its own).
 */
export function DrugTemplateView({ drug, site, region, origin }: { drug: TemplateDrug; site: SiteId; region: RegionClass; origin: string }) {
  const canonicalPath = drugTemplatePath(drug.drugSlug);
  const title = drugTemplateTitle(drug, region);
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: title, path: canonicalPath },
  ];
  const { reviewer, dateReviewed } = drug.review;
  return (
    <div className={categoryStyles.page}>
      <JsonLd data={breadcrumbJsonLd(origin, crumbs)} />
      <JsonLd data={pageJsonLd(drug, origin, region)} />
      <Breadcrumbs crumbs={crumbs} />
      <header className={categoryStyles.header}>
        <h1 className={categoryStyles.title}>{title}</h1>
        <p className={categoryStyles.description}>{drugTemplateDescription(drug, region)}</p>
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
              {genericLinkText(inText(drug.generic, 'other'), region)}
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
      {savingsAvailableIn(region) ? (
        <RenderWidgets
          body={drugTemplateBody(drug.drugSlug, drug.retail)}
          site={site}
          region={region}
          canonicalPath={canonicalPath}
          requestHost={new URL(origin).host}
        />
      ) : (
        <section className={styles.about} aria-labelledby="drug-prices" data-testid="us-only-notice">
          <h2 id="drug-prices" className={styles.heading}>
            {usOnlyHeading}
          </h2>
          <p>{usOnlyNotice(drug)}</p>
        </section>
      )}
    </div>
  );
}
