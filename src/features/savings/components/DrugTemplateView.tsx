import type { SiteId } from '@/lib/env';
import type { RegionClass } from '@/lib/page-key';
import { JsonLd } from '@/lib/json-ld';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '@/features/articles/components/Breadcrumbs';
import { RenderWidgets } from '@/widgets/RenderWidgets';
import { drugTemplatePath } from '../template-path';
import styles from '@/features/articles/components/CategoryView.module.css';

export interface TemplateDrug {
  name: string;
  drugSlug: string;
  /** Pharmacies price it: the template widget; otherwise the copay-only widget. */
  retail: boolean;
}

export function drugTemplateTitle(drug: Pick<TemplateDrug, 'name'>): string {
  return `${drug.name} prices and savings`;
}

export function drugTemplateDescription(drug: Pick<TemplateDrug, 'name'>): string {
  return `Compare prices for ${drug.name} at pharmacies near you and get a free discount coupon.`;
}

/** The drug template page: a drug with no article at its path gets the savings widget on its own page. */
export function DrugTemplateView({ drug, site, region, origin }: { drug: TemplateDrug; site: SiteId; region: RegionClass; origin: string }) {
  const canonicalPath = drugTemplatePath(drug.drugSlug);
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: drugTemplateTitle(drug), path: canonicalPath },
  ];
  return (
    <div className={styles.page}>
      <JsonLd data={breadcrumbJsonLd(origin, crumbs)} />
      <Breadcrumbs crumbs={crumbs} />
      <header className={styles.header}>
        <h1 className={styles.title}>{drugTemplateTitle(drug)}</h1>
        <p className={styles.description}>{drugTemplateDescription(drug)}</p>
      </header>
      <RenderWidgets
        body={[{ widgetFormat: 'drug-cost-savings', drugSlug: drug.drugSlug, variant: drug.retail ? 'template' : 'copay' }]}
        site={site}
        region={region}
        canonicalPath={canonicalPath}
        requestHost={new URL(origin).host}
      />
    </div>
  );
}
