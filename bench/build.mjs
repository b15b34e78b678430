// The bench measures a production build: wait for any running `next build` (Next refuses a second
// concurrent one, and one finishing would replace .next under the server), then build when stale.
import { spawnSync } from 'node:child_process';
import { buildIfNeeded } from '../scripts/lib.mjs';

async function waitForOtherBuild() {
  // A running build renames its process "next-build".
  let said = false;
  while (spawnSync('pgrep', ['-f', 'next[ -]build']).status === 0) {
    if (!said) console.log('bench: waiting for a running `next build` to finish…');
    said = true;
    await new Promise((r) => setTimeout(r, 2000));
  }
}

export async function ensureBuild() {
  await waitForOtherBuild();
  const built = await buildIfNeeded();
  if (built !== 0) throw new Error(`next build failed (exit code ${built})`);
}
