import zipcodes, { type ZipCode } from 'zipcodes';
import type {
  DrugCopayDriversTable,
  DrugDosagesTable,
  DrugFormsTable,
  DrugListPricesTable,
  DrugsTable,
  PharmacyChainsTable,
  PharmacyLocationsTable,
  PharmacyPricesTable,
} from '@/db/schema';
import { haversineMiles } from '../geo';
import { catalogue, copayPrograms, type DosageDef, type FormDef, type Unit } from './catalogue';
import { chains, defaultIndependent, independentPrefixes, independentSuffixes, metros, streetNames, type ChainDef, type MetroDef } from './chains';
import { logoUrl } from './logos';
import { between, intBetween, pick, pickWeighted, shuffled, stream, type Random } from './prng';

/**
 * The demo data set for migration 008's catalogue and pharmacy tables, generated from the
 * definitions in catalogue.ts and chains.ts with a seeded generator: the same rows on every run.
 * ZIP centroids, cities and states come from the zipcodes package. Coupons and the SMS outbox
 * are filled at run time, not here.
 */

export interface DemoData {
  drugs: DrugsTable[];
  drugForms: DrugFormsTable[];
  drugDosages: DrugDosagesTable[];
  drugListPrices: DrugListPricesTable[];
  pharmacyChains: PharmacyChainsTable[];
  pharmacyLocations: PharmacyLocationsTable[];
  pharmacyPrices: PharmacyPricesTable[];
  drugCopayDrivers: DrugCopayDriversTable[];
}

export const demoSeed = 'wellread-drug-demo-1';

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const round2 = (n: number) => Math.round(n * 100) / 100;

function quantityDisplay(value: number, unit: Unit): string {
  if (unit === 'mL') return `${value} mL`;
  return `${value} ${unit}${value === 1 ? '' : 's'}`;
}

interface Formulation {
  formulationId: string;
  drugType: 'brand' | 'other';
  form: FormDef;
  dosage: DosageDef;
}

function catalogueRows(data: DemoData): Formulation[] {
  const retail: Formulation[] = [];
  let drugId = 0;
  let formId = 0;
  for (const family of catalogue) {
    for (const drug of family.drugs) {
      drugId++;
      const drugSlug = slugify(drug.name);
      data.drugs.push({ id: drugId, name: drug.name, drug_slug: drugSlug, drug_type: drug.type, family: family.family, retail: drug.retail === false ? 0 : 1 });
      drug.forms.forEach((form, formIndex) => {
        formId++;
        data.drugForms.push({ id: formId, drug_id: drugId, form: form.form, sort: formIndex + 1 });
        form.dosages.forEach((dosage, dosageIndex) => {
          const formulationId = `F-${drugSlug}-${slugify(form.form)}-${slugify(dosage.dosage)}`;
          // Demo NDCs: labeler 7xxxx per drug, product per form and strength, package 01.
          const ndc = `${70000 + drugId}${String((formIndex + 1) * 100 + dosageIndex + 1).padStart(4, '0')}01`;
          const quantities = form.quantities.map((value) => ({ display: quantityDisplay(value, form.unit), value }));
          data.drugDosages.push({ formulation_id: formulationId, form_id: formId, dosage: dosage.dosage, ndc, common_quantities: JSON.stringify(quantities), sort: dosageIndex + 1 });
          if (!dosage.noListPrice) data.drugListPrices.push({ ndc, price_type_code: 'SWD', drug_msrp: dosage.unitPrice });
          if (drug.retail !== false) retail.push({ formulationId, drugType: drug.type, form, dosage });
        });
      });
      const program = copayPrograms[drugSlug];
      if (program) {
        data.drugCopayDrivers.push({
          drug_slug: drugSlug,
          section_title: program.title,
          section_description: program.description,
          copay: program.copay,
          monthly_price: program.monthlyPrice,
          cta_url: `/health/drugs/${drugSlug}#copay`,
          campaign: JSON.stringify({ type: 'copay', category: program.category, placement: 'drug-cost-savings', name: `${drugSlug}-copay-demo` }),
        });
      }
    }
  }
  return retail;
}

function chainRows(data: DemoData): void {
  chains.forEach((chain, index) => {
    data.pharmacyChains.push({
      id: index + 1,
      name: chain.name,
      logo: chain.slug ? logoUrl(chain.slug) : null,
      sort: index + 1,
      independent: chain.independent ? 1 : 0,
      pbm_id: chain.pbmId,
    });
  });
}

/** US ZIP codes (with coordinates) within each metro's radius, in code order. */
function metroZips(): Map<MetroDef, ZipCode[]> {
  const centres = metros.map((metro) => {
    const centre = zipcodes.lookup(metro.centreZip);
    if (!centre) throw new Error(`unknown metro centre ZIP ${metro.centreZip}`);
    return { metro, at: { lat: centre.latitude, long: centre.longitude } };
  });
  const found = new Map<MetroDef, ZipCode[]>(metros.map((m) => [m, []]));
  for (const code of Object.values(zipcodes.codes)) {
    if (code.country !== 'US' || !/^\d{5}$/.test(code.zip) || !code.latitude || !code.longitude) continue;
    for (const { metro, at } of centres) {
      if (haversineMiles(at, { lat: code.latitude, long: code.longitude }) <= metro.radiusMiles) found.get(metro)!.push(code);
    }
  }
  for (const list of found.values()) list.sort((a, b) => a.zip.localeCompare(b.zip));
  return found;
}

function streetAddress(random: Random): string {
  const number = intBetween(random, 1, 12) <= 3 ? intBetween(random, 10000, 19999) : intBetween(random, 10, 4999);
  const suite = random() < 0.15 ? `, Suite ${intBetween(random, 1, 9) * 100 + intBetween(random, 0, 20)}` : '';
  return `${number} ${pick(random, streetNames)}${suite}`;
}

function locationRows(data: DemoData, seed: string): void {
  const zipsByMetro = metroZips();
  const independentNames = shuffled(
    stream(seed, 'independent-names'),
    independentPrefixes.flatMap((p) => independentSuffixes.map((s) => `${p} ${s}`)).filter((n) => n !== defaultIndependent.name),
  );
  const usedNames = new Set<string>([defaultIndependent.name]);
  const chainIds = new Map<ChainDef, number>(chains.map((c, i) => [c, i + 1]));
  let id = 0;

  const independent = chains.find((c) => c.independent)!;
  const defaultZip = zipcodes.lookup(defaultIndependent.zip)!;
  data.pharmacyLocations.push({
    id: ++id,
    chain_id: chainIds.get(independent)!,
    name: defaultIndependent.name,
    address_line1: defaultIndependent.addressLine1,
    city: defaultZip.city,
    state: defaultZip.state,
    zip: defaultZip.zip,
    latitude: round6(defaultZip.latitude + 0.004),
    longitude: round6(defaultZip.longitude - 0.003),
  });

  for (const metro of metros) {
    const random = stream(seed, `locations:${metro.name}`);
    const zips = zipsByMetro.get(metro)!;
    if (zips.length === 0) throw new Error(`no ZIP codes found around ${metro.name}`);
    const present = chains
      .filter((c) => c.national || metro.regional.includes(c.name))
      .map((c) => ({ item: c, weight: c.weight }));
    const count = metro.name === 'Columbus, Indiana' ? metro.locations - 1 : metro.locations;
    for (let i = 0; i < count; i++) {
      const chain = pickWeighted(random, present);
      const zip = pick(random, zips);
      let name = chain.name;
      if (chain.independent) {
        name = independentNames.pop() ?? `${pick(random, independentPrefixes)} Pharmacy of ${zip.city}`;
        while (usedNames.has(name)) name = `${name} ${intBetween(random, 2, 99)}`;
        usedNames.add(name);
      }
      data.pharmacyLocations.push({
        id: ++id,
        chain_id: chainIds.get(chain)!,
        name,
        address_line1: streetAddress(random),
        city: zip.city,
        state: zip.state,
        zip: zip.zip,
        latitude: round6(zip.latitude + between(random, -0.012, 0.012)),
        longitude: round6(zip.longitude + between(random, -0.015, 0.015)),
      });
    }
  }
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * One price per retail formulation, common quantity and chain: generics well under the list
 * price, brands a little under, chains cheaper or dearer with noise so the cheapest varies; a few
 * prices are above the list price (and every price of an aboveList dosage), to show the hidden
 * retail price.
 */
function priceRows(data: DemoData, seed: string, formulations: Formulation[]): void {
  chains.forEach((chain, chainIndex) => {
    for (const f of formulations) {
      const random = stream(seed, `price:${f.formulationId}:${chain.name}`);
      const drugFactor = f.drugType === 'brand' ? between(random, 0.82, 0.93) : between(random, 0.18, 0.42);
      const chainFactor = f.drugType === 'brand' ? 0.9 + 0.1 * chain.factor : chain.factor;
      const noise = between(random, 0.85, 1.15);
      const aboveOne = random() < 0.03;
      for (const quantity of f.form.quantities) {
        const listTotal = f.dosage.unitPrice * quantity;
        const volume = quantity >= 90 ? 0.9 : quantity >= 60 ? 0.95 : 1;
        let amount: number;
        if (f.dosage.aboveList || aboveOne) amount = listTotal * between(random, 1.03, 1.3);
        else amount = Math.min(Math.max(listTotal * drugFactor * chainFactor * noise * volume, 2.5), listTotal * 0.97);
        data.pharmacyPrices.push({ formulation_id: f.formulationId, quantity, chain_id: chainIndex + 1, amount: round2(amount) });
      }
    }
  });
}

export function generateDemoData(seed: string = demoSeed): DemoData {
  const data: DemoData = {
    drugs: [],
    drugForms: [],
    drugDosages: [],
    drugListPrices: [],
    pharmacyChains: [],
    pharmacyLocations: [],
    pharmacyPrices: [],
    drugCopayDrivers: [],
  };
  const formulations = catalogueRows(data);
  chainRows(data);
  locationRows(data, seed);
  priceRows(data, seed, formulations);
  return data;
}
