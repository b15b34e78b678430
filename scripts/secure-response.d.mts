import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BlockList } from 'node:net';

export interface RequestSecurity {
  https: boolean;
  /** A trusted caching proxy fills the nonce in: the placeholder stays in the answer. */
  proxyFillsNonce: boolean;
}
export function parseTrustedProxies(raw?: string): BlockList;
export function fromTrustedProxy(trusted: BlockList, remoteAddress: string | undefined): boolean;
export function readRequestSecurity(req: IncomingMessage, trusted: BlockList): RequestSecurity;
export function secureResponse(req: IncomingMessage, res: ServerResponse, security: RequestSecurity, placeholder?: string): void;
export function compressible(res: ServerResponse, proxyFillsNonce: boolean): boolean;
export function setUpPlaceholder(env?: Record<string, string | undefined>): string;
export function httpsOriginsByHost(siteOrigins?: string): Map<string, string>;
export function httpsRedirect(req: IncomingMessage, https: boolean, origins: Map<string, string>): string | null;
export function headerWithoutPlaceholder(name: string, value: string, placeholder: string, nonce: string | null): string | null;
