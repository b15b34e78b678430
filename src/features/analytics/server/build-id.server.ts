import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/env';

let cached: string | undefined;

/** The id of the running build: BUILD_ID when set at build/start time, else Next's .next/BUILD_ID, else 'development'. */
export function buildId(): string {
  if (cached) return cached;
  const fromEnv = env().BUILD_ID;
  if (fromEnv) return (cached = fromEnv);
  try {
    cached = readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim().slice(0, 60) || 'development';
  } catch {
    cached = 'development';
  }
  return cached;
}
