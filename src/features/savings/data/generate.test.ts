import fs from 'node:fs';
import path from 'node:path';
import zipcodes from 'zipcodes';
import { describe, expect, it } from 'vitest';
import { haversineMiles } from '../geo';
import { chainMatchKey, logoFor } from '../grouping';
import { quantityOptionSchema } from '../schema';
import { metros } from './chains';
import { generateDemoData } from './generate';
import { logoDir, logoFiles } from './logos';

const data = generateDemoData();

describe('the demo data generator', () => {
  it('gives the same rows on every run, and different ones for another seed', () => {
    expect(JSON.stringify(generateDemoData())).toBe(JSON.stringify(data));
    expect(JSON.stringify(generateDemoData('another seed').pharmacyLocations)).not.toBe(JSON.stringify(data.pharmacyLocations));
  });

  it('holds at least 30 drugs in families of brands and generics, each with forms and dosages', () => {
    expect(data.drugs.length).toBeGreaterThanOrEqual(30);
    const lipitor = data.drugs.find((d) => d.drug_slug === 'lipitor')!;
    const atorvastatin = data.drugs.find((d) => d.drug_slug === 'atorvastatin')!;
    expect([lipitor.drug_type, atorvastatin.drug_type, lipitor.family, atorvastatin.family]).toEqual(['brand', 'other', 'atorvastatin', 'atorvastatin']);
    for (const drug of data.drugs) {
      expect(drug.drug_slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      const forms = data.drugForms.filter((f) => f.drug_id === drug.id);
      expect(forms.length).toBeGreaterThan(0);
      for (const form of forms) expect(data.drugDosages.some((d) => d.form_id === form.id)).toBe(true);
    }
    expect(new Set(data.drugs.map((d) => d.drug_slug)).size).toBe(data.drugs.length);
  });

  it('gives every dosage a unique formulation id and 11-digit NDC, and common quantities', () => {
    expect(new Set(data.drugDosages.map((d) => d.formulation_id)).size).toBe(data.drugDosages.length);
    expect(new Set(data.drugDosages.map((d) => d.ndc)).size).toBe(data.drugDosages.length);
    for (const d of data.drugDosages) {
      expect(d.ndc).toMatch(/^\d{11}$/);
      expect(d.formulation_id).toMatch(/^[A-Za-z0-9_.:-]{1,64}$/);
      const quantities = quantityOptionSchema.array().min(1).parse(JSON.parse(d.common_quantities));
      for (const q of quantities) expect(q.display).toMatch(new RegExp(`^${q.value} `));
    }
  });

  it('publishes list prices for most NDCs but not all', () => {
    const priced = new Set(data.drugListPrices.map((p) => p.ndc));
    const missing = data.drugDosages.filter((d) => !priced.has(d.ndc));
    expect(missing.length).toBeGreaterThanOrEqual(3);
    expect(missing.length).toBeLessThan(data.drugDosages.length / 10);
    expect(data.drugListPrices.every((p) => p.price_type_code === 'SWD' && p.drug_msrp > 0)).toBe(true);
  });

  it('has copay-only drugs without pharmacy prices, some with a copay driver and one without', () => {
    const copayOnly = data.drugs.filter((d) => d.retail === 0);
    expect(copayOnly.length).toBeGreaterThanOrEqual(2);
    const drivers = new Set(data.drugCopayDrivers.map((d) => d.drug_slug));
    expect(copayOnly.some((d) => drivers.has(d.drug_slug))).toBe(true);
    expect(copayOnly.some((d) => !drivers.has(d.drug_slug))).toBe(true);
    expect(drivers.has('lipitor')).toBe(true);
    const copayFormulations = new Set(
      data.drugDosages.filter((s) => copayOnly.some((d) => data.drugForms.some((f) => f.id === s.form_id && f.drug_id === d.id))).map((s) => s.formulation_id),
    );
    expect(copayFormulations.size).toBeGreaterThan(0);
    expect(data.pharmacyPrices.some((p) => copayFormulations.has(p.formulation_id))).toBe(false);
    for (const driver of data.drugCopayDrivers) {
      expect(driver.cta_url).toMatch(/^\/health\/drugs\/[a-z0-9-]+#copay$/);
      expect(Object.keys(JSON.parse(driver.campaign)).sort()).toEqual(['category', 'name', 'placement', 'type']);
    }
  });

  it('has about 18 chains with Target above CVS, and an independent tier', () => {
    const chains = data.pharmacyChains.filter((c) => c.independent === 0);
    expect(chains.length).toBeGreaterThanOrEqual(17);
    expect(chains.length).toBeLessThanOrEqual(20);
    expect(data.pharmacyChains.filter((c) => c.independent === 1)).toHaveLength(1);
    const target = data.pharmacyChains.find((c) => c.name.startsWith('Target'))!;
    const cvs = data.pharmacyChains.find((c) => c.name === 'CVS Pharmacy')!;
    expect(target.sort).toBeLessThan(cvs.sort);
    expect(logoFor(target.name, chains)).toBe(target.logo);
    expect(chains.filter((c) => c.logo === null).length).toBeGreaterThanOrEqual(2);
    expect(new Set(chains.map((c) => chainMatchKey(c.name))).size).toBe(chains.length);
  });

  it('spreads at least 2,000 locations over at least ten metros around real ZIP codes', () => {
    expect(data.pharmacyLocations.length).toBeGreaterThanOrEqual(2000);
    const centres = metros.map((m) => {
      const c = zipcodes.lookup(m.centreZip)!;
      return { metro: m, at: { lat: c.latitude, long: c.longitude } };
    });
    const perMetro = new Map<string, number>();
    for (const location of data.pharmacyLocations) {
      const code = zipcodes.lookup(location.zip);
      expect(code, location.zip).toBeDefined();
      expect([code!.city, code!.state]).toEqual([location.city, location.state]);
      const at = { lat: location.latitude, long: location.longitude };
      expect(haversineMiles(at, { lat: code!.latitude, long: code!.longitude })).toBeLessThan(2);
      const metro = centres.find((c) => haversineMiles(c.at, at) <= c.metro.radiusMiles + 2);
      expect(metro, `${location.zip} is in no metro`).toBeDefined();
      perMetro.set(metro!.metro.name, (perMetro.get(metro!.metro.name) ?? 0) + 1);
    }
    expect([...perMetro.values()].filter((n) => n >= 50).length).toBeGreaterThanOrEqual(10);
    expect(perMetro.get('Columbus, Indiana')).toBeGreaterThanOrEqual(50);
  });

  it('names chain locations after their chain and independents uniquely, with some long addresses', () => {
    const independentId = data.pharmacyChains.find((c) => c.independent === 1)!.id;
    const independents = data.pharmacyLocations.filter((l) => l.chain_id === independentId);
    expect(independents.length).toBeGreaterThan(50);
    expect(new Set(independents.map((l) => l.name)).size).toBe(independents.length);
    expect(independents.find((l) => l.zip === '47201')?.name).toBe('Maple Street Pharmacy');
    for (const l of data.pharmacyLocations.filter((l) => l.chain_id !== independentId)) {
      expect(l.name).toBe(data.pharmacyChains.find((c) => c.id === l.chain_id)!.name);
    }
    expect(data.pharmacyLocations.filter((l) => l.address_line1.length > 32).length).toBeGreaterThan(100);
    expect(new Set(data.pharmacyLocations.map((l) => l.id)).size).toBe(data.pharmacyLocations.length);
  });

  it('prices every retail formulation and common quantity at every chain, mostly under the list price', () => {
    const listByNdc = new Map(data.drugListPrices.map((p) => [p.ndc, p.drug_msrp]));
    const retailDrugs = new Set(data.drugs.filter((d) => d.retail === 1).map((d) => d.id));
    const retailForms = new Set(data.drugForms.filter((f) => retailDrugs.has(f.drug_id)).map((f) => f.id));
    const prices = new Map(data.pharmacyPrices.map((p) => [`${p.formulation_id}|${p.quantity}|${p.chain_id}`, p.amount]));
    let below = 0;
    let above = 0;
    const cheapestChains = new Set<number>();
    for (const dosage of data.drugDosages.filter((d) => retailForms.has(d.form_id))) {
      for (const q of JSON.parse(dosage.common_quantities) as { value: number }[]) {
        let cheapest = { chain: 0, amount: Infinity };
        for (const chain of data.pharmacyChains) {
          const amount = prices.get(`${dosage.formulation_id}|${q.value}|${chain.id}`);
          expect(amount, `${dosage.formulation_id} × ${q.value} at ${chain.name}`).toBeGreaterThan(0);
          if (amount! < cheapest.amount) cheapest = { chain: chain.id, amount: amount! };
          const list = listByNdc.get(dosage.ndc);
          if (list === undefined) continue;
          if (amount! < list * q.value) below++;
          else above++;
        }
        cheapestChains.add(cheapest.chain);
      }
    }
    expect(above).toBeGreaterThan(10);
    expect(below / (below + above)).toBeGreaterThan(0.9);
    expect(cheapestChains.size).toBeGreaterThan(3);
    // Brands cost more than their generics.
    const amountOf = (id: string) => prices.get(`${id}|30|2`)!;
    expect(amountOf('F-lipitor-tablet-20-mg')).toBeGreaterThan(amountOf('F-atorvastatin-tablet-20-mg') * 2);
  });
});

describe('the pharmacy logo tiles', () => {
  it('match the generator (run src/features/savings/data/write-logos.ts after changing it)', () => {
    for (const [name, svg] of Object.entries(logoFiles())) {
      expect(fs.readFileSync(path.join(logoDir, name), 'utf8'), name).toBe(svg);
    }
    for (const chain of data.pharmacyChains) {
      if (chain.logo) expect(Object.keys(logoFiles())).toContain(path.basename(chain.logo));
    }
  });
});
