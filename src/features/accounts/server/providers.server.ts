import 'server-only';
import { importPKCS8, SignJWT } from 'jose';
import * as oidc from 'openid-client';
import { env, type Env } from '@/lib/env';
import { log } from '@/lib/log';
import { memberProviders, type AuthProvider } from '../providers';
import { providerRecheckMinutes } from '../session-rules';

/**
 * Each provider's policy (spec 7: "Each sign-in uses a custom policy per provider"): where it is,
 * how our client authenticates, which scopes and extra parameters its authorization request
 * carries, and how its answer comes back. The local provider (scripts/local-idp) has the same
 * two policies, so development runs the production code path.
 */
export interface ProviderPolicy {
  provider: AuthProvider;
  /** 'local': the development provider; 'real': Apple's or Google's. */
  kind: 'local' | 'real';
  issuer: string;
  clientId: string;
  /** The client secret (Apple: a JWT we sign with the Sign in with Apple key, made anew when needed). */
  clientSecret: () => Promise<string>;
  scopes: string[];
  /** Apple answers with a form POST (response_mode=form_post) whenever name or email is asked for. */
  responseMode: 'query' | 'form_post';
  /** Parameters this provider always gets (Google: offline access for a refresh token). */
  fixedParams: Record<string, string>;
  /** Whether the spec's extra login parameters (wk, sessionId, anonymousId, …) go to this provider (decision 016). */
  sendsExtraParams: boolean;
  /** How often a session asks the provider again with its refresh token: Apple allows it once a day. */
  recheckMinutes: number;
}

/** Apple's client secret is an ES256 JWT signed with the team's key, valid for at most 6 months; ours lives a day. */
async function appleClientSecret(config: Env): Promise<string> {
  const key = await importPKCS8(config.AUTH_APPLE_PRIVATE_KEY, 'ES256');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: config.AUTH_APPLE_KEY_ID })
    .setIssuer(config.AUTH_APPLE_TEAM_ID)
    .setIssuedAt(now)
    .setExpirationTime(now + 86_400)
    .setAudience('https://appleid.apple.com')
    .setSubject(config.AUTH_APPLE_CLIENT_ID)
    .sign(key);
}

/** The policy for a provider under this configuration, or null when it is not offered. */
export function providerPolicy(provider: AuthProvider, config: Env = env()): ProviderPolicy | null {
  const base = ['openid', 'profile', ...config.AUTH_SCOPES];
  const scopes = (list: string[]) => [...new Set(list)];
  if (provider === 'staff') return staffPolicy(config);
  const real = provider === 'google' ? config.AUTH_GOOGLE_CLIENT_ID !== '' : config.AUTH_APPLE_CLIENT_ID !== '';
  const responseMode = provider === 'apple' ? 'form_post' : 'query';
  if (!real) {
    if (config.AUTH_LOCAL_PROVIDER === 'off') return null;
    const secret = config.LOCAL_IDP_CLIENT_SECRET;
    return {
      provider,
      kind: 'local',
      issuer: `${config.LOCAL_IDP_ORIGIN.replace(/\/$/, '')}/${provider}`,
      clientId: `wellread-local-${provider}`,
      clientSecret: async () => secret,
      scopes: scopes([...base, 'offline_access']),
      responseMode,
      fixedParams: { prompt: 'consent' },
      sendsExtraParams: true,
      recheckMinutes: providerRecheckMinutes,
    };
  }
  const sendsExtraParams = config.AUTH_EXTRA_PARAMS_TO_REAL_PROVIDERS === 'on';
  if (provider === 'google') {
    const secret = config.AUTH_GOOGLE_CLIENT_SECRET;
    return {
      provider,
      kind: 'real',
      issuer: config.AUTH_GOOGLE_ISSUER,
      clientId: config.AUTH_GOOGLE_CLIENT_ID,
      clientSecret: async () => secret,
      scopes: scopes(base),
      responseMode,
      fixedParams: { access_type: 'offline', prompt: 'consent' },
      sendsExtraParams,
      recheckMinutes: providerRecheckMinutes,
    };
  }
  // Apple knows the scopes name and email, not profile: the policy asks for name in its place.
  return {
    provider,
    kind: 'real',
    issuer: config.AUTH_APPLE_ISSUER,
    clientId: config.AUTH_APPLE_CLIENT_ID,
    clientSecret: () => appleClientSecret(config),
    scopes: scopes(base.map((s) => (s === 'profile' ? 'name' : s))),
    responseMode,
    fixedParams: {},
    sendsExtraParams,
    recheckMinutes: 24 * 60,
  };
}

/**
 * The staff provider's policy (decision 017): the organisation's identity provider when configured,
 * else the local provider's staff issuer. Staff always see the provider's sign-in page (prompt=login),
 * so a shared machine never carries one person's session into another's newsroom; none of the
 * spec's member parameters go to it.
 */
function staffPolicy(config: Env): ProviderPolicy | null {
  const scopes = ['openid', 'profile', 'email'];
  if (config.STAFF_OIDC_CLIENT_ID) {
    const secret = config.STAFF_OIDC_CLIENT_SECRET;
    return { provider: 'staff', kind: 'real', issuer: config.STAFF_OIDC_ISSUER, clientId: config.STAFF_OIDC_CLIENT_ID, clientSecret: async () => secret, scopes, responseMode: 'query', fixedParams: { prompt: 'login' }, sendsExtraParams: false, recheckMinutes: providerRecheckMinutes };
  }
  if (config.AUTH_LOCAL_PROVIDER === 'off') return null;
  const secret = config.LOCAL_IDP_CLIENT_SECRET;
  return {
    provider: 'staff',
    kind: 'local',
    issuer: `${config.LOCAL_IDP_ORIGIN.replace(/\/$/, '')}/staff`,
    clientId: 'wellread-local-staff',
    clientSecret: async () => secret,
    scopes: [...scopes, 'offline_access'],
    responseMode: 'query',
    fixedParams: { prompt: 'login' },
    sendsExtraParams: false,
    recheckMinutes: providerRecheckMinutes,
  };
}

/** The providers a member is offered under this configuration, in display order (staff sign in at /newsroom). */
export function offeredProviders(config: Env = env()): AuthProvider[] {
  return memberProviders.filter((p) => providerPolicy(p, config) !== null);
}

/** What is wrong with the sign-in configuration, one line per problem (checked at start-up). */
export function providerConfigProblems(config: Env = env()): string[] {
  const problems: string[] = [];
  if (config.AUTH_GOOGLE_CLIENT_ID && !config.AUTH_GOOGLE_CLIENT_SECRET) problems.push('AUTH_GOOGLE_CLIENT_ID is set without AUTH_GOOGLE_CLIENT_SECRET.');
  if (config.AUTH_APPLE_CLIENT_ID && (!config.AUTH_APPLE_TEAM_ID || !config.AUTH_APPLE_KEY_ID || !config.AUTH_APPLE_PRIVATE_KEY)) {
    problems.push('AUTH_APPLE_CLIENT_ID is set without AUTH_APPLE_TEAM_ID, AUTH_APPLE_KEY_ID and AUTH_APPLE_PRIVATE_KEY.');
  }
  if (config.STAFF_OIDC_CLIENT_ID && (!config.STAFF_OIDC_ISSUER || !config.STAFF_OIDC_CLIENT_SECRET)) {
    problems.push('STAFF_OIDC_CLIENT_ID is set without STAFF_OIDC_ISSUER and STAFF_OIDC_CLIENT_SECRET.');
  }
  return problems;
}

declare global {
  // Discovered provider configurations, per issuer and client, kept for the process (and across dev reloads).
  var __wellreadOidcConfigs: Map<string, { at: number; config: Promise<oidc.Configuration> }> | undefined;
}

/** Discovery is redone after an hour, so a provider's rotated endpoints are picked up (and Apple's day-long client secret is renewed). */
const discoveryTtlMs = 3_600_000;

/**
 * The discovered openid-client configuration of a policy: issuer metadata and our client. A failed
 * discovery is not kept, so the next sign-in tries again. Plain http is allowed only for the local
 * provider.
 */
export async function clientConfiguration(policy: ProviderPolicy): Promise<oidc.Configuration> {
  globalThis.__wellreadOidcConfigs ??= new Map();
  const cache = globalThis.__wellreadOidcConfigs;
  const key = `${policy.issuer} ${policy.clientId}`;
  const cached = cache.get(key);
  if (cached && Date.now() - cached.at < discoveryTtlMs) return cached.config;
  const secret = await policy.clientSecret();
  const auth = policy.provider === 'apple' && policy.kind === 'real' ? oidc.ClientSecretPost(secret) : oidc.ClientSecretBasic(secret);
  const insecure = policy.kind === 'local' && policy.issuer.startsWith('http:');
  const config = oidc
    .discovery(new URL(policy.issuer), policy.clientId, undefined, auth, {
      execute: insecure ? [oidc.allowInsecureRequests] : [],
      timeout: 10,
    })
    .catch((error: unknown) => {
      cache.delete(key);
      log('warn', 'OpenID discovery failed', { provider: policy.provider, issuer: policy.issuer, error: error instanceof Error ? error.message : String(error) });
      throw error;
    });
  cache.set(key, { at: Date.now(), config });
  return config;
}
