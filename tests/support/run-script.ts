import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * Runs one of scripts/*.ts as `npm run` does (tsx, react-server conditions) and waits for it: no
 * PostgreSQL unless `env` names one, silent logs. Returns the exit code and stdout followed by stderr.
 */
export function runScript(script: string, args: string[], env: Record<string, string>): { code: number | null; out: string } {
  const result = spawnSync(path.resolve('node_modules/.bin/tsx'), ['--conditions=react-server', script, ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
  });
  return { code: result.status, out: result.stdout + result.stderr };
}
