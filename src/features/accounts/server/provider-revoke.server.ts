import 'server-only';
import type { Kysely } from 'kysely';
import * as oidc from 'openid-client';
import type { Database } from '@/db/schema';
import { log } from '@/lib/log';
import { isAuthProvider } from '../providers';
import { unseal } from './keys.server';
import { clientConfiguration, providerPolicy } from './providers.server';

export interface SealedGrant {
  provider: string;
  idp_refresh_token: string | null;
}

/**
 * Tells the provider to forget the refresh tokens of ended sessions (sign-out, a revoked session,
 * a deleted account), so our access to the member's provider account ends with them. Best effort,
 * after the session rows are gone: a provider without a revocation endpoint or out of reach is
 * logged, and nothing waits for it.
 */
export function revokeAtProvider(db: Kysely<Database>, grants: SealedGrant[]): void {
  for (const grant of grants) {
    if (!grant.idp_refresh_token || !isAuthProvider(grant.provider)) continue;
    const policy = providerPolicy(grant.provider);
    if (!policy) continue;
    void (async () => {
      const token = await unseal(db, grant.idp_refresh_token!);
      if (!token) return;
      await oidc.tokenRevocation(await clientConfiguration(policy), token, { token_type_hint: 'refresh_token' });
    })().catch((error: unknown) => log('info', 'the provider did not take back a refresh token', { provider: grant.provider, error: error instanceof Error ? error.message : String(error) }));
  }
}
