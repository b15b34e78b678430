import type { Server } from 'node:http';

export const forceExitMs: number;
export function drainSeconds(env?: Record<string, string | undefined>): number;
export function markDraining(): void;
export interface DrainOptions {
  drainMs: number;
  forceAfterMs?: number;
  log?: (line: string) => void;
  stopWaiting?: Promise<unknown>;
}
export function drain(server: Server, options: DrainOptions): Promise<'closed' | 'forced'>;
export interface DrainOnSignalsOptions {
  drainMs: number;
  forceAfterMs?: number;
  log?: (line: string) => void;
  exit?: (code: number) => void;
  signals?: NodeJS.Signals[];
}
export function drainOnSignals(server: Server, options: DrainOnSignalsOptions): (signal?: NodeJS.Signals) => Promise<void>;
