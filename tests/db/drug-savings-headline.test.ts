import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { listDrugs } from '@/features/savings/server/catalog.server';
import { loadDrugSavings } from '@/features/savings/server/initial.server';
import { seedDrugData } from '@/features/savings/server/seed.server';
import { DrugCostSavings } from '@/widgets/drug-cost-savings/DrugCostSavings';
import { bestSaving, priceCards } from '@/widgets/drug-cost-savings/price-cards';
import { drugCostSavingsSchema } from '@/widgets/drug-cost-savings/schema';
import { drugTemplateBody } from '@/widgets/drug-cost-savings/template-node';
import { testContext } from '@tests/support/render-widget';
import { openTestDb } from './test-db';

/**
 * Issue 32, item 6: a savings headline never claims more (or less) than the cards under it. For
 * every drug of the demo price tables, the widget as its template page and an article render it
 * (default dosage and location): the headline's "up to N%" is the best card's "Save N%", and a drug
 * whose cards show no saving gets no number at all.
 */

const state = vi.hoisted(() => ({ db: undefined as unknown }));
vi.mock('@/db/client.server', () => ({ getDb: async () => state.db }));

let db: Kysely<Database>;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  state.db = db;
  await seedDrugData(db);
}, 30_000);
afterAll(async () => close());

const headlineOf = (html: string) => /data-testid="savings-headline">([^<]*)</.exec(html)?.[1] ?? null;
/** The "Save N%" of each server-rendered card, in order (the best price first). */
const cardSavings = (html: string) => [...html.matchAll(/<li[^>]*data-testid="price-card"[\s\S]*?<\/li>/g)].map((m) => /Save (\d+)%/.exec(m[0])?.[1] ?? null);

async function render(data: object) {
  const parsed = drugCostSavingsSchema.parse(data);
  const loaded = await loadDrugSavings(parsed, 'us');
  return { loaded, html: renderToStaticMarkup(createElement(DrugCostSavings, { data: parsed, context: testContext, loaded })) };
}

describe('savings headlines against the cards, every drug', () => {
  it('claims exactly the best card’s saving for the defaults, and nothing where the cards show none', async () => {
    const drugs = await listDrugs(db);
    expect(drugs.length).toBeGreaterThanOrEqual(40);
    let claims = 0;
    let noClaims = 0;
    for (const drug of drugs) {
      const node = drugTemplateBody(drug.drugSlug, drug.retail)[0]!;
      for (const variant of drug.retail ? ['template', 'article'] : ['copay']) {
        const { loaded, html } = await render({ ...node, variant });
        const where = `${drug.drugSlug} (${variant})`;
        expect(loaded.status, where).toBe('ready');
        if (loaded.status !== 'ready') continue;
        if (!drug.retail) {
          // Copay-only: no pharmacy prices, no headline and no percentage anywhere.
          expect(headlineOf(html), where).toBeNull();
          expect(html, where).not.toMatch(/\d\s*%/);
          continue;
        }
        const headline = headlineOf(html)!;
        expect(headline, where).toContain(drug.name);
        const cards = cardSavings(html);
        const { initial } = loaded;
        const best = bestSaving(priceCards(initial.pricing, initial.selectedDosage));
        const claimed = /up to (\d+)%/.exec(headline)?.[1] ?? null;
        if (best === null) {
          noClaims++;
          expect(headline, where).not.toMatch(/\d/);
          expect(cards.every((c) => c === null), where).toBe(true);
        } else {
          claims++;
          expect(claimed, where).toBe(String(best));
          // The best card is the first one shown, and it says the same number.
          expect(cards[0], where).toBe(String(best));
          expect(cards.every((c) => c === null || Number(c) <= best), where).toBe(true);
        }
        expect(headline, where).not.toContain('80%');
      }
    }
    // Both cases occur in the data set, so neither branch passes vacuously.
    expect(claims).toBeGreaterThan(30);
    expect(noClaims + claims).toBe(drugs.filter((d) => d.retail).length * 2);
  }, 60_000);
});
