/**
 * Content tool: npm run content -- <command> …
 *   import <file-or-dir>…   validate and store documents (a document with errors is rejected whole)
 *   validate <file-or-dir>… validate only, store nothing
 *   export <dir>            write every stored document back out as JSON files
 *   seed                    import ./content when the database holds no articles yet, the demo drug
 *                           and pharmacy data when the drug tables are empty, and the demo house ads
 *                           when the house_ads table is empty
 *   reindex                 index every stored article for search again, with today's indexer (after a
 *                           deploy that changes what a widget gives search)
 * Exit code 0 when every document passed, 1 when any failed, 2 on a usage error.
 */
import path from 'node:path';
import { exportDocuments, importFiles, type FileResult } from '../src/publishing/files.server';
import { reindexArticles } from '../src/publishing/publish.server';
import { countArticles } from '../src/content/store.server';
import { seedDrugData } from '../src/features/savings/server/seed.server';
import { seedHouseAds } from '../src/features/ads/server/seed.server';
import { exitWith, withMigratedDatabase } from './db-cli';

const usage = 'usage: npm run content -- import <file-or-dir>… | validate <file-or-dir>… | export <dir> | seed | reindex';

function report(results: FileResult[]): boolean {
  for (const r of results) {
    const rel = path.relative(process.cwd(), r.file) || r.file;
    console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${rel}`);
    for (const e of r.errors) console.log(`       error   ${e.path}: ${e.message}`);
    for (const w of r.warnings) console.log(`       warning ${w.path}: ${w.message}`);
  }
  const failed = results.filter((r) => !r.ok).length;
  console.log(`${results.length - failed} document(s) passed, ${failed} failed`);
  return failed === 0;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (command === 'validate' && args.length) return report(await importFiles(null, args)) ? 0 : 1;
  if (command === 'import' && args.length) return withMigratedDatabase(async (db) => (report(await importFiles(db, args)) ? 0 : 1));
  if (command === 'export' && args.length === 1) {
    return withMigratedDatabase(async (db) => {
      const files = await exportDocuments(db, args[0]!);
      console.log(`exported ${files.length} document(s) to ${args[0]}`);
      return 0;
    });
  }
  if (command === 'reindex' && args.length === 0) {
    return withMigratedDatabase(async (db) => {
      console.log(`indexed ${await reindexArticles(db)} article(s) for search`);
      return 0;
    });
  }
  if (command === 'seed' && args.length === 0) {
    return withMigratedDatabase(async (db) => {
      if (await seedDrugData(db)) console.log('empty drug tables: stored the generated demo drug and pharmacy data');
      if (await seedHouseAds(db)) console.log('empty house_ads table: stored the demo house creatives');
      if ((await countArticles(db)) > 0) {
        console.log('database already has content; seed skipped');
        return 0;
      }
      console.log('empty database: importing demo content from ./content');
      return report(await importFiles(db, [path.resolve('content')])) ? 0 : 1;
    });
  }
  console.error(usage);
  return 2;
}

exitWith('content', main(process.argv.slice(2)));
