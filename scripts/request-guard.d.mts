import type { IncomingMessage, Server } from 'node:http';

export const proxiedBodyLimit: number;
export function passesProxy(pathname: string): boolean;
export interface ServerLimits {
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  maxConnections: number;
}
export function serverLimits(env?: Record<string, string | undefined>): ServerLimits;
export function applyServerLimits(server: Server, limits: ServerLimits): void;
export interface OwnAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}
export function bodyRefusal(req: Pick<IncomingMessage, 'url' | 'method' | 'headers'>): OwnAnswer | null;
export function dropWildcardPrecondition(req: Pick<IncomingMessage, 'headers'>): void;
