/** The two options the Mifflin–St Jeor equation has: it was fitted separately for men and women. */
export type FormulaSex = 'male' | 'female';

/** Activity factors multiplied with the resting energy to estimate daily needs. */
export const activityLevels = [
  { id: 'sedentary', factor: 1.2, label: 'Sedentary', hint: 'little or no exercise' },
  { id: 'light', factor: 1.375, label: 'Lightly active', hint: 'light exercise 1 to 3 days a week' },
  { id: 'moderate', factor: 1.55, label: 'Moderately active', hint: 'moderate exercise 3 to 5 days a week' },
  { id: 'very', factor: 1.725, label: 'Very active', hint: 'hard exercise 6 to 7 days a week' },
  { id: 'extra', factor: 1.9, label: 'Extra active', hint: 'very hard exercise or a physical job' },
] as const;

export type ActivityLevel = (typeof activityLevels)[number]['id'];

export function activityFactor(level: ActivityLevel): number {
  const found = activityLevels.find((a) => a.id === level);
  if (!found) throw new Error(`unknown activity level ${String(level)}`);
  return found.factor;
}

/**
 * Resting energy expenditure, Mifflin–St Jeor (Mifflin et al. 1990, Am J Clin Nutr 51:241–247):
 * 10 × weight (kg) + 6.25 × height (cm) − 5 × age (years) + 5 for men, − 161 for women. kcal/day, unrounded.
 */
export function mifflinStJeor(input: { sex: FormulaSex; kg: number; cm: number; age: number }): number {
  const base = 10 * input.kg + 6.25 * input.cm - 5 * input.age;
  return input.sex === 'male' ? base + 5 : base - 161;
}

/** Daily calories below which a diet should be guided by a doctor or registered dietitian. */
export const calorieFloor: Record<FormulaSex, number> = { female: 1200, male: 1500 };

export interface LossTarget {
  /** Daily deficit in kcal: 250 (mild) or 500 (moderate). */
  deficit: 250 | 500;
  /** Maintenance less the deficit, rounded to the nearest 10 kcal. */
  calories: number;
  /** True when that target is under the floor for the formula's sex: the widget says to talk to a doctor instead of showing it. */
  belowFloor: boolean;
}

export interface EnergyEstimate {
  /** Resting energy, rounded to the nearest 10 kcal/day. */
  resting: number;
  /** Resting energy × activity factor, rounded to the nearest 10 kcal/day. */
  maintenance: number;
  lossTargets: LossTarget[];
  floor: number;
}

/** Estimates are shown to the nearest 10 kcal: more precision would claim more than the equation knows. */
const round10 = (value: number) => Math.round(value / 10) * 10;

export function energyEstimate(input: { sex: FormulaSex; kg: number; cm: number; age: number; activity: ActivityLevel }): EnergyEstimate {
  const resting = mifflinStJeor(input);
  const maintenanceExact = resting * activityFactor(input.activity);
  const floor = calorieFloor[input.sex];
  const lossTargets = ([250, 500] as const).map((deficit) => {
    const calories = round10(maintenanceExact - deficit);
    return { deficit, calories, belowFloor: calories < floor };
  });
  return { resting: round10(resting), maintenance: round10(maintenanceExact), lossTargets, floor };
}

/** "2,350" */
export const formatCalories = (kcal: number) => kcal.toLocaleString('en-US');

/** The sentence the live region starts with. */
export const maintenanceText = (estimate: EnergyEstimate) =>
  `About ${formatCalories(estimate.maintenance)} calories a day would keep your weight about the same.`;
