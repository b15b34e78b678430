#!/usr/bin/env node
// npm start: migrate and seed the database, build when needed, then serve on PORT (default 3000).
import { spawn } from 'node:child_process';
import { bin, buildIfNeeded, run } from './lib.mjs';
import { localIdpWanted } from './local-idp/wanted.mjs';

const seeded = await run(bin('tsx'), ['--conditions=react-server', 'scripts/content.ts', 'seed']);
if (seeded !== 0) {
  console.error('Seeding the database failed; see the messages above.');
  process.exit(seeded);
}
const built = await buildIfNeeded();
if (built !== 0) process.exit(built);
const port = process.env.PORT ?? '3000';
// Members sign in through the local OpenID provider until Apple's and Google's credentials are set (README, "Member sign-in").
const idp = localIdpWanted(process.env) ? spawn(process.execPath, ['scripts/local-idp/run.mjs'], { stdio: 'inherit' }) : null;
console.log(`Serving on http://localhost:${port} (psy site: http://psy.localhost:${port})`);
const code = await run(process.execPath, ['scripts/server.mjs'], { env: { PORT: port, NODE_ENV: 'production' } });
idp?.kill('SIGTERM');
process.exit(code);
