import type { RegionClass } from '@/lib/page-key';
import { savingsAvailableIn } from '@/features/savings/availability';
import type { TemplateDrug } from '@/features/savings/template-drug';

/**
 * The drug template page's texts. The page is for every reader; its price tool only for US ones
 * (savingsAvailableIn), so elsewhere the page is about the drug and says the tool is for US
 * pharmacies rather than promising prices it does not show.
 */

export const doNotStopNote = 'Don’t stop or change a medicine without talking to your doctor or pharmacist.';

export function drugTemplateTitle(drug: Pick<TemplateDrug, 'name'>, region: RegionClass): string {
  return savingsAvailableIn(region) ? `${drug.name} prices and savings` : `About ${drug.name}`;
}

export function drugTemplateDescription(drug: Pick<TemplateDrug, 'name'>, region: RegionClass): string {
  return savingsAvailableIn(region)
    ? `Compare prices for ${drug.name} at pharmacies near you and get a free discount coupon.`
    : `What ${drug.name} is for, and its generic and brand names. Our price tool covers US pharmacies only.`;
}

/** Outside the US, in place of the price tool. */
export const usOnlyHeading = 'Prices for US pharmacies only';

export function usOnlyNotice(drug: Pick<TemplateDrug, 'name'>): string {
  return `Our price comparison and free discount coupons are for pharmacies in the US, so they are not shown here. A pharmacist near you can tell you what ${drug.name} costs where you live, and whether a cheaper version is available.`;
}

/** The link to a brand's generic: to its prices where they are shown, else to its page. */
export function genericLinkText(genericName: string, region: RegionClass): string {
  return savingsAvailableIn(region) ? `compare ${genericName} prices` : `read about ${genericName}`;
}
