import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';

let cached: string | undefined;

/** The id of the running build: BUILD_ID when set at build/start time, else Next's .next/BUILD_ID, else 'development'. */
export function buildId(): string {
  if (cached) return cached;
  const fromEnv = process.env.BUILD_ID?.trim();
  if (fromEnv) return (cached = fromEnv.slice(0, 60));
  try {
    cached = readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim().slice(0, 60) || 'development';
  } catch {
    cached = 'development';
  }
  return cached;
}
