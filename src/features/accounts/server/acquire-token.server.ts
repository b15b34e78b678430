import 'server-only';
import type { Kysely } from 'kysely';
import * as oidc from 'openid-client';
import type { Database } from '@/db/schema';
import { log } from '@/lib/log';
import { isAuthProvider } from '../providers';
import { providerRecheckMinutes } from '../session-rules';
import { seal, unseal } from './keys.server';
import { clientConfiguration, providerPolicy } from './providers.server';
import type { SessionRow } from './sessions.server';
import { issueAccessToken } from './tokens.server';

export type Acquired = { ok: true; accessToken: string; expiresOn: string } | { ok: false; reason: 'interaction_required' };

/**
 * Silent token acquisition (spec 4.4): an access token for the session's member. At most hourly
 * (Apple: daily) the provider is asked whether the member is still theirs, with the refresh token it gave
 * (openid-client's refresh grant; a rotated refresh token is kept). A provider that refuses the
 * refresh token (revoked, the account gone) ends the session: interaction is required, and the
 * browser starts a new login redirect. A provider that cannot be reached does not sign anyone out.
 */
export async function acquireToken(db: Kysely<Database>, session: SessionRow, now: Date): Promise<Acquired> {
  const policy = isAuthProvider(session.provider) ? providerPolicy(session.provider) : null;
  const due = now.getTime() - Date.parse(session.idp_checked_at) >= (policy?.recheckMinutes ?? providerRecheckMinutes) * 60_000;
  if (due && session.idp_refresh_token) {
    const refreshToken = await unseal(db, session.idp_refresh_token);
    if (!policy || !refreshToken) return endSession(db, session, 'the provider is no longer configured or the refresh token cannot be read');
    try {
      const tokens = await oidc.refreshTokenGrant(await clientConfiguration(policy), refreshToken);
      const rotated = tokens.refresh_token && tokens.refresh_token !== refreshToken ? await seal(db, tokens.refresh_token) : session.idp_refresh_token;
      await db.updateTable('member_sessions').set({ idp_checked_at: now.toISOString(), idp_refresh_token: rotated }).where('id_hash', '=', session.id_hash).execute();
    } catch (error) {
      if (error instanceof oidc.ResponseBodyError && ['invalid_grant', 'unauthorized_client', 'invalid_client'].includes(error.error)) {
        return endSession(db, session, `the provider refused the refresh token (${error.error})`);
      }
      log('warn', 'provider refresh failed; the session goes on', { provider: session.provider, error: error instanceof Error ? error.message : String(error) });
    }
  }
  const { accessToken, expiresOn } = await issueAccessToken(db, session.member_id, session.id_hash, now);
  return { ok: true, accessToken, expiresOn };
}

async function endSession(db: Kysely<Database>, session: SessionRow, why: string): Promise<Acquired> {
  log('info', 'session ended: interaction required', { provider: session.provider, why });
  await db.deleteFrom('member_sessions').where('id_hash', '=', session.id_hash).execute();
  return { ok: false, reason: 'interaction_required' };
}
