/** Types of local-idp.mjs: the local OpenID provider for development sign-in (README.md). */

export type LocalIdpProviderName = 'apple' | 'google' | 'staff';

export interface LocalIdpOptions {
  /** Port to listen on; 0 picks a free one (see LocalIdp.port). Default 3990. */
  port?: number;
  /** Address to listen on. Default 127.0.0.1. */
  host?: string;
  /** Public origin, http(s)://host[:port] without a path. Default http://localhost:<port>. */
  origin?: string;
  /** client_secret of every client. Default 'wellread-local-secret'. */
  clientSecret?: string;
  /** JSON file keeping the signing and cookie keys across restarts; without it keys live in memory. */
  keysFile?: string;
  /** Where the start line goes. Default console.log. */
  log?: (line: string) => void;
}

export interface LocalIdp {
  /** The public origin, e.g. http://localhost:3990. */
  origin: string;
  /** The port the server listens on (the real one when options.port was 0). */
  port: number;
  /** The issuer identifier: `${origin}/apple`, `${origin}/google` or `${origin}/staff`. */
  issuer(provider: LocalIdpProviderName): string;
  /** Stops listening and closes all connections. */
  close(): Promise<void>;
}

export interface TestMember {
  readonly id: string;
  readonly givenName: string;
  readonly familyName: string;
  readonly email: string;
}

/** A newsroom role, as the staff login page shows it. The app, not the provider, decides roles. */
export type TestStaffRole = 'writer' | 'medical_reviewer' | 'editor' | 'marketer' | 'operator' | 'admin';

export interface TestStaffMember extends TestMember {
  readonly role: TestStaffRole;
  /** Post-nominal credentials, e.g. 'MD'. */
  readonly credentials?: string;
}

export const PROVIDERS: readonly LocalIdpProviderName[];
/** Offered on the apple and google login pages. */
export const TEST_MEMBERS: readonly TestMember[];
/** Offered on the staff login page, one per newsroom role. */
export const TEST_STAFF: readonly TestStaffMember[];
/** sha256 hex of `${provider}:${lower-cased email}`, first 32 characters. */
export function subjectFor(provider: LocalIdpProviderName, email: string): string;
/** The redirect rule of an issuer (see README.md). */
export function isAllowedRedirectUri(provider: LocalIdpProviderName, value: unknown): boolean;
export function escapeHtml(value: unknown): string;
export function startLocalIdp(options?: LocalIdpOptions): Promise<LocalIdp>;
