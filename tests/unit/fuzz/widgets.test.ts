/**
 * Property-based fuzzing of every widget schema and of document validation (security issue 15):
 * any input either parses or fails with a ZodError, never anything else; and a document that
 * validates can be stored and indexed (what the content API and `npm run content` do next).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validateDocument } from '@/publishing/validate';
import { articleSearchText } from '@/widgets/search-text';
import { registry, widgetFormats } from '@/widgets/registry';
import { validArticle, validCategory, validNavigation } from '@tests/support/documents';
import { mutated, valueArb } from './arbitraries';
import { deepArrayJson } from './streams';

/** FUZZ_SCALE=10 for a longer hunt; FUZZ_SEED to replay one run. */
const runScale = Number(process.env.FUZZ_SCALE ?? 1);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const runsPerWidget = 450;
let runs = 0;

/** Parses with safeParse and parse; anything thrown must be a ZodError. */
function parsesOrZodError(schema: z.ZodType, input: unknown): boolean {
  const result = schema.safeParse(input);
  if (!result.success) expect(result.error).toBeInstanceOf(z.ZodError);
  try {
    schema.parse(input);
  } catch (error) {
    expect(error).toBeInstanceOf(z.ZodError);
  }
  return result.success;
}

/** What happens to a valid document next: stored as JSON and indexed for search. */
function storable(input: unknown): void {
  const result = validateDocument(input);
  if (!result.ok) {
    expect(result.errors.length).toBeGreaterThan(0);
    return;
  }
  expect(() => JSON.parse(JSON.stringify(result.document))).not.toThrow();
  if (result.document.documentType === 'article') expect(() => articleSearchText(result.document as Parameters<typeof articleSearchText>[0])).not.toThrow();
}

describe('widget schema fuzz', () => {
  it('lists every widget of the registry', () => {
    expect(Object.keys(registry).sort()).toEqual([...widgetFormats].sort());
  });

  for (const format of widgetFormats) {
    it(`${format}: any input parses or fails with a ZodError, and a document holding it validates or reports errors`, async () => {
      const def = registry[format];
      const fixtures = Object.values(await def.fixtures());
      expect(fixtures.length).toBeGreaterThan(0);
      const node = fc.oneof(
        { weight: 6, arbitrary: fc.oneof(...fixtures.map((f) => mutated(f))) },
        { weight: 1, arbitrary: fc.constantFrom(...fixtures) },
        { weight: 2, arbitrary: fc.dictionary(fc.string({ maxLength: 12 }), valueArb, { maxKeys: 8 }).map((d) => ({ ...d, widgetFormat: format })) },
        { weight: 1, arbitrary: valueArb },
      );
      let parsed = 0;
      await fc.assert(
        fc.asyncProperty(node, async (input) => {
          runs++;
          if (parsesOrZodError(def.schema, input)) parsed++;
          storable(validArticle({ body: [input] }));
        }),
        { numRuns: runsPerWidget * runScale, seed },
      );
      // The fixtures themselves parse, so the mutations start from valid widgets.
      expect(parsed).toBeGreaterThan(0);
    }, 60_000);
  }

  it('documents of every type: random edits validate or report errors, never throw', () => {
    const documents = [validArticle({ body: [{ type: 'html', html: '<p>x</p>' }, { widgetFormat: 'future-widget', a: [1, { b: 2 }] }] }), validCategory(), validNavigation()];
    fc.assert(
      fc.property(fc.oneof(...documents.map((d) => mutated(d)), fc.jsonValue({ maxDepth: 5 })), (input) => {
        runs++;
        storable(input);
      }),
      { numRuns: 1500 * runScale, seed },
    );
  }, 60_000);

  it('refuses a document nested past the limit at any place, iteratively', () => {
    fc.assert(
      fc.property(fc.integer({ min: 65, max: 20_000 }), fc.constantFrom('widget', 'html', 'top'), (depth, where) => {
        runs++;
        const text =
          where === 'widget'
            ? JSON.stringify(validArticle({ body: [{ widgetFormat: 'faq', items: 0 }] })).replace('"items":0', `"items":${deepArrayJson(depth)}`)
            : where === 'html'
              ? JSON.stringify(validArticle({ body: [{ type: 'html', html: 0 }] })).replace('"html":0', `"html":${deepArrayJson(depth)}`)
              : JSON.stringify(validArticle({ extra: 0 })).replace('"extra":0', `"extra":${deepArrayJson(depth)}`);
        const result = validateDocument(JSON.parse(text));
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.errors[0]!.message).toMatch(/at most 64 levels deep/);
      }),
      { numRuns: 200 * runScale, seed },
    );
  });

  it('ran at least 10,000 generated inputs', () => {
    console.log(`widget fuzz: ${runs} generated inputs over ${widgetFormats.length} widget schemas and the document schemas`);
    expect(runs).toBeGreaterThanOrEqual(10_000 * Math.min(runScale, 1));
  });
});
