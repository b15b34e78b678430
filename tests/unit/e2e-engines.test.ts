import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseSpecs, specEngine } from '../../scripts/lib.mjs';

const dir = path.resolve(__dirname, '../e2e');
const specs = fs.readdirSync(dir).filter((name) => name.endsWith('.spec.ts'));

describe('browser specs say whether their behaviour depends on the database engine', () => {
  it.each(specs)('%s starts with // engine: database (why) or // engine: any', (name) => {
    expect(specEngine(path.join(dir, name))).toMatch(/^(database|any)$/);
  });

  it('the PostgreSQL run takes the database specs, the content API, search, campaigns and sign-ups among them', () => {
    const chosen = databaseSpecs();
    for (const spec of ['api', 'search', 'newsletter', 'savings', 'drivers-components', 'commerce-campaigns', 'pages']) {
      expect(chosen).toContain(`tests/e2e/${spec}.spec.ts`);
    }
    expect(chosen).not.toContain('tests/e2e/widgets.spec.ts');
    expect(chosen.length).toBeLessThan(specs.length);
  });
});
