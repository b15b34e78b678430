import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BlockList } from 'node:net';

export interface RequestSecurity {
  https: boolean;
  placeholder: boolean;
}
export function parseTrustedProxies(raw?: string): BlockList;
export function fromTrustedProxy(trusted: BlockList, remoteAddress: string | undefined): boolean;
export function readRequestSecurity(req: IncomingMessage, trusted: BlockList): RequestSecurity;
export function secureResponse(req: IncomingMessage, res: ServerResponse, security: RequestSecurity): void;
export function compressible(res: ServerResponse, placeholder: boolean): boolean;
export function httpsOriginsByHost(siteOrigins?: string): Map<string, string>;
export function httpsRedirect(req: IncomingMessage, https: boolean, origins: Map<string, string>): string | null;
