/**
 * The demo drug catalogue: families of a brand and its generic ("manufacturers" in the widget),
 * their forms and strengths, and a reference price per unit from which list prices and pharmacy
 * prices are derived. Prices are invented for the demo; they are not real prices.
 */

export type Unit = 'tablet' | 'capsule' | 'mL' | 'inhaler' | 'vial' | 'packet' | 'pen' | 'syringe';

export interface DosageDef {
  dosage: string;
  /** Reference price per unit in USD: the list price (drugMSRP) unless noListPrice. */
  unitPrice: number;
  /** No list price is published (the widget hides the retail price). */
  noListPrice?: boolean;
  /** Every pharmacy charges more than the list price (the retail price is hidden too). */
  aboveList?: boolean;
}

export interface FormDef {
  form: string;
  unit: Unit;
  quantities: number[];
  dosages: DosageDef[];
}

export interface DrugDef {
  name: string;
  type: 'brand' | 'other';
  forms: FormDef[];
  /** false: no pharmacy prices (a copay-only specialty brand). */
  retail?: boolean;
}

export interface FamilyDef {
  family: string;
  drugs: DrugDef[];
}

type Flag = 'no-list' | 'above-list';

function form(name: string, unit: Unit, quantities: number[], dosages: [string, number, Flag?][]): FormDef {
  return {
    form: name,
    unit,
    quantities,
    dosages: dosages.map(([dosage, unitPrice, flag]) => ({
      dosage,
      unitPrice,
      ...(flag === 'no-list' ? { noListPrice: true } : {}),
      ...(flag === 'above-list' ? { aboveList: true } : {}),
    })),
  };
}

const month = [30, 60, 90];
const brand = (name: string, ...forms: FormDef[]): DrugDef => ({ name, type: 'brand', forms });
const generic = (name: string, ...forms: FormDef[]): DrugDef => ({ name, type: 'other', forms });
const copayOnly = (name: string, ...forms: FormDef[]): DrugDef => ({ name, type: 'brand', forms, retail: false });

export const catalogue: FamilyDef[] = [
  {
    family: 'atorvastatin',
    drugs: [
      brand('Lipitor', form('Tablet', 'tablet', month, [['10 mg', 13.5], ['20 mg', 19.5], ['40 mg', 19.5], ['80 mg', 19.5]])),
      generic('Atorvastatin', form('Tablet', 'tablet', month, [['10 mg', 2.9], ['20 mg', 4.1], ['40 mg', 4.4], ['80 mg', 4.6]])),
    ],
  },
  {
    family: 'metformin',
    drugs: [
      brand('Glucophage', form('Tablet', 'tablet', month, [['500 mg', 2.6], ['850 mg', 3.4], ['1000 mg', 4.0]])),
      generic(
        'Metformin',
        form('Tablet', 'tablet', month, [['500 mg', 0.55], ['850 mg', 0.7], ['1000 mg', 0.85]]),
        form('Extended-release tablet', 'tablet', month, [['500 mg', 0.9], ['750 mg', 1.4]]),
      ),
    ],
  },
  {
    family: 'lisinopril',
    drugs: [
      brand('Zestril', form('Tablet', 'tablet', month, [['10 mg', 4.2], ['20 mg', 4.5], ['40 mg', 6.5]])),
      generic('Lisinopril', form('Tablet', 'tablet', month, [['2.5 mg', 0.12, 'above-list'], ['5 mg', 0.45], ['10 mg', 0.5], ['20 mg', 0.6], ['40 mg', 0.85]])),
    ],
  },
  {
    family: 'amlodipine',
    drugs: [
      brand('Norvasc', form('Tablet', 'tablet', month, [['2.5 mg', 4.4], ['5 mg', 4.6], ['10 mg', 6.3]])),
      generic('Amlodipine', form('Tablet', 'tablet', month, [['2.5 mg', 0.5], ['5 mg', 0.55], ['10 mg', 0.7]])),
    ],
  },
  {
    family: 'levothyroxine',
    drugs: [
      brand('Synthroid', form('Tablet', 'tablet', [30, 90], [['25 mcg', 1.9], ['50 mcg', 2.2], ['75 mcg', 2.4], ['100 mcg', 2.6], ['125 mcg', 2.9]])),
      generic('Levothyroxine', form('Tablet', 'tablet', [30, 90], [['25 mcg', 0.9], ['50 mcg', 1.0], ['75 mcg', 1.1], ['88 mcg', 1.2], ['100 mcg', 1.2], ['112 mcg', 1.3], ['125 mcg', 1.4]])),
    ],
  },
  {
    family: 'sertraline',
    drugs: [
      brand('Zoloft', form('Tablet', 'tablet', month, [['25 mg', 12.5], ['50 mg', 12.5], ['100 mg', 12.5]]), form('Oral concentrate', 'mL', [60, 120], [['20 mg/mL', 6.2]])),
      generic('Sertraline', form('Tablet', 'tablet', month, [['25 mg', 1.5], ['50 mg', 1.6], ['100 mg', 1.7]]), form('Oral concentrate', 'mL', [60, 120], [['20 mg/mL', 1.3]])),
    ],
  },
  {
    family: 'omeprazole',
    drugs: [
      brand('Prilosec', form('Delayed-release capsule', 'capsule', month, [['20 mg', 10.9], ['40 mg', 14.0]])),
      generic('Omeprazole', form('Delayed-release capsule', 'capsule', month, [['10 mg', 1.6], ['20 mg', 1.5], ['40 mg', 2.1]])),
    ],
  },
  {
    family: 'losartan',
    drugs: [
      brand('Cozaar', form('Tablet', 'tablet', month, [['25 mg', 4.3], ['50 mg', 4.3], ['100 mg', 6.1]])),
      generic('Losartan', form('Tablet', 'tablet', month, [['25 mg', 1.2], ['50 mg', 1.4], ['100 mg', 1.9]])),
    ],
  },
  {
    family: 'gabapentin',
    drugs: [
      brand('Neurontin', form('Capsule', 'capsule', month, [['100 mg', 1.9], ['300 mg', 4.6], ['400 mg', 5.5]]), form('Tablet', 'tablet', month, [['600 mg', 8.3], ['800 mg', 11.0]])),
      generic(
        'Gabapentin',
        form('Capsule', 'capsule', month, [['100 mg', 0.45], ['300 mg', 0.75], ['400 mg', 0.9]]),
        form('Tablet', 'tablet', month, [['600 mg', 1.4], ['800 mg', 1.8]]),
        form('Oral solution', 'mL', [150, 300, 470], [['250 mg/5 mL', 0.6]]),
      ),
    ],
  },
  {
    family: 'escitalopram',
    drugs: [
      brand('Lexapro', form('Tablet', 'tablet', month, [['5 mg', 13.0], ['10 mg', 13.5], ['20 mg', 14.0]])),
      generic('Escitalopram', form('Tablet', 'tablet', month, [['5 mg', 1.9], ['10 mg', 2.0], ['20 mg', 2.4]]), form('Oral solution', 'mL', [240], [['5 mg/5 mL', 0.9]])),
    ],
  },
  {
    family: 'simvastatin',
    drugs: [
      brand('Zocor', form('Tablet', 'tablet', month, [['10 mg', 5.6], ['20 mg', 7.2], ['40 mg', 7.2]])),
      generic('Simvastatin', form('Tablet', 'tablet', month, [['5 mg', 0.6], ['10 mg', 0.7], ['20 mg', 0.95], ['40 mg', 1.1], ['80 mg', 1.3]])),
    ],
  },
  {
    family: 'albuterol',
    drugs: [
      brand('Ventolin HFA', form('Inhaler', 'inhaler', [1, 2, 3], [['90 mcg/actuation', 76.0]])),
      generic(
        'Albuterol',
        form('Inhaler', 'inhaler', [1, 2, 3], [['90 mcg/actuation', 45.0]]),
        form('Nebulizer solution', 'vial', [25, 75], [['2.5 mg/3 mL', 0.9], ['1.25 mg/3 mL', 1.6]]),
        form('Tablet', 'tablet', month, [['2 mg', 1.1], ['4 mg', 1.4]]),
      ),
    ],
  },
  {
    family: 'amoxicillin',
    drugs: [
      generic(
        'Amoxicillin',
        form('Capsule', 'capsule', [21, 30], [['250 mg', 0.4], ['500 mg', 0.55]]),
        form('Tablet', 'tablet', [20, 28], [['500 mg', 0.8], ['875 mg', 1.1]]),
        form('Oral suspension', 'mL', [100, 150], [['250 mg/5 mL', 0.15], ['400 mg/5 mL', 0.22, 'no-list']]),
      ),
    ],
  },
  {
    family: 'hydrochlorothiazide',
    drugs: [
      generic(
        'Hydrochlorothiazide',
        form('Tablet', 'tablet', month, [['12.5 mg', 0.1, 'above-list'], ['25 mg', 0.3], ['50 mg', 0.35]]),
        form('Capsule', 'capsule', month, [['12.5 mg', 0.45]]),
      ),
    ],
  },
  {
    family: 'bupropion',
    drugs: [
      brand('Wellbutrin XL', form('Extended-release tablet (XL)', 'tablet', month, [['150 mg', 62.0], ['300 mg', 68.0]])),
      generic(
        'Bupropion',
        form('Extended-release tablet (XL)', 'tablet', month, [['150 mg', 2.2], ['300 mg', 3.3]]),
        form('Sustained-release tablet (SR)', 'tablet', month, [['100 mg', 1.2], ['150 mg', 1.3], ['200 mg', 1.9]]),
        form('Tablet', 'tablet', month, [['75 mg', 1.0], ['100 mg', 1.2]]),
      ),
    ],
  },
  {
    family: 'fluoxetine',
    drugs: [
      brand('Prozac', form('Capsule', 'capsule', month, [['10 mg', 14.0], ['20 mg', 15.0], ['40 mg', 30.0]])),
      generic(
        'Fluoxetine',
        form('Capsule', 'capsule', month, [['10 mg', 0.8], ['20 mg', 0.9], ['40 mg', 1.3]]),
        form('Tablet', 'tablet', month, [['10 mg', 1.9], ['20 mg', 2.8]]),
        form('Oral solution', 'mL', [120], [['20 mg/5 mL', 0.35]]),
      ),
    ],
  },
  {
    family: 'montelukast',
    drugs: [
      brand('Singulair', form('Tablet', 'tablet', month, [['10 mg', 7.8]]), form('Chewable tablet', 'tablet', month, [['4 mg', 7.2], ['5 mg', 7.2]])),
      generic(
        'Montelukast',
        form('Tablet', 'tablet', month, [['10 mg', 1.9]]),
        form('Chewable tablet', 'tablet', month, [['4 mg', 1.7], ['5 mg', 1.8]]),
        form('Oral granules', 'packet', [30], [['4 mg', 2.9, 'no-list']]),
      ),
    ],
  },
  {
    family: 'rosuvastatin',
    drugs: [
      brand('Crestor', form('Tablet', 'tablet', month, [['5 mg', 11.5], ['10 mg', 11.8], ['20 mg', 12.0], ['40 mg', 12.5]])),
      generic('Rosuvastatin', form('Tablet', 'tablet', month, [['5 mg', 1.9], ['10 mg', 2.1], ['20 mg', 2.6], ['40 mg', 2.9]])),
    ],
  },
  {
    family: 'pantoprazole',
    drugs: [
      brand('Protonix', form('Delayed-release tablet', 'tablet', month, [['20 mg', 13.5], ['40 mg', 14.5]])),
      generic('Pantoprazole', form('Delayed-release tablet', 'tablet', month, [['20 mg', 1.5], ['40 mg', 1.7]])),
    ],
  },
  { family: 'meloxicam', drugs: [generic('Meloxicam', form('Tablet', 'tablet', month, [['7.5 mg', 0.8, 'no-list'], ['15 mg', 0.95]]))] },
  { family: 'trazodone', drugs: [generic('Trazodone', form('Tablet', 'tablet', month, [['50 mg', 0.65], ['100 mg', 0.95], ['150 mg', 1.4, 'no-list']]))] },
  {
    family: 'prednisone',
    drugs: [generic('Prednisone', form('Tablet', 'tablet', [10, 20, 30], [['5 mg', 0.35], ['10 mg', 0.45], ['20 mg', 0.65]]), form('Oral solution', 'mL', [120], [['5 mg/5 mL', 0.25]]))],
  },
  {
    family: 'tamsulosin',
    drugs: [brand('Flomax', form('Capsule', 'capsule', month, [['0.4 mg', 9.8]])), generic('Tamsulosin', form('Capsule', 'capsule', month, [['0.4 mg', 1.3]]))],
  },
  {
    family: 'clopidogrel',
    drugs: [brand('Plavix', form('Tablet', 'tablet', month, [['75 mg', 10.5]])), generic('Clopidogrel', form('Tablet', 'tablet', month, [['75 mg', 1.6]]))],
  },
  // Copay-only specialty brands: invented names (demo), priced through a manufacturer copay card, not at pharmacies.
  {
    family: 'semavance',
    drugs: [copayOnly('Semavance', form('Pen injector', 'pen', [4, 12], [['0.25 mg/0.5 mL', 249.0], ['0.5 mg/0.5 mL', 249.0], ['1 mg/0.5 mL', 249.0], ['2 mg/0.75 mL', 249.0]]))],
  },
  {
    family: 'adalora',
    drugs: [copayOnly('Adalora', form('Prefilled pen', 'pen', [2, 6], [['40 mg/0.4 mL', 3450.0]]), form('Prefilled syringe', 'syringe', [2, 6], [['20 mg/0.4 mL', 1725.0], ['40 mg/0.8 mL', 3450.0]]))],
  },
  {
    family: 'respivair',
    drugs: [copayOnly('Respivair', form('Inhaler', 'inhaler', [1, 3], [['100 mcg/25 mcg', 420.0], ['200 mcg/25 mcg', 480.0]]))],
  },
];

/** Copay programmes (spec savings 3 "Driver (copay)"), by drug slug. Leaves Respivair without one. */
export const copayPrograms: Record<string, { copay: number; monthlyPrice: number; title: string; description: string; category: string }> = {
  lipitor: {
    copay: 4,
    monthlyPrice: 25,
    title: 'Lipitor savings card',
    description: 'Eligible commercially insured patients may pay as little as $4 for a 30-day supply of brand-name Lipitor. Example terms: check the program’s current terms before you apply.',
    category: 'cholesterol',
  },
  semavance: {
    copay: 25,
    monthlyPrice: 199,
    title: 'Semavance savings program',
    description: 'With commercial insurance, eligible patients may pay as little as $25 for a 1-month or 3-month prescription. Example terms: check the program’s current terms before you apply.',
    category: 'diabetes',
  },
  adalora: {
    copay: 5,
    monthlyPrice: 99,
    title: 'Adalora complete savings card',
    description: 'Eligible commercially insured patients may pay as little as $5 a month for Adalora. Example terms: check the program’s current terms before you apply.',
    category: 'rheumatology',
  },
};
