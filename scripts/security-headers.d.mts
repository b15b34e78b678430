export const placeholderEnv: string;
export const placeholderPattern: RegExp;
export function newPlaceholder(): string;
export const nonceRequestHeader: string;
export const noncePlaceholderValue: string;
export function newNonce(): string;
export function pageCsp(nonce: string): string;
export const resourceCsp: string;
export const permissionsPolicy: string;
export const hstsValue: string;
export function commonSecurityHeaders(options: { https: boolean }): Record<string, string>;
export interface NonceFiller {
  push(chunk: string | Uint8Array): Buffer;
  end(): Buffer;
}
export function createNonceFiller(placeholder: string, nonce: string): NonceFiller;
