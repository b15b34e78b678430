export const nonceRequestHeader: string;
export const noncePlaceholderValue: string;
export const noncePlaceholder: string;
export function newNonce(): string;
export function pageCsp(nonce: string): string;
export const resourceCsp: string;
export const permissionsPolicy: string;
export const hstsValue: string;
export function commonSecurityHeaders(options: { https: boolean }): Record<string, string>;
export interface NonceInjector {
  push(chunk: string | Uint8Array): Buffer;
  end(): Buffer;
}
export function createNonceInjector(nonce: string): NonceInjector;
