/** What an update reloads. */
export interface ReloadPlan {
  /** GET /api/tip/lookup for the new zip. */
  lookup: boolean;
  /** GET /api/drugPricing for the new formulation's list price. */
  listPrice: boolean;
  /** GET /api/optum/prices. */
  prices: boolean;
}

export interface ReloadInputs {
  zip: string;
  formulationId: string;
  quantityValue: number;
  insured: boolean;
}

/**
 * Spec 4.1: a zip change looks the location up and reloads prices; a formulation change reloads the
 * list price (and the prices, which are per formulation); a dosage or quantity change reloads
 * prices; insured alone reloads nothing.
 */
export function reloadPlan(previous: ReloadInputs, next: ReloadInputs): ReloadPlan {
  const zip = previous.zip !== next.zip;
  const formulation = previous.formulationId !== next.formulationId;
  const quantity = previous.quantityValue !== next.quantityValue;
  return { lookup: zip, listPrice: formulation, prices: zip || formulation || quantity };
}
