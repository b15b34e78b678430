import 'server-only';
import { getDb } from '@/db/client.server';
import { SITES, type SiteId } from '@/sites';
import type { TemplateDrug } from '../template-drug';
import { drugFamilyInfo, drugInfoReview } from '../data/drug-info';
import { drugSlugFromPath, drugTemplatePath } from '../template-path';
import { getDrugBySlug, listDrugs } from './catalog.server';

/**
 * The drug a path's template page is for: /health/drugs/{drugSlug} for a drug in our data set,
 * asked only when no article has that path. Every reader gets the page (what the drug is for, its
 * generic or brands); only US readers get its price tool, and the others a note that it is for US
 * pharmacies (DrugTemplateView). Sites whose entry in the site table says drugTemplates have them
 * (the general-health site; the mental-health site has no /health section).
 */

export async function templateDrug(site: SiteId, path: string): Promise<TemplateDrug | null> {
  const slug = drugSlugFromPath(path);
  if (!slug || !SITES[site].drugTemplates) return null;
  const db = await getDb();
  const drug = await getDrugBySlug(db, slug);
  if (!drug) return null;
  // The family's other members: a brand links to its generic (often far cheaper), a generic names its brands.
  const relatives = await db
    .selectFrom('drugs')
    .select(['name', 'drug_slug', 'drug_type'])
    .where('family', '=', drug.family)
    .where('drug_slug', '!=', drug.drugSlug)
    .orderBy('name')
    .execute();
  const generic = drug.drugType === 'brand' ? relatives.find((r) => r.drug_type !== 'brand') : undefined;
  return {
    name: drug.name,
    drugSlug: drug.drugSlug,
    retail: drug.retail,
    drugType: drug.drugType,
    uses: drugFamilyInfo[drug.family]?.uses ?? null,
    generic: generic ? { name: generic.name, drugSlug: generic.drug_slug } : null,
    brands: drug.drugType === 'brand' ? [] : relatives.filter((r) => r.drug_type === 'brand').map((r) => ({ name: r.name, drugSlug: r.drug_slug })),
    review: drugInfoReview,
  };
}

/** Template pages for the sitemap: every drug whose path has no article (an article there takes the path). */
export async function templatePaths(site: SiteId, articlePaths: ReadonlySet<string>): Promise<string[]> {
  if (!SITES[site].drugTemplates) return [];
  const drugs = await listDrugs(await getDb());
  return drugs.map((d) => drugTemplatePath(d.drugSlug)).filter((p) => !articlePaths.has(p));
}
