import { spawn } from 'node:child_process';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/cluster/service.mjs';

/**
 * The production server (scripts/server.mjs on the build) with an invalid configuration stops at
 * start with the reason; it used to keep listening and answer 500 to every request.
 */
describe('server start with a bad configuration', () => {
  it('exits with status 1 and names the bad variable', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['scripts/server.mjs'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        SQLITE_PATH: path.join(os.tmpdir(), `wellread-bad-config-${port}.db`),
        DATABASE_URL: '',
        COUNTRY_HEADER: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    const [code] = (await once(child, 'exit')) as [number | null];
    clearTimeout(timer);
    expect(code).toBe(1);
    expect(output).toContain('COUNTRY_HEADER');
  });
});
