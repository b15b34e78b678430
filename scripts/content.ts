/**
 * Content tool: npm run content -- <command> …
 *   import [--draft] <file-or-dir>…
 *                           validate and store documents as a new revision in the newsroom, published
 *                           (a document with errors is rejected whole); --draft saves the revision only
 *   validate <file-or-dir>… validate only, store nothing
 *   export <dir>            write every stored document back out as JSON files
 *   seed                    import ./content when the database holds no articles yet, the demo drug
 *                           and pharmacy data when the drug tables are empty, and the demo house ads
 *                           when the house_ads table is empty
 *   adopt                   give live documents stored before the newsroom existed their newsroom record
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
import { adoptLiveDocuments } from '../src/publishing/lifecycle/automation.server';
import { seedDemoStaff } from '../src/features/staff/server/seed.server';
import { TEST_STAFF } from './local-idp/local-idp.mjs';
import { env } from '../src/lib/env';
import { exitWith, withMigratedDatabase } from './db-cli';

const usage = 'usage: npm run content -- import [--draft] <file-or-dir>… | validate <file-or-dir>… | export <dir> | seed | adopt | reindex';

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
  if (command === 'import' && args[0] === '--draft' && args.length > 1) return withMigratedDatabase(async (db) => (report(await importFiles(db, args.slice(1), { draft: true })) ? 0 : 1));
  if (command === 'import' && args.length) return withMigratedDatabase(async (db) => (report(await importFiles(db, args)) ? 0 : 1));
  if (command === 'adopt' && args.length === 0) {
    return withMigratedDatabase(async (db) => {
      console.log(`adopted ${await adoptLiveDocuments(db, new Date())} live document(s) into the newsroom`);
      return 0;
    });
  }
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
      // Only while staff sign in through the local provider: its test staff are the only people who can use these rows.
      const localStaff = env().STAFF_OIDC_CLIENT_ID === '' && env().AUTH_LOCAL_PROVIDER === 'on';
      if (localStaff && (await seedDemoStaff(db, TEST_STAFF))) console.log('no staff yet: added the local provider\'s test staff with their roles (docs/newsroom.md)');
      if ((await countArticles(db)) > 0) {
        const adopted = await adoptLiveDocuments(db, new Date());
        if (adopted) console.log(`adopted ${adopted} live document(s) into the newsroom`);
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
