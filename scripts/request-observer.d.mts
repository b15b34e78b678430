import type { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BlockList } from 'node:net';
import type { Registry } from 'prom-client';

export interface RequestStore {
  readonly requestId: string;
  /** The route pattern (routeMatcher's label), never the path. */
  readonly route?: string;
}
export const requestIdHeader: string;
export const requestIdPattern: RegExp;
export function newRequestId(): string;
export function requestIdFor(req: Pick<IncomingMessage, 'headers' | 'socket'>, trusted: BlockList): string;
export function requestContext(): AsyncLocalStorage<RequestStore>;
export const metricNames: { requests: string; duration: string; nextCache: string };
export const durationBuckets: number[];
export function serverRegistry(): Registry;
export function methodLabel(method: string | undefined): string;
export function nextCacheLabel(value: unknown): string;
export function readRouteManifest(distDir: string): Record<string, string>;
export function routeMatcher(manifest: Record<string, string> | null | undefined): (pathname: string | null) => string;
export function pathnameOf(target: string | undefined): string | null;
export interface ObservedRequest {
  requestId: string;
  route: string;
  run<T>(fn: () => T): T;
}
export function createRequestObserver(options: { trusted: BlockList; routeFor: (pathname: string | null) => string }): (req: IncomingMessage, res: ServerResponse) => ObservedRequest;
