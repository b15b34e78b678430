import type { CopayDriver, DrugSavingsInitial, DrugSavingsLoad, GroupedPricing, ManufacturerOption, RetailerPriceEntry } from '@/features/savings/schema';

/** Test data only: realistic widget data as the server hands it over (DrugSavingsInitial). */

export function priceEntry(name: string, amount: number, options: { id?: string; independent?: boolean; distance?: number; address?: string; logo?: string | null } = {}): RetailerPriceEntry {
  const id = options.id ?? name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return {
    retailer: {
      id,
      name,
      logo: options.logo === undefined ? `/pharmacy-logos/${id}.svg` : options.logo,
      pbmId: 'demo-pbm',
      independent: options.independent ?? false,
      location: {
        id: `${id}-loc-1`,
        addressLine1: options.address ?? '120 Washington St',
        city: 'Columbus',
        state: 'IN',
        zip: '47201',
        coordinates: { latitude: 39.2014, longitude: -85.9214 },
      },
    },
    price: { amount, currency: 'USD' },
    isLowestPrice: false,
    distance: options.distance ?? 1.2,
  };
}

export function grouped(chains: RetailerPriceEntry[], independents: RetailerPriceEntry[] = []): GroupedPricing {
  const all = [...chains, ...independents].sort((a, b) => a.price.amount - b.price.amount);
  return { cheapestRetailer: all[0] ?? null, allRetailers: chains, independentPharmacies: independents };
}

/** 6 chains and 2 independents: 8 cards, two pages. */
export const samplePricing: GroupedPricing = grouped(
  [
    priceEntry('Target (CVS)', 11.42, { address: '2485 Merchant Mile' }),
    priceEntry('Kroger Pharmacy', 12.9, { address: '1125 N National Rd' }),
    priceEntry('Walmart Pharmacy', 9.87, { address: '735 Whitfield Dr', logo: null }),
    priceEntry('CVS Pharmacy', 18.33, { address: '2420 25th St' }),
    priceEntry('Walgreens', 21.05, { address: '1750 N National Rd' }),
    priceEntry('Meijer Pharmacy', 14.6, { address: '3060 N National Rd' }),
  ],
  [
    priceEntry('Columbus Family Pharmacy and Wellness Center', 15.75, { independent: true, address: '1001 Washington Street, Suite 200B' }),
    priceEntry('Hope Drug', 24.1, { independent: true, address: '645 Jackson St' }),
  ],
);

export const sampleManufacturers: ManufacturerOption[] = [
  {
    drugId: 101,
    name: 'Atorvastatin (generic)',
    drugType: 'other',
    drugSlug: 'atorvastatin',
    options: [
      {
        form: 'tablet',
        dossages: [
          {
            dosage: '10mg',
            formulationId: 'atorvastatin-tablet-10mg',
            ndc: '00378395077',
            commonQuantities: [
              { display: '30 tablets', value: 30 },
              { display: '90 tablets', value: 90 },
            ],
          },
          {
            dosage: '20mg',
            formulationId: 'atorvastatin-tablet-20mg',
            ndc: '00378395177',
            commonQuantities: [
              { display: '30 tablets', value: 30 },
              { display: '90 tablets', value: 90 },
            ],
          },
        ],
      },
    ],
  },
  {
    drugId: 102,
    name: 'Lipitor',
    drugType: 'brand',
    drugSlug: 'lipitor',
    options: [
      {
        form: 'tablet',
        dossages: [
          {
            dosage: '40mg',
            formulationId: 'lipitor-tablet-40mg',
            ndc: '00071015723',
            commonQuantities: [{ display: '30 tablets', value: 30 }],
          },
        ],
      },
      {
        form: 'chewable tablet',
        dossages: [
          {
            dosage: '10mg',
            formulationId: 'lipitor-chewable-10mg',
            ndc: '00071015823',
            commonQuantities: [{ display: '60 chewable tablets', value: 60 }],
          },
        ],
      },
    ],
  },
];

export const sampleDriver: CopayDriver = {
  sectionTitle: 'Lipitor savings program',
  sectionDescription: 'If you have commercial insurance, a savings card can lower what you pay for Lipitor.',
  copay: 4,
  price: 25,
  ctaUrl: 'https://savings.example.com/lipitor',
  campaign: { type: 'copay', category: 'cholesterol', placement: 'drug-cost-savings', name: 'lipitor-copay-demo' },
};

export function sampleInitial(overrides: Partial<DrugSavingsInitial> = {}): DrugSavingsInitial {
  return {
    drug: { id: 101, name: 'Atorvastatin', drugSlug: 'atorvastatin' },
    manufacturers: sampleManufacturers,
    manufacturer: 'Atorvastatin (generic)',
    selectedDosage: {
      quantityDisplay: '30 tablets',
      quantityValue: 30,
      formulationId: 'atorvastatin-tablet-10mg',
      form: 'tablet',
      dosage: '10mg',
      drugSlug: 'atorvastatin',
      drugMSRP: 1.2,
      ndc: '00378395077',
      drugId: 101,
      drugName: 'Atorvastatin',
    },
    location: { zip: '47201', lat: 39.2014, long: -85.9214 },
    pricing: samplePricing,
    copayDriver: null,
    partnerName: 'Optum Perks',
    demoPrices: true,
    botCheck: { kind: 'altcha' },
    ...overrides,
  };
}

export function ready(overrides: Partial<DrugSavingsInitial> = {}): DrugSavingsLoad {
  return { status: 'ready', initial: sampleInitial(overrides) };
}
